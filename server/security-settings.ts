// The security settings of `npm start` (docs/operations.md, "Security"), read from the environment in one
// place so that each has one name, one default and one error message.
import { DEFAULT_LINK_MAX_OPEN_ORDERS } from "./domain/link-open-orders.ts";
import type { LinkRateLimits, RateLimitRule } from "./http/rate-limit.ts";

export interface SecuritySettings {
  /**
   * SANDBOX (default 1; 0 in chain mode, where it is refused): the relaxations local development
   * needs; see AppConfig.sandbox.
   */
  sandbox: boolean;
  /** WEBHOOK_ALLOW_PRIVATE (default: SANDBOX): callbacks to loopback and private addresses. */
  webhookAllowPrivate: boolean;
  /** RATE_LIMIT_ORDER_READ (default 1200 per minute per client; 0: off): GET /checkout/v1/…. */
  orderRead: RateLimitRule;
  /** RATE_LIMIT_PAGE (default 300 per minute per client; 0: off): GET /pay, the checkout page. */
  page: RateLimitRule;
  /**
   * A payment link's page (GET /link/{id}) and its choice (POST, each an order), counted in the
   * database per client address and per link: RATE_LIMIT_LINK_PAGE (default 120 per minute per
   * client), RATE_LIMIT_LINK_PAGE_PER_LINK (default 1,200 per minute per link),
   * RATE_LIMIT_LINK_ORDERS (default 10 per 10 minutes per client) and
   * RATE_LIMIT_LINK_ORDERS_PER_LINK (default 600 per 10 minutes per link); 0: that one off.
   */
  linkLimits: LinkRateLimits;
  /** LINK_MAX_OPEN_ORDERS (default 100; 0: no cap): a link's unpaid orders in their windows at once. */
  linkMaxOpenOrders: number;
  /** RATE_LIMIT_KEY_FAILURES (default 20 wrong API keys per 10 minutes per client; 0: off): /api/v1 and /_sandbox. */
  keyFailures: RateLimitRule;
  /** RATE_LIMIT_SANDBOX (default 600 per minute per client; 0: off): /_sandbox/…. */
  sandboxRoutes: RateLimitRule;
  /** DEMO_ORDERS_PER_CLIENT (default 20 presses of the demo's button per 10 minutes; 0: off). */
  demoPerClient: RateLimitRule;
  /** DEMO_MAX_ORDERS (default 500): orders the demo shop may create while the service runs. */
  demoMaxOrders: number;
  /** TRUST_PROXY (default 0): reverse proxies in front whose X-Forwarded-For names the client. */
  trustProxy: number;
  /** PORTAL_SIGN_UP (default: SANDBOX): anyone may create a portal account at /portal/sign-up. */
  portalSignUp: boolean;
  /**
   * PORTAL_SCRYPT_LOG2N (default 17, OWASP's N = 2^17): log2 of the portal's password hash
   * cost N. Lower only in the sandbox (the end-to-end run sets 14, so its many sign-ups do not
   * each take seconds); 17 to 20 anywhere.
   */
  portalScryptLog2N: number;
  /** PORTAL_SIGN_UPS_PER_ADDRESS (default 10 per hour per client address; 0: off): portal sign-ups. */
  portalSignUps: RateLimitRule;
  /** PORTAL_SIGN_INS_PER_ACCOUNT (default 30 per hour per account; 0: off): successful portal sign-ins, each a session. */
  portalSignIns: RateLimitRule;
  /** PORTAL_HASH_QUEUE (default 32) and PORTAL_HASH_QUEUE_PER_ADDRESS (default 4): password hashes waiting, in all and per client address. */
  portalHashQueue: { maxWaiting: number; perClient: number };
  /** TEST_EVENTS_PER_INTEGRATION (default 20 per 10 minutes per integration; 0: off): callback test events. */
  testEvents: RateLimitRule;
  /** PORTAL_SESSIONS_PER_ACCOUNT (default 20; 0: off): live portal sessions an account keeps, the oldest ended past it. */
  portalSessionsPerAccount: number;
}

type Env = Record<string, string | undefined>;

/** "1"/"true"/"yes" or "0"/"false"/"no"; unset or empty is the fallback; anything else is an error. */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const text = env[name]?.trim().toLowerCase();
  if (text === undefined || text === "") return fallback;
  if (["1", "true", "yes"].includes(text)) return true;
  if (["0", "false", "no"].includes(text)) return false;
  throw new Error(`${name}=${env[name]} is not a switch: use ${name}=1 or ${name}=0`);
}

/** A whole number ≥ 0; unset or empty is the fallback. */
export function count(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (text === undefined || text === "") return fallback;
  if (!/^\d{1,9}$/.test(text)) throw new Error(`${name}=${env[name]} is not a whole number (0 or more)`);
  return Number(text);
}

