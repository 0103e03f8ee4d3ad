// The service's logger over pino: one JSON object a line (level, time, msg, and a request's id,
// method, route template, status and duration), or the same events as one short line each for a
// terminal. Whatever a message or an error carries passes the secret scrub (scrub.ts) and the
// control-character escape first; structured fields that name a secret are redacted by pino.
import { inspect } from "node:util";
import { pino, type DestinationStream } from "pino";
import { loggable, type Logger } from "../http/logger.ts";
import { scrubSecrets, MASK } from "./scrub.ts";
import type { LogFormat } from "./settings.ts";
import { prettyLine } from "./pretty.ts";
import { serviceStdout } from "./stdout.ts";
import { requestLines } from "./request-lines.ts";

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
  const pretty = options.format === "pretty";
  // Request lines wait in their buffer (request-lines.ts); every other line, and every flush,
  // writes them first, so the lines keep their order.
  const stdout = options.destination ? null : serviceStdout(() => requests.drain());
  const writeText = (text: string) => {
    if (stdout) stdout.write(Buffer.from(text));
    else options.destination?.write(text);
  };
  const requests = requestLines((bytes) => {
    if (pretty)
      writeText(
        bytes
          .toString("utf8")
          .split(/(?<=\n)/)
          .map(prettyLine)
          .join(""),
      );
    else if (stdout) stdout.write(bytes);
    else writeText(bytes.toString("utf8"));
  });
  const destination: DestinationStream = {
    write: (line: string) => {
      requests.drain();
      writeText(pretty ? prettyLine(line) : line);
    },
  };
  const common = {
    base: null,
    // ISO time: read by people and parsed by every collector alike.
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  // Messages and errors: whatever object reaches them has its secret fields redacted.
  const log = pino({ ...common, redact: { paths: REDACTED_PATHS, censor: MASK } }, destination);

  return {
    info: (message) => log.info(clean(message)),
    error: (message, error) => {
      if (error === undefined) log.error(clean(message));
      else log.error({ err: errorText(error) }, clean(message));
    },
    banner: (message, secrets = []) => {
      // For the person at a terminal the start's banner is shown whole (the key, secret and
      // password to copy); a collector keeps what it is given, so a JSON line carries them masked.
      if (pretty) {
        requests.drain();
        writeText(`${loggable(message)}\n`);
      } else log.info(clean(secrets.reduce((text, secret) => (secret ? text.split(secret).join(MASK) : text), message)));
    },
    request: requests.add,
    flush: () => {
      requests.drain();
      stdout?.flushSync();
    },
  };
}
