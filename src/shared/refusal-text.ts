// A refusal in a language: the words of its key filled with its values, or the service's own
// message when the key is unknown to those words (or there are none: English, a language not
// yet written). The same function fills the English templates in the tests, which prove they
// reproduce the service's messages exactly.
import { format } from "./message-format.ts";
import type { RefusalWords } from "./refusal-words.ts";
import type { PortalApiError } from "./schemas/errors.ts";

export function refusalText(error: PortalApiError, words: RefusalWords | null, locale = "en"): string {
  const message = error.message ?? "";
  const key = error.key;
  if (!words || key === undefined || !Object.hasOwn(words, key)) return message;
  const template = (words as Readonly<Record<string, string>>)[key] ?? "";
  const params = error.params ?? {};
  const text = format(template, params, locale);
  // A value the service echoed ("(received …)") wraps the message, in the words' own order.
  if (params.received === undefined || key === "received") return text;
  return format(words.received, { message: text, received: params.received }, locale);
}
