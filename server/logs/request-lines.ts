// Request lines written as UTF-8 into one buffer as each request is answered, and handed on
// together: when the buffer is full, and whenever another line or a flush comes. The parts every
// line shares (the keys, a route with its method and status, a millisecond's time) are encoded
// once and copied, an id and the duration byte by byte. Made as text, one template string a
// line, the lines were joined, flattened and encoded again on their way out, about a
// microsecond of the order read's cached answer in the service; made as bytes 256 at a time
// from kept fields, the kept strings were cold again by then (about 290 ns a line in the
// service against 90 ns in a loop). The fields are the ones pino would write, `msg` moved up
// beside the time: the line's start is then copied whole, and its end is two bytes.
import type { RequestLog } from "../http/logger.ts";
import { lastMadeCount, MADE_ID_PREFIX, MAX_REQUEST_ID_LENGTH, SAFE_REQUEST_ID_CHARACTERS } from "./request-id.ts";

/** The buffer the lines are written in, handed on when full; a line longer than it (it cannot come from this service) gets one of its own. */
const BUFFER_BYTES = 64 * 1024;

const LINE_START = '{"level":"info","time":"';
const AFTER_TIME = '","msg":"request","requestId":';
/** What ends a line, after its duration: `}` and a line feed. */
const LINE_END_BYTES = 2;
/** A line's start up to its id: the text above and a millisecond's ISO time. */
const START_BYTES = LINE_START.length + "2026-01-01T00:00:00.000Z".length + AFTER_TIME.length;
/** Room a line takes beside its id and the part with its route: its start, its end and a duration. */
const FIXED_BYTES = START_BYTES + LINE_END_BYTES + 32;
/** The most bytes JSON.stringify() of one UTF-16 code unit takes in UTF-8 ("\u001f"). */
const MAX_JSON_BYTES_PER_UNIT = 6;

/** The characters of an id written as they are, in quotes (what requestIdOf() gives): [A-Za-z0-9._-]. */
const PLAIN_ID_CHARACTER = new Uint8Array(128);
for (const c of SAFE_REQUEST_ID_CHARACTERS) PLAIN_ID_CHARACTER[c.charCodeAt(0)] = 1;

/**
 * `,"method":…,"route":…,"status":…,"durationMs":` encoded once for each route, method and
 * status: the routes are the app's own templates, the methods those Node's parser knows and the
 * statuses a few, bounded sets. Anything past the bound (it cannot happen) is encoded each time.
 * The last one asked is kept at hand: a busy service answers one route most.
 */
function middleOfLine(bound = 5_000): (method: string, route: string, status: number) => Buffer {
  const encoded = new Map<string, Map<string, Map<number, Buffer>>>();
  let size = 0;
  let lastMethod = "";
  let lastRoute = "";
  let lastStatus = Number.NaN;
  let last: Buffer = Buffer.alloc(0);
  return (method, route, status) => {
    if (status === lastStatus && route === lastRoute && method === lastMethod) return last;
    let byMethod = encoded.get(route);
    let byStatus = byMethod?.get(method);
    let bytes = byStatus?.get(status);
    if (bytes === undefined) {
      const statusJson = Number.isFinite(status) ? String(status) : "null";
      bytes = Buffer.from(
        `,"method":${JSON.stringify(method)},"route":${JSON.stringify(route)},"status":${statusJson},"durationMs":`,
        "utf8",
      );
      if (size < bound) {
        if (!byMethod) encoded.set(route, (byMethod = new Map()));
        if (!byStatus) byMethod.set(method, (byStatus = new Map()));
        byStatus.set(status, bytes);
        size++;
      }
    }
    lastMethod = method;
    lastRoute = route;
    lastStatus = status;
    last = bytes;
    return bytes;
  };
}

/** "000" to "999": a duration's thousandths, made once. */
const THOUSANDTHS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, "0"));

/** A duration in milliseconds, to the microsecond, as JSON ("0.034", "1.500") made of whole numbers. */
export function millisecondsJson(ms: number): string {
  const micros = Math.round(ms * 1000);
  if (!Number.isSafeInteger(micros) || micros < 0) return Number.isFinite(ms) ? String(ms) : "null";
  return `${Math.floor(micros / 1000)}.${THOUSANDTHS[micros % 1000]}`;
}

export interface RequestLines {
  /** Writes one request's line, stamped now, into the buffer. */
  add(entry: RequestLog): void;
  /** Hands the lines written so far to `write`, oldest first (nothing when none). */
  drain(): void;
}

