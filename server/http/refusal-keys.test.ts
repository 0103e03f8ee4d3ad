// The matching of messages to the refusal templates: every template, filled with sample values,
// is found again under its own key with those values (no earlier template takes it), and
// reproduced exactly by its English; a wrapped "(received …)" keeps the inner key; a message no
// template has stays unkeyed.
import { describe, expect, it } from "vitest";
import { refusalText } from "../../src/shared/refusal-text.ts";
import { ENGLISH_REFUSALS, type RefusalKey } from "../../src/shared/refusal-words.ts";
import { refusalKeyOf, withRefusalKey } from "./refusal-keys.ts";

const NUMERIC = new Set(["minutes", "max", "min", "count", "limit", "seconds", "bytes", "digits"]);
const sample = (name: string, index: number) =>
  name === "field" ? "price.amount" : name === "expected" ? "string" : NUMERIC.has(name) ? String(7 + index) : `<${name}${index}>`;

function filled(key: RefusalKey): { message: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  let index = 0;
  const message = ENGLISH_REFUSALS[key].replace(/\{(\w+)\}/g, (_whole, name: string) => {
    params[name] ??= sample(name, index++);
    return params[name] as string;
  });
  return { message, params };
}

describe("refusal keys", () => {
  const keys = (Object.keys(ENGLISH_REFUSALS) as RefusalKey[]).filter((key) => key !== "received");

  it.each(keys)("%s is found again with its values and reproduced by its English", (key) => {
    const { message, params } = filled(key);
    expect(refusalKeyOf(message)).toEqual({ key, params });
    const keyed = withRefusalKey({ code: "wrongData", field: "x", message });
    expect(refusalText(keyed, ENGLISH_REFUSALS)).toBe(message);
  });

  // Values a client chose, holding the templates' own pieces: read short, a message is either
  // keyed and still reproduced exactly, or left unkeyed (shown in English); never another text.
  const HOSTILE = '" (received x) does not match order , which received {asset}: is not valid " holds ';
  it.each(keys)("%s with values holding the templates' own pieces is reproduced or left unkeyed", (key) => {
    const message = ENGLISH_REFUSALS[key].replace(/\{(\w+)\}/g, (_whole, name: string) =>
      name === "field" ? "price.amount" : name === "expected" ? "string" : NUMERIC.has(name) ? "7" : HOSTILE,
    );
    for (const text of [message, `${message} (received ${HOSTILE})`]) {
      const keyed = withRefusalKey({ code: "wrongData", field: "x", message: text });
      expect(refusalText(keyed, ENGLISH_REFUSALS)).toBe(text);
    }
  });

  it("keeps the inner key of a message that echoes the value it refused", () => {
    const message = 'name must not be empty (received "")';
    const keyed = withRefusalKey({ code: "wrongData", field: "name", message });
    expect(keyed).toMatchObject({ key: "fieldEmpty", params: { field: "name", received: '""' } });
    expect(refusalText(keyed, ENGLISH_REFUSALS)).toBe(message);
  });

  it("leaves a message no template has without a key", () => {
    const error = { code: "wrongData" as const, field: "x", message: "Something nobody wrote a template for" };
    expect(withRefusalKey(error)).toEqual(error);
  });
});
