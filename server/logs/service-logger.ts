// The service's logger over pino: one JSON object a line (level, time, msg, and a request's id,
// method, route template, status and duration), or the same events as one short line each for a
// terminal. Whatever a message or an error carries passes the secret scrub (scrub.ts) and the
// control-character escape first; structured fields that name a secret are redacted by pino.
import { inspect } from "node:util";
import { pino, type DestinationStream } from "pino";
import { loggable, type Logger, type RequestLog } from "../http/logger.ts";
import { scrubSecrets, MASK } from "./scrub.ts";
import type { LogFormat } from "./settings.ts";
import { prettyLine } from "./pretty.ts";
import { batchedStdout } from "./batched-stdout.ts";

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