/**
 * `write` gets whole lines as UTF-8, several at a time: a view of a buffer used again, to copy
 * or write before it returns.
 */
export function requestLines(write: (bytes: Buffer) => void): RequestLines {
  const middle = middleOfLine();
  let out = Buffer.allocUnsafe(BUFFER_BYTES);
  let used = 0;
  // A line's start with the ISO time of a millisecond, encoded again only when the millisecond
  // changes; and the same followed by the opening quote and prefix of the ids this process makes.
  let startMs = Number.NaN;
  const start = Buffer.alloc(START_BYTES);
  const startOfMadeId = Buffer.alloc(START_BYTES + 1 + MADE_ID_PREFIX.length);

  const handOver = () => {
    if (used === 0) return;
    const bytes = out.subarray(0, used);
    used = 0;
    write(bytes);
  };
  /** Text that is ASCII already (an ISO time, a number's JSON), byte by byte. */
  const writeAscii = (text: string, at: number) => {
    for (let k = 0; k < text.length; k++) out[at + k] = text.charCodeAt(k);
    return at + text.length;
  };
  /** A safe integer's digits, at most 16 (a made id's count, the milliseconds of a duration). */
  const writeWhole = (into: Buffer, n: number, at: number) => {
    let end = at + 1;
    for (let bound = 10; n >= bound && end - at < 16; bound *= 10) end++;
    let rest = n;
    for (let k = end - 1; k >= at; k--) {
      const tenth = Math.floor(rest / 10);
      into[k] = 48 + rest - tenth * 10;
      rest = tenth;
    }
    return end;
  };
  /** The id in quotes when all its characters are plain, else -1 and nothing of worth written. */
  const writePlainId = (id: string, at: number) => {
    const n = id.length;
    if (n === 0 || n > MAX_REQUEST_ID_LENGTH) return -1;
    out[at] = 0x22;
    for (let k = 0; k < n; k++) {
      const c = id.charCodeAt(k);
      if (PLAIN_ID_CHARACTER[c] !== 1) return -1;
      out[at + 1 + k] = c;
    }
    out[at + 1 + n] = 0x22;
    return at + n + 2;
  };
  const writeDuration = (into: Buffer, ms: number, at: number) => {
    const micros = Math.round(ms * 1000);
    if (!Number.isSafeInteger(micros) || micros < 0) return writeAscii(millisecondsJson(ms), at);
    const whole = Math.floor(micros / 1000);
    const next = writeWhole(into, whole, at);
    const thousandths = micros - whole * 1000;
    const hundreds = Math.floor(thousandths / 100);
    const tens = Math.floor(thousandths / 10);
    into[next] = 0x2e;
    into[next + 1] = 48 + hundreds;
    into[next + 2] = 48 + tens - hundreds * 10;
    into[next + 3] = 48 + thousandths - tens * 10;
    return next + 4;
  };

  return {
    add(entry) {
      const id = entry.requestId;
      const routeAndStatus = middle(entry.method, entry.route, entry.status);
      const room = FIXED_BYTES + id.length * MAX_JSON_BYTES_PER_UNIT + 2 + routeAndStatus.length;
      if (used + room > out.length) {
        handOver();
        if (room > out.length) out = Buffer.allocUnsafe(room);
      }
      const ms = Date.now();
      if (ms !== startMs) {
        startMs = ms;
        start.write(`${LINE_START}${new Date(ms).toISOString()}${AFTER_TIME}`, "latin1");
        start.copy(startOfMadeId);
        startOfMadeId.write(`"${MADE_ID_PREFIX}`, START_BYTES, "latin1");
      }
      const into = out;
      let at: number;
      const made = lastMadeCount(id);
      if (made >= 0) {
        into.set(startOfMadeId, used);
        at = writeWhole(into, made, used + startOfMadeId.length);
        into[at++] = 0x22;
      } else {
        into.set(start, used);
        at = used + start.length;
        const afterId = writePlainId(id, at);
        at = afterId >= 0 ? afterId : at + into.write(JSON.stringify(id), at, "utf8");
      }
      into.set(routeAndStatus, at);
      at = writeDuration(into, entry.durationMs, at + routeAndStatus.length);
      into[at] = 0x7d;
      into[at + 1] = 0x0a;
      used = at + LINE_END_BYTES;
    },
    drain: handOver,
  };
}
