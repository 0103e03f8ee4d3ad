// The service's logger over pino: one JSON object a line (level, time, msg, and a request's id,
// method, route template, status and duration), or the same events as one short line each for a
// terminal. Whatever a message or an error carries passes the secret scrub (scrub.ts) and the
// control-character escape first; structured fields that name a secret are redacted by pino.
import { writeSync } from "node:fs";
import { inspect } from "node:util";
import { pino, type DestinationStream } from "pino";
import { loggable, type Logger, type RequestLog } from "../http/logger.ts";
import { scrubSecrets, MASK } from "./scrub.ts";
import type { LogFormat } from "./settings.ts";
import { prettyLine } from "./pretty.ts";

/**
 * Fields that hold a secret wherever they appear in an object handed to the logger (an error's
 * own properties, a request's headers): pino replaces their values before the line is written.
 */
export const REDACTED_PATHS = [
  "apiKey",
  "password",
  "secret",
  "totpSecret",
  "token",
  "xpub",
  "rpcUrl",
  "*.apiKey",
  "*.password",
  "*.secret",
  "*.totpSecret",
  "*.token",
  "*.xpub",
  "*.rpcUrl",
  "*.cookie",
  "*.authorization",
  '*["x-api-key"]',
  "*.headers",
  "err.config",
];

export interface ServiceLoggerOptions {
  format: LogFormat;
  /** Where lines go: stdout by default (tests pass a collector). */
  destination?: { write(line: string): unknown };
}

/** An error as its scrubbed text: message and stack for an Error, inspect() for anything else. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : inspect(error);
  return loggable(scrubSecrets(text));
}

const clean = (message: string) => loggable(scrubSecrets(message));

export interface ServiceLogger extends Logger {
  /** Writes what is buffered (before the process exits). */
  flush(): void;
}

/** Lines gathered up to this many characters before they are handed to stdout. */
const BATCH_CHARACTERS = 32 * 1024;
/** How long a request line may wait in the batch on a quiet service. */
const FLUSH_EVERY_MS = 250;

/**
 * Stdout in batches: a write per request line (even pino's asynchronous one, about 5 µs on the
 * bench's machine) cost the order read's cached answer nearly half its throughput per core.
 * Request lines are gathered and written together, at least every FLUSH_EVERY_MS; every other
 * line (a start, a failure) goes at once, and what is left is written when the process exits.
 *
 * A batch is written synchronously, as Node writes to a pipe or file on Linux and as pino does
 * by default: handed to an asynchronous stream instead, each batch went through the thread pool
 * and the stream's own buffering, about 3 µs of CPU a line, as much as a tenth of a cached
 * order read; written at once it is a fraction of a microsecond. Only when stdout is a pipe that
 * would block (a collector that does not keep up) does the rest go to pino's asynchronous
 * stream, which waits for it, and every later batch after it, in order.
 */
function batchedStdout(): { write(line: string): void; flush(): void; flushSync(): void } {
  let stream: ReturnType<typeof pino.destination> | null = null;
  let batch = "";
  const handOver = () => {
    if (batch === "") return;
    const text = batch;
    batch = "";
    if (stream) {
      stream.write(text);
      return;
    }
    const bytes = Buffer.from(text);
    let written = 0;
    try {
      while (written < bytes.length) written += writeSync(1, bytes, written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") return; // stdout is gone: nothing more can be written
      stream = pino.destination({ dest: 1, sync: false });
      stream.write(bytes.subarray(written).toString());
    }
  };
  const flushSync = () => {
    handOver();
    try {
      stream?.flushSync();
    } catch {
      // Not open yet, or stdout is gone: nothing more can be written.
    }
  };
  setInterval(handOver, FLUSH_EVERY_MS).unref();
  process.once("exit", flushSync);
  return {
    write(line) {
      batch += line;
      if (batch.length >= BATCH_CHARACTERS) handOver();
    },
    flush: handOver,
    flushSync,
  };
}

/** The ISO text of the current millisecond, made again only when the millisecond changes. */
function millisecondClock(): () => string {
  let last = Number.NaN;
  let text = "";
  return () => {
    const now = Date.now();
    if (now !== last) {
      last = now;
      text = new Date(now).toISOString();
    }
    return text;
  };
}

/**
 * A route template's or a method's JSON text, kept: the routes are the app's own templates and
 * the methods those Node's parser knows, bounded sets. Anything past the bound (it cannot
 * happen with either) is quoted each time.
 */
function quoter(bound = 1_000): (text: string) => string {
  const quoted = new Map<string, string>();
  return (route) => {
    let json = quoted.get(route);
    if (json === undefined) {
      json = JSON.stringify(route);
      if (quoted.size < bound) quoted.set(route, json);
    }
    return json;
  };
}

export function createServiceLogger(options: ServiceLoggerOptions): ServiceLogger {
  const buffered = options.destination ? null : batchedStdout();
  const out = options.destination ?? (buffered as NonNullable<typeof buffered>);
  const now = () => buffered?.flush();
  const destination: DestinationStream =
    options.format === "pretty" ? { write: (line: string) => void out.write(prettyLine(line)) } : (out as DestinationStream);
  const common = {
    base: null,
    // ISO time: read by people and parsed by every collector alike.
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const isoTime = millisecondClock();
  const routeJson = quoter();
  const methodJson = quoter();
  // Messages and errors: whatever object reaches them has its secret fields redacted.
  const log = pino({ ...common, redact: { paths: REDACTED_PATHS, censor: MASK } }, destination);

  return {
    info: (message) => {
      log.info(clean(message));
      now();
    },
    error: (message, error) => {
      if (error === undefined) log.error(clean(message));
      else log.error({ err: errorText(error) }, clean(message));
      now();
    },
    banner: (message) => {
      // For the person at a terminal the start's banner is shown whole (the key and secret to
      // copy); a collector keeps what it is given, so a JSON line carries them masked.
      if (options.format === "pretty") out.write(`${loggable(message)}\n`);
      else log.info(clean(message));
      now();
    },
    // Written as pino writes its lines, by hand: the fields are few and of known shapes (the
    // id a safe token, the route one of the app's templates), and pino's own call cost 6 to 8 µs
    // a line on the bench's machine, as much as the cached order read it logs.
    // The time's text is made once a millisecond and each route's and method's JSON once,
    // however many requests share them.
    request: (entry: RequestLog) =>
      destination.write(
        `{"level":"info","time":"${isoTime()}","requestId":${JSON.stringify(entry.requestId)},"method":${methodJson(entry.method)},"route":${routeJson(entry.route)},"status":${entry.status},"durationMs":${Math.round(entry.durationMs * 1000) / 1000},"msg":"request"}\n`,
      ),
    flush: () => buffered?.flushSync(),
  };
}
