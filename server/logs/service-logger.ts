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

export function createServiceLogger(options: ServiceLoggerOptions): ServiceLogger {
  const out = options.destination ?? pino.destination({ dest: 1, sync: true });
  const destination: DestinationStream =
    options.format === "pretty" ? { write: (line: string) => void out.write(prettyLine(line)) } : (out as DestinationStream);
  const log = pino(
    {
      base: null,
      // ISO time: read by people and parsed by every collector alike.
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: MASK },
      // Errors are passed as already scrubbed text (errorText), never as objects pino would walk.
      serializers: {},
    },
    destination,
  );
  return {
    info: (message) => log.info(clean(message)),
    error: (message, error) => (error === undefined ? log.error(clean(message)) : log.error({ err: errorText(error) }, clean(message))),
    banner: (message) => {
      // For the person at a terminal the start's banner is shown whole (the key and secret to
      // copy); a collector keeps what it is given, so a JSON line carries them masked.
      if (options.format === "pretty") out.write(`${loggable(message)}\n`);
      else log.info(clean(message));
    },
    request: (entry: RequestLog) =>
      log.info(
        {
          requestId: entry.requestId,
          method: entry.method,
          route: entry.route,
          status: entry.status,
          durationMs: Math.round(entry.durationMs * 1000) / 1000,
        },
        "request",
      ),
    flush: () => {
      const flushable = out as { flushSync?: () => void };
      try {
        flushable.flushSync?.();
      } catch {
        // Nothing buffered (a synchronous destination), or stdout already closed.
      }
    },
  };
}
