// Where the server writes what it has to say. Injected, so tests stay silent and QUIET=1 works.
import { inspect } from "node:util";

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
  /** One answered request (logs/request-log.ts); a logger without it logs no requests. */
  request?(entry: RequestLog): void;
  /**
   * The start's banner, with the secrets a person copies from it (the seeded key, the webhook
   * secret, the demo login's password): whole on a terminal, masked where a log collector keeps
   * it. `secrets`: those of them no mask knows by their shape (a password). Without it: info().
   */
  banner?(message: string, secrets?: readonly string[]): void;
}

/** What one request's log line says: never the raw path (it carries ids), only the route template. */
export interface RequestLog {
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this expression's whole job.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * A log line as text a terminal and a log collector take as it is: what a client sent can reach
 * a message (a path, an id, a database's complaint about it), and a raw NUL, escape sequence or
 * carriage return would cut the line, forge another or drive the operator's terminal. Each
 * control character but the newline and tab of a stack trace is written as its \u escape.
 */
export function loggable(text: string): string {
  return text.replace(CONTROL, (found) => `\\u${found.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export const consoleLogger: Logger = {
  info: (message) => console.log(loggable(message)),
  error: (message, error) => console.error(loggable(message), error === undefined ? "" : loggable(inspect(error))),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
