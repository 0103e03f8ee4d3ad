// What a client sent can reach a log line; no control character of it reaches the log raw.
import { afterEach, describe, expect, it, vi } from "vitest";
import { consoleLogger, loggable } from "./logger.ts";

afterEach(() => vi.restoreAllMocks());

describe("the console logger", () => {
  it("writes NUL, escape sequences and carriage returns from a message or an error as escapes", () => {
    const written: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => void written.push(parts.map(String).join(" ")));
    vi.spyOn(console, "log").mockImplementation((...parts: unknown[]) => void written.push(parts.map(String).join(" ")));
    consoleLogger.error("unexpected error on POST /portal/api/keys/a\u0000b/revoke", new Error('invalid byte "\u0000" \u001b[31mred\r'));
    consoleLogger.info("listening\u0007");
    const text = written.join("\n");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for the raw control characters.
    expect(text).not.toMatch(/[\u0000\u0007\u001b\r]/);
    expect(text).toContain("a\\u0000b/revoke");
    expect(text).toContain("\\u001b[31mred\\u000d");
    expect(text).toContain("listening\\u0007");
    // A stack trace keeps its lines.
    expect(text.split("\n").length).toBeGreaterThan(2);
  });

  it("leaves ordinary text alone", () => {
    expect(loggable("order ord_1 paid: 25.00 USDT\tok\nnext")).toBe("order ord_1 paid: 25.00 USDT\tok\nnext");
  });
});
