// An id sent in X-Request-Id is kept only when it is 1 to 64 of [A-Za-z0-9._-]; anything else gets a new one.
import { describe, expect, it } from "vitest";
import { requestIdOf } from "./request-id.ts";

describe("a request's id", () => {
  it("is the one sent when it is a short token of safe characters", () => {
    for (const sent of ["a", "proxy-1234.abc_Z", "-", "x".repeat(64)]) expect(requestIdOf(sent)).toBe(sent);
  });

  it("is a new one for anything else", () => {
    for (const sent of [undefined, "", "x".repeat(65), "a b", "a/b", "ü", ["a", "b"]]) {
      const made = requestIdOf(sent);
      expect(made).not.toBe(sent);
      expect(made).toMatch(/^[A-Za-z0-9_-]{8}-[0-9]+$/);
    }
  });
});
