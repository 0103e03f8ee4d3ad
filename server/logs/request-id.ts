// Each request's id: the one a proxy or client sent in X-Request-Id when it is a short token of
// safe characters (so it can be searched for across the proxy's and the service's logs), a new
// one otherwise (what a client sends reaches the log; a long or odd value must not). The answer
// carries it back, so a merchant quoting it names one line of the log.
import { randomBytes } from "node:crypto";

/** The characters and length of an id taken as sent (request-lines.ts writes such ids as they are). */
export const SAFE_REQUEST_ID_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-";
export const MAX_REQUEST_ID_LENGTH = 64;
// "-" last, so the class takes it as itself.
const SAFE_REQUEST_ID = new RegExp(`^[${SAFE_REQUEST_ID_CHARACTERS}]{1,${MAX_REQUEST_ID_LENGTH}}$`);

export { REQUEST_ID_HEADER } from "../http/request-id-header.ts";

/**
 * A random prefix per process and a count: unique across processes and restarts as far as a
 * log search needs, and cheaper per request than fresh random bytes. The count in decimal: V8
 * makes a whole number's decimal digits in its own code, another base in a call to the runtime.
 */
export const MADE_ID_PREFIX = `${randomBytes(6).toString("base64url")}-`;
let issued = 0;
let lastMade: string | null = null;

export function newRequestId(): string {
  issued++;
  lastMade = MADE_ID_PREFIX + issued;
  return lastMade;
}

/**
 * The count in `id` when it is the last id newRequestId() made (MADE_ID_PREFIX and the count),
 * else -1: a cached read's line is written as its id is made, and the count's digits are written
 * more cheaply than the characters of the text joined from the two.
 */
export function lastMadeCount(id: string): number {
  return id === lastMade ? issued : -1;
}

export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === "string" && SAFE_REQUEST_ID.test(sent) ? sent : newRequestId();
}
