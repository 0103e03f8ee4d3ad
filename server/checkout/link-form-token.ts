// The payer's choice is accepted only from the link's own page. A cross-site page could
// otherwise make each of its visitors post a choice (an order each, from as many addresses as it
// has visitors). Two checks: the browser's fetch metadata (Sec-Fetch-Site: cross-site or
// same-site is refused; browsers too old to send it are left to the token), and a token the
// page's form carries: an HMAC of the link id and the time the page was drawn, under a secret of
// the deployment (every process shares it through the database, so any process verifies a
// token another drew). A cross-site page cannot read the link page, so it has no token to post.
// Stateless: nothing is written per page load.
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a drawn page's choice stays acceptable: a payer may leave the page open a while. */
export const LINK_FORM_TOKEN_MS = 60 * 60_000;
/** Clocks of several machines behind one balancer may disagree by a little. */
const CLOCK_SKEW_MS = 60_000;

/** The name of the deployment's secret the tokens are signed with (Repository.deploymentSecret). */
export const LINK_FORM_SECRET = "link-form";

/** The form field that carries the token. */
export const LINK_FORM_TOKEN_FIELD = "formToken";

function signature(secret: string, linkId: string, drawnAt: number): string {
  return createHmac("sha256", secret).update(`link-choice\n${linkId}\n${drawnAt}`).digest("base64url");
}

/** The token of a page of this link drawn at `now` (epoch ms). */
export function linkFormToken(secret: string, linkId: string, now: number): string {
  const drawnAt = Math.floor(now / 1000);
  return `${drawnAt}.${signature(secret, linkId, drawnAt)}`;
}

export type TokenVerdict = "ok" | "missing" | "forged" | "expired";

/** Whether `token` was drawn by this deployment for this link, and not too long ago. */
export function checkLinkFormToken(secret: string, linkId: string, token: string | null, now: number): TokenVerdict {
  if (!token) return "missing";
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "forged";
  const drawnAt = Number(match[1]);
  const expected = Buffer.from(signature(secret, linkId, drawnAt));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) return "forged";
  const age = now - drawnAt * 1000;
  return age > LINK_FORM_TOKEN_MS || age < -CLOCK_SKEW_MS ? "expired" : "ok";
}

/**
 * Fetch metadata of the choice's request: when the browser says where the request came from,
 * only the link's own origin is accepted (a sibling subdomain's "same-site" is another party's
 * page too); a browser that says nothing is judged by the token alone.
 */
export function fromOwnPage(secFetchSite: string | undefined): boolean {
  return secFetchSite === undefined || secFetchSite === "same-origin";
}

/** What the link's page asks of its form's protection: a token to draw, a choice to judge. */
export interface LinkChoiceGuard {
  token(linkId: string): Promise<string>;
  /** Whether the choice came from the link's own page (its fetch metadata and its token). */
  accepts(linkId: string, token: string | null, secFetchSite: string | undefined): Promise<boolean>;
}

export function createLinkChoiceGuard(secret: () => Promise<string>, now: () => number): LinkChoiceGuard {
  let known: Promise<string> | null = null;
  // Read once per process (a row of the database), again after a failed read.
  const key = () => {
    known ??= secret().catch((error: unknown) => {
      known = null;
      throw error;
    });
    return known;
  };
  return {
    token: async (linkId) => linkFormToken(await key(), linkId, now()),
    async accepts(linkId, token, secFetchSite) {
      if (!fromOwnPage(secFetchSite)) return false;
      return checkLinkFormToken(await key(), linkId, token, now()) === "ok";
    },
  };
}
