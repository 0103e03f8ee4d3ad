// How each language says the service's refusals: a language with its words written fills a
// refusal's key with its values in those words and shows the service's message for a key it
// lacks; a language without them has no way of its own (the page shows the English message).
import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type Language } from "../../shared/languages.ts";
import { format } from "../../shared/message-format.ts";
import { hasRefusalWords, refusalSayer, refusalWords } from "./refusal-modules.ts";

const OTHERS = LANGUAGE_CODES.filter((code): code is Exclude<Language, "en"> => code !== "en");

describe("each language's way of saying the refusals", () => {
  it.each(OTHERS)("%s says them in its words, or has none while they are not written", async (code) => {
    const say = await refusalSayer(code);
    if (!hasRefusalWords(code)) {
      expect(say).toBeNull();
      return;
    }
    const words = await refusalWords(code);
    if (!say || !words) throw new Error(`${code} has a loader but no words`);
    const error = { code: "wrongData" as const, field: "name", message: "name is longer than 100 characters" };
    expect(say({ ...error, key: "fieldTooLong", params: { field: "name", max: "100" } })).toBe(
      format(words.fieldTooLong, { field: "name", max: "100" }, code),
    );
    expect(say({ ...error, key: "aKeyNoLanguageHas" })).toBe(error.message);
  });
});
