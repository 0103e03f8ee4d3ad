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
 * be {expected}") from taking a specific message it happens to fit.
 */
const SHAPES: Readonly<Record<string, RegExp>> = {
  field: /^[A-Za-z][\w.-]*$/,
  expected: /^[a-z]+$/,
  minutes: /^\d+$/,
  max: /^\d+$/,
  min: /^\d+$/,
  count: /^\d+$/,
  limit: /^\d+$/,
  seconds: /^\d+$/,
  bytes: /^\d+$/,
  digits: /^\d+$/,
};

/** A template as its literal pieces and, between each two, the name of a value. */
interface Pieces {
  literals: readonly string[];
  names: readonly string[];
}

function piecesOf(template: string): Pieces {
  const literals: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    literals.push(template.slice(last, match.index));
    names.push(match[1] as string);
    last = match.index + match[0].length;
  }
  literals.push(template.slice(last));
  return { literals, names };
}

/**
 * The values of `message` read as `pieces`, or null. Read left to right, each value the
 * shortest text before the next literal piece (the last one all before the closing piece), in
 * one pass: no backtracking, whatever the values hold. A value that holds the piece after it is
 * read short, and the message is then not this template's (the portal shows it in English).
 */
function valuesOf({ literals, names }: Pieces, message: string): Record<string, string> | null {
  const first = literals[0] as string;
  if (!message.startsWith(first)) return null;
  const values: Record<string, string> = {};
  let at = first.length;
  for (const [index, name] of names.entries()) {
    const next = literals[index + 1] as string;
    const end = index === names.length - 1 ? message.length - next.length : message.indexOf(next, at);
    if (end < at || (index === names.length - 1 && !message.endsWith(next))) return null;
    const value = message.slice(at, end);
    if (SHAPES[name] && !SHAPES[name].test(value)) return null;
    // A name used twice says the same value twice.
    if (values[name] !== undefined && values[name] !== value) return null;
    values[name] = value;
    at = end + next.length;
  }
  return names.length > 0 || message === first ? values : null;
}

const TEMPLATES: ReadonlyArray<readonly [RefusalKey, Pieces]> = (Object.keys(ENGLISH_REFUSALS) as RefusalKey[])
  .filter((key) => key !== "received")
  .map((key) => [key, piecesOf(ENGLISH_REFUSALS[key])]);

const RECEIVED = /^([\s\S]*?) \(received ([\s\S]*)\)$/;

function matchTemplate(message: string): { key: RefusalKey; params: Record<string, string> } | null {
  for (const [key, pieces] of TEMPLATES) {
    const params = valuesOf(pieces, message);
    if (params) return { key, params };
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
