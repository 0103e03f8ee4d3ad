// Parsing at the boundary, because the shared schemas are the contract and nothing unparsed
// reaches a rule: the request body and query against the shared schemas,
// every failure turned into the spec's error array, and never a 500 for bad input.
import type { Context } from "hono";
import { requestHeader } from "./answer.ts";
import * as z from "zod/mini";
import type { ApiError } from "../../src/shared/index.ts";
import { bodyText } from "./body.ts";
import { ApiFailure, apiError, shown } from "./failure.ts";

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  values?: readonly unknown[];
}

function describe(issue: IssueLike, field: string): string {
  if (issue.message !== "Invalid input") return issue.message;
  if (issue.code === "invalid_type") return `${field} must be ${String(issue.expected)}`;
  if (issue.code === "invalid_value" && issue.values) {
    return `${field} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}`;
  }
  return `${field} is not valid`;
}

/** zod issues -> error objects naming the field, the value received and what is valid. */
export function issuesToErrors(issues: readonly IssueLike[], input: unknown, root = "body"): ApiError[] {
  return issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : root;
    const value = valueAt(input, issue.path);
    return apiError("wrongData", field, `${describe(issue, field)} (received ${shown(value)})`);
  });
}

/** C0 controls (NUL among them), DEL and C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this expression's whole job.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The error objects for each string in `value` that holds a control character. Nothing the
 * service stores or shows is meant to hold one, and PostgreSQL's text cannot hold NUL at all:
 * refused here, for every field of every parsed request, rather than failing in the database.
 * A loop over an explicit stack: the input may be nested deep.
 */
export function controlCharacterErrors(value: unknown, root: string): ApiError[] {
  const errors: ApiError[] = [];
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === "string") {
      const found = CONTROL_CHARACTER.exec(current);
      if (found) {
        const code = `U+${found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
        const field = path || root;
        errors.push(
          apiError("wrongData", field, `${field} must not contain control characters (found ${code}): send the text without them`),
        );
      }
    } else if (typeof current === "object" && current !== null) {
      for (const [key, inner] of Object.entries(current)) stack.push({ value: inner, path: path ? `${path}.${key}` : key });
    }
  }
  return errors.reverse();
}

/**
 * The parse's own messages for issues whose schema says none: zod's bare "Invalid input", which
 * `describe` turns into the service's words. Without it, the first schema built with zod's full
 * API anywhere in the process (the settings' schemas are) installs its English locale globally,
 * and every refusal said zod's words instead ("Invalid input: expected string, received number"),
 * which neither the portal's languages nor the tests knew.
 */
export const OWN_MESSAGES = { error: () => "Invalid input" } as const;

export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown, root = "body"): z.infer<S> {
  const result = z.safeParse(schema, input, OWN_MESSAGES);
  if (!result.success) throw new ApiFailure(400, issuesToErrors(result.error.issues as IssueLike[], input, root));
  const controls = controlCharacterErrors(result.data, root);
  if (controls.length > 0) throw new ApiFailure(400, controls);
  return result.data;
}

/**
 * The JSON object of a request body (spec: POST bodies are JSON with Content-Type:
 * application/json). A wrong content type, malformed JSON or a non-object are each a 400
 * (sandbox's choice: 400 rather than 415, since the spec answers invalid requests with 400).
 */
export async function readJsonObject(c: Context, options: { optional?: boolean } = {}): Promise<Record<string, unknown>> {
  const text = await bodyText(c);
  if (options.optional && text.trim() === "") return {};
  const type = requestHeader(c, "content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    throw new ApiFailure(400, [
      apiError(
        "wrongData",
        "Content-Type",
        `Content-Type ${shown(type || undefined)} is not JSON: send the body as JSON with Content-Type: application/json`,
      ),
    ]);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiFailure(400, [
      apiError(
        "wrongData",
        "body",
        `The body is not valid JSON (${error instanceof Error ? error.message : "parse error"}): send one JSON object`,
      ),
    ]);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new ApiFailure(400, [apiError("wrongData", "body", `The body must be a JSON object, received ${shown(body)}`)]);
  }
  return body as Record<string, unknown>;
}

export async function parseBody<S extends z.ZodMiniType>(c: Context, schema: S, options: { optional?: boolean } = {}): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonObject(c, options));
}
