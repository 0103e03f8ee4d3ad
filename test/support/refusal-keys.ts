// The portal's refusals as its page receives them: each error carries a key whose English
// template, filled with its values, is exactly the service's message.
import { expect } from "vitest";
import * as z from "zod/mini";
import { refusalText } from "../../src/shared/refusal-text.ts";
import { ENGLISH_REFUSALS } from "../../src/shared/refusal-words.ts";
import { PortalApiErrors } from "../../src/shared/schemas/errors.ts";

/** The answer's errors, each keyed and reproduced by its English; returns their keys in order. */
export async function refusalKeys(res: Response, status = 400): Promise<string[]> {
  expect(res.status).toBe(status);
  const errors = z.parse(PortalApiErrors, await res.json());
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) {
    expect(error.key, `no key for ${JSON.stringify(error.message)}`).toBeDefined();
    for (const value of Object.values(error.params ?? {})) expect(typeof value).toBe("string");
    expect(refusalText(error, ENGLISH_REFUSALS)).toBe(error.message);
  }
  return errors.map((error) => error.key ?? "");
}