export const MINUTE_MS = 60_000;

/** OWASP's minimum for scrypt; a weaker hash is refused outside the sandbox, where real passwords live. */
const SCRYPT_LOG2N_FLOOR = 17;

function scryptLog2N(env: Env, sandbox: boolean): number {
  const value = count(env, "PORTAL_SCRYPT_LOG2N", SCRYPT_LOG2N_FLOOR);
  const floor = sandbox ? 10 : SCRYPT_LOG2N_FLOOR;
  if (value < floor || value > 20) {
    throw new Error(
      `PORTAL_SCRYPT_LOG2N=${env.PORTAL_SCRYPT_LOG2N} is out of range: use ${floor} to 20${sandbox ? "" : " (below 17 only with SANDBOX=1)"}`,
    );
  }
  return value;
}

/** The CHAIN_RPC_URL_<NETWORK> settings that are set: any one turns chain mode on. */
const chainUrlsSet = (env: Env): string[] =>
  Object.keys(env)
    .filter((name) => /^CHAIN_RPC_URL_[A-Z]+$/.test(name) && (env[name] ?? "").trim() !== "")
    .sort();

/**
 * SANDBOX: on by default for local development, off by default in chain mode, and refused there.
 * Real payments must not meet a relaxation made for a laptop (callbacks to private addresses,
 * http integration URLs, open sign-up, the sandbox's made-up prices).
 */
function sandboxMode(env: Env): boolean {
  const chain = chainUrlsSet(env);
  const sandbox = flag(env, "SANDBOX", chain.length === 0);
  if (sandbox && chain.length > 0) {
    throw new Error(
      `SANDBOX=${env.SANDBOX} and ${chain.join(", ")} are both set: chain mode takes real payments and has no sandbox; unset SANDBOX (or set SANDBOX=0), or unset ${chain.join(", ")} for the sandbox`,
    );
  }
  return sandbox;
}

export function readSecuritySettings(env: Env): SecuritySettings {
  const sandbox = sandboxMode(env);
  return {
    sandbox,
    webhookAllowPrivate: flag(env, "WEBHOOK_ALLOW_PRIVATE", sandbox),
    orderRead: { limit: count(env, "RATE_LIMIT_ORDER_READ", 1200), windowMs: MINUTE_MS },
    page: { limit: count(env, "RATE_LIMIT_PAGE", 300), windowMs: MINUTE_MS },
    sandboxRoutes: { limit: count(env, "RATE_LIMIT_SANDBOX", 600), windowMs: MINUTE_MS },
    keyFailures: { limit: count(env, "RATE_LIMIT_KEY_FAILURES", 20), windowMs: 10 * MINUTE_MS },
    linkLimits: {
      pagePerClient: { limit: count(env, "RATE_LIMIT_LINK_PAGE", 120), windowMs: MINUTE_MS },
      pagePerLink: { limit: count(env, "RATE_LIMIT_LINK_PAGE_PER_LINK", 1200), windowMs: MINUTE_MS },
      choicesPerClient: { limit: count(env, "RATE_LIMIT_LINK_ORDERS", 10), windowMs: 10 * MINUTE_MS },
      choicesPerLink: { limit: count(env, "RATE_LIMIT_LINK_ORDERS_PER_LINK", 600), windowMs: 10 * MINUTE_MS },
    },
    linkMaxOpenOrders: count(env, "LINK_MAX_OPEN_ORDERS", DEFAULT_LINK_MAX_OPEN_ORDERS),
    demoPerClient: { limit: count(env, "DEMO_ORDERS_PER_CLIENT", 20), windowMs: 10 * MINUTE_MS },
    demoMaxOrders: count(env, "DEMO_MAX_ORDERS", 500),
    trustProxy: count(env, "TRUST_PROXY", 0),
    portalSignUps: { limit: count(env, "PORTAL_SIGN_UPS_PER_ADDRESS", 10), windowMs: 60 * MINUTE_MS },
    portalSignIns: { limit: count(env, "PORTAL_SIGN_INS_PER_ACCOUNT", 30), windowMs: 60 * MINUTE_MS },
    portalSessionsPerAccount: count(env, "PORTAL_SESSIONS_PER_ACCOUNT", 20),
    portalHashQueue: {
      maxWaiting: Math.max(1, count(env, "PORTAL_HASH_QUEUE", 32)),
      perClient: Math.max(1, count(env, "PORTAL_HASH_QUEUE_PER_ADDRESS", 4)),
    },
    testEvents: { limit: count(env, "TEST_EVENTS_PER_INTEGRATION", 20), windowMs: 10 * MINUTE_MS },
    portalSignUp: flag(env, "PORTAL_SIGN_UP", sandbox),
    portalScryptLog2N: scryptLog2N(env, sandbox),
  };
}
