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

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * A random prefix per process and a count: unique across processes and restarts as far as a
 * log search needs, and cheaper per request than fresh random bytes.
 */
const PROCESS_PREFIX = randomBytes(6).toString("base64url");
let issued = 0;

export function newRequestId(): string {
  issued++;
  return `${PROCESS_PREFIX}-${issued.toString(36)}`;
}

export function requestIdOf(sent: string | string[] | undefined): string {
  return typeof sent === "string" && SAFE_REQUEST_ID.test(sent) ? sent : newRequestId();
}
