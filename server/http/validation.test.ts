// The service's refusals say its own words whatever else the process has loaded: a schema built
// with zod's full API installs zod's English locale for every parse in the process, and the
// settings' schemas are built that way at start.
import * as zod from "zod";
import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { refusalKeyOf } from "./refusal-keys.ts";
import { ApiFailure } from "./failure.ts";
import { parseWith } from "./validation.ts";

function refusedBy(schema: z.ZodMiniType, input: unknown): string[] {
  try {
    parseWith(schema, input);
  } catch (error) {
    if (error instanceof ApiFailure) return error.errors.map((e) => e.message ?? "");
    throw error;
  }
  throw new Error("not refused");
}

describe("parseWith after zod's full API has built a schema", () => {
  zod.string(); // what the settings' modules do when they load
  const schema = z.object({
    name: z.string(),
    kind: z.enum(["a", "b"]),
    note: z.string().check(z.maxLength(3, { error: "note is too long" })),
  });

  it("says the service's words, each keyed for the portal, and keeps a schema's own message", () => {
    const messages = refusedBy(schema, { name: 7, kind: "c", note: "long" });
    expect(messages).toEqual([
      "name must be string (received 7)",
      'kind must be one of "a", "b" (received "c")',
      'note is too long (received "long")',
    ]);
    expect(refusalKeyOf(messages[0] as string)?.key).toBeDefined();
    expect(refusalKeyOf(messages[1] as string)?.key).toBeDefined();
  });
});
