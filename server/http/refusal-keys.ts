// The key and values of a refusal the portal can say in its languages, found by matching the
// message against the English templates (src/shared/refusal-words.ts). Matched at the edge, in
// one place, rather than written beside each message: every message the service writes, in a
// rule, a schema or a route, is keyed without its writer knowing, and its English stays where
// it is. A message no template reproduces is answered as it is, without a key (the portal then
// shows the English).
import { ENGLISH_REFUSALS, type RefusalKey } from "../../src/shared/refusal-words.ts";
import type { ApiError, PortalApiError } from "../../src/shared/schemas/errors.ts";

/**
 * What a value may be, by its placeholder's name: a field is a name or a path, a number is
 * digits. Anything else is any text. The narrow ones keep a generic template ("{field} must
 * be {expected}") from swallowing a specific message it happens to fit.
 */
const SHAPES: Readonly<Record<string, string>> = {
  field: "[A-Za-z][\\w.-]*",
  expected: "[a-z]+",
  minutes: "\\d+",
  max: "\\d+",
  min: "\\d+",
  count: "\\d+",
  limit: "\\d+",
  seconds: "\\d+",
  bytes: "\\d+",
  digits: "\\d+",
};

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A template as an anchored expression: each placeholder a named group, a repeat the same text. */
function compile(template: string): RegExp {
  const seen = new Set<string>();
  let source = "";
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    const name = match[1] as string;
    source += literal(template.slice(last, match.index));
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>${SHAPES[name] ?? "[\\s\\S]*?"})`;
    seen.add(name);
    last = match.index + match[0].length;
  }
  return new RegExp(`^${source}${literal(template.slice(last))}$`);
}

const TEMPLATES: ReadonlyArray<readonly [RefusalKey, RegExp]> = (Object.keys(ENGLISH_REFUSALS) as RefusalKey[])
  .filter((key) => key !== "received")
  .map((key) => [key, compile(ENGLISH_REFUSALS[key])]);

const RECEIVED = /^([\s\S]*?) \(received ([\s\S]*)\)$/;

function matchTemplate(message: string): { key: RefusalKey; params: Record<string, string> } | null {
  for (const [key, pattern] of TEMPLATES) {
    const found = pattern.exec(message);
    if (found) return { key, params: { ...found.groups } };
  }
  return null;
}

/** The key and values of `message`, or null when no template reproduces it. */
export function refusalKeyOf(message: string): { key: RefusalKey; params: Record<string, string> } | null {
  const whole = matchTemplate(message);
  if (whole) return whole;
  const wrapped = RECEIVED.exec(message);
  const inner = wrapped ? matchTemplate(wrapped[1] as string) : null;
  return inner ? { key: inner.key, params: { ...inner.params, received: wrapped?.[2] as string } } : null;
}

/** The error with its key and values added when its message has them; otherwise as it was. */
export function withRefusalKey(error: ApiError): PortalApiError {
  if (error.message === undefined) return error;
  const found = refusalKeyOf(error.message);
  if (!found) return error;
  return Object.keys(found.params).length > 0 ? { ...error, key: found.key, params: found.params } : { ...error, key: found.key };
}
