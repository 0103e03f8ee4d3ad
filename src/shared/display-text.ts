// Text a merchant chooses and a payer reads (an integration's name, its URL; later a support
// contact): nothing in it may make the page show one thing and mean another. Control characters
// (C0, DEL, C1) and the bidirectional formatting characters reorder or hide what is displayed:
// "Amazon\u202Emoc.live" renders as "Amazonevil.com", a tab or newline vanishes from a URL.
// No dependencies: the page may use it too.

/** C0 controls, DEL, C1 controls, the Arabic letter mark, LRM/RLM, embeddings/overrides, isolates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this expression's whole job.
export const UNSAFE_DISPLAY_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The first unsafe character of `text` as "U+XXXX", or null when there is none. */
export function unsafeDisplayCharacter(text: string): string | null {
  const match = UNSAFE_DISPLAY_CHARACTERS.exec(text);
  return match ? `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}` : null;
}

/**
 * Characters that draw nothing: white space (NBSP and the ideographic space among it), the
 * default-ignorable and format characters (word joiners, the BOM, U+180E, the Hangul fillers
 * U+115F, U+1160, U+3164 and U+FFA0, variation selectors, zero-width spaces) and the Braille
 * blank, which renders as an empty cell.
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/gu;

/** Whether `text` shows anything at all: a name of only invisible characters reads as no name. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, "") !== "";
}
