import { describe, expect, it } from "vitest";
import { SHOWN_MAX_CHARS, shown } from "./shown.ts";

function nestedArray(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

function nestedObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe("shown", () => {
  it("echoes small values as JSON", () => {
    expect(shown(undefined)).toBe("nothing");
    expect(shown("abc")).toBe('"abc"');
    expect(shown(12.5)).toBe("12.5");
    expect(shown(null)).toBe("null");
    expect(shown({ a: [1, "x"] })).toBe('{"a":[1,"x"]}');
  });

  // JSON.stringify and String() recurse; 100,000 levels overflow any stack.
  it.each([
    ["arrays", nestedArray(100_000)],
    ["objects", nestedObject(100_000)],
  ])("describes 100,000 nested %s in bounded size and depth", (_kind, value) => {
    const text = shown(value);
    expect(text.length).toBeLessThanOrEqual(SHOWN_MAX_CHARS);
    expect(text).toContain("...");
  });

  it("stops walking a wide value once the text is long enough", () => {
    const wide = Array.from({ length: 1_000_000 }, (_, i) => i);
    const text = shown(wide);
    expect(text.length).toBe(SHOWN_MAX_CHARS);
    expect(text.endsWith("...")).toBe(true);
  });

  it("escapes bidirectional and C1 characters, so an echo cannot reorder the message", () => {
    expect(shown("A\u202Eb\u0085")).toBe('"A\\u202eb\\u0085"');
  });

  it("cuts a long string", () => {
    expect(shown("x".repeat(10_000))).toHaveLength(SHOWN_MAX_CHARS);
  });
});
