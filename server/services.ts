// What every route file receives: the injected parts (so tests can
// substitute the clock, ids and delivery) and the few in-process
// helpers built from them. Routes never reach for globals.
import { randomBytes } from "node:crypto";
import type { ChainMode } from "./chain/mode.ts";
import type { Clock } from "./domain/clock.ts";
import type { KeyKind } from "./domain/clients.ts";
import { sandboxRateSource, stablecoinRateSource, type RateSource } from "./exchange-rates/rate-source.ts";
import { catalogUsd, usdFromTable, type UsdValue } from "./domain/fiat-value.ts";
import type { Ids } from "./domain/ids.ts";
import type { RuleContext } from "./domain/rule-context.ts";
import { createHeldReads, type HeldReads } from "./checkout/held-reads.ts";
import type { OrderEvents } from "./events/order-events.ts";
import type { Logger } from "./http/logger.ts";
import type { LinkRateLimits, RateLimitRule } from "./http/rate-limit.ts";
import type { Faults } from "./sandbox/faults.ts";
import type { Repository } from "./store/index.ts";
import { committing, type OrderCounts } from "./use-cases/after-commit.ts";
import { createTally } from "./domain/tally.ts";
import { addressSource, type AddressSource } from "./use-cases/incoming-orders.ts";
import type { DestinationPolicy, Lookup } from "./webhooks/destination.ts";
import type { WebhookDispatcher } from "./webhooks/index.ts";
import type { MailSender } from "./mail/sender.ts";

export interface AppConfig {
  /** Origin of paymentLink, e.g. http://127.0.0.1:8080. */
  publicOrigin: string;
  /** OPERATOR_EMAIL: who is mailed when a chain watcher has been failing for a while (with SMTP_URL). */
  operatorEmail?: string | null;
  /** Folder holding checkout/ and embed/ of `npm run build`; null serves 503 for the page. */
  distDir?: string | null;
  /** How long a "hang" fault holds a request before its 504 (default 30 s). */
  faultHangMs?: number;
  /**
   * Most order reads held at once for `Prefer: wait` (default 10,000; each costs a few KB and
   * one socket, so the process needs that many file descriptors: `ulimit -n`). Past it, a read
   * that asks to wait gets 503 with Retry-After, which the page honours: it waits instead of
   * polling, so a crowd past the capacity costs a request every few seconds per page.
   */
  maxHeldReads?: number;
  /** Retry-After of that 503: a random whole number of seconds in [n, 2n] (default 5). */
  busyRetryAfterSeconds?: number;
  /**
   * Sandbox mode (default true; `SANDBOX=0` turns it off): relaxes what only local development
   * needs, namely callbacks to loopback and private addresses (unless webhookAllowPrivate says
   * otherwise) and http: integration URLs on localhost. Off, a callback cannot be pointed at
   * the service's own network, and payers are never sent back to a plain-http shop.
   */
  sandbox?: boolean;
  /** Callback URLs on loopback, private, link-local and shared addresses (default: `sandbox`). */
  webhookAllowPrivate?: boolean;
  /** Resolves a callback URL's host when it is configured (default: the system resolver). */
  lookup?: Lookup;
  /**
   * Per-client rate limits, so that one caller cannot starve the others. Absent: none (an app in a test or the order-read
   * bench); `npm start` sets them from the environment (server/security-settings.ts).
   */
  rateLimits?: { orderRead?: RateLimitRule; sandbox?: RateLimitRule; page?: RateLimitRule; keyFailures?: RateLimitRule };
  /**
   * Payment links' pages and choices: per-client and per-link rate limits (absent: none, as
   * rateLimits), and the cap on a link's unpaid open orders (default 100; 0: none).
   */
  paymentLinks?: { limits?: LinkRateLimits; maxOpenOrders?: number };
  /** Test events per integration (default 20 per 10 minutes; limit 0: off), counted in the database. */
  testEvents?: RateLimitRule;
  /** How many reverse proxies' X-Forwarded-For entries to believe when naming a client (default 0). */
  trustProxy?: number;
  /**
   * Sandbox block clock (`SANDBOX_BLOCK_CLOCK`; absent or null: off): a detected transfer gains
   * one confirmation per block of its network, at each network's block time divided by this
   * speed (server/sandbox/block-clock.ts). Sandbox mode only.
   */
  blockClockSpeed?: number | null;
  /** The client portal's accounts: sign-up, the password hash's cost, sessions, throttling. */
  portal?: PortalConfig;
  /**
   * Strict mode (`SPEC_STRICT=1`): /api/v1 answers and the order status callback carry only the
   * spec's fields, none of the sandbox's additions (server/api/spec-view.ts).
   */
  specStrict?: boolean;
  /**
   * Chain mode (CHAIN_RPC_URL_*): order addresses derived from the merchant's xpubs, payments
   * seen by the service's own watchers (server/chain); no sandbox routes, no payouts.
   */
  chain?: ChainMode | null;
  /**
   * Where payment links' prices get their exchange rates (server/exchange-rates). Default: in
   * the sandbox its own catalog; outside it only the dollar stablecoins at par, so an app that
   * is not a sandbox can never price with the sandbox's made-up rates by omission. `npm start`
   * outside the sandbox reads EXCHANGE_RATES_URL when it is set.
   */
  exchangeRates?: RateSource;
  /**
   * A payment link page's quote (server/checkout/quote-seal.ts): the key that signs it (default:
   * one made for this app; processes that take each other's choices need the same one,
   * LINK_QUOTE_KEY) and how long it is honoured (QUOTE_VALID_MINUTES, default 10 minutes).
   */
  quotes?: { key?: string; validMs?: number };
}

/** The client portal's account settings (server/portal). */
export interface PortalConfig {
  /** Sign-up open to anyone (default: in the sandbox; PORTAL_SIGN_UP=0 closes it). */
  signUp?: boolean;
  /** The password hash's cost (default N = 2^17, r = 8, p = 1; tests lower it). */
  scrypt?: { log2N: number; r: number; p: number };
  /**
   * Session lifetimes in ms (defaults: 30 minutes idle, 12 hours absolute, 5 minutes for a
   * step-up), and the live sessions an account keeps (default 20; a sign-in past it ends the oldest).
   */
  session?: { idleMs?: number; absoluteMs?: number; stepUpMs?: number; maxPerAccount?: number };
  /** The password hashes' queue (server/portal/hash-queue.ts): at once, waiting in all, waiting per address. */
  hashQueue?: { parallel?: number; maxWaiting?: number; perClient?: number };
  /** Attempt budgets (server/portal/throttle.ts): sign-in guesses per account and per address, sign-ins per account, sign-ups per address. */
  throttle?: Partial<
    Record<"perAccount" | "perAddress" | "signInsPerAccount" | "signUpsPerAddress" | "resetsPerEmail" | "resetsPerAddress", RateLimitRule>
  >;
}

/** Sandbox mode, with its default. */
export function isSandbox(config: AppConfig): boolean {
  return config.sandbox ?? true;
}

/**
 * Whether the sandbox's own rate table may price or value anything: only in a sandbox that
 * watches no chain. Chain mode takes real money, so even with SANDBOX left on its prices come
 * from a feed or the stablecoins at par, never from made-up rates.
 */
export function usesSandboxRates(config: AppConfig): boolean {
  return isSandbox(config) && !config.chain;
}

/** The callback destination rule the configuration implies. */
export function destinationPolicy(config: AppConfig): DestinationPolicy {
  return { allowPrivate: config.webhookAllowPrivate ?? isSandbox(config) };
}

export const DEFAULT_MAX_HELD_READS = 10_000;

export interface Services {
  /** The store whose writes announce what they changed once committed (use-cases/after-commit.ts). */
  store: Repository;
  clock: Clock;
  ids: Ids;
  webhooks: WebhookDispatcher;
  /** Sends the mail outbox (server/mail); null without SMTP_URL, when nothing is mailed. */
  mail: MailSender | null;
  config: AppConfig;
  logger: Logger;
  events: OrderEvents;
  faults: Faults;
  /** The order reads held for Prefer: wait, woken through `events`. */
  heldReads: HeldReads;
  ruleContext(): RuleContext;
  /** The exchange rates of this moment (config.exchangeRates, or the default of the mode: see AppConfig). */
  rates: RateSource;
  /**
   * The USD valuation of payments now (secondaryAmount): the sandbox's catalog where its rates
   * apply, else the rate source's current table, so a service that is not a sandbox never values
   * a payment at the sandbox's made-up prices. Read before a write's transaction.
   */
  usd(): Promise<UsdValue>;
  /** New API keys' name: `sk_live_…` where payments are real (chain mode), `sk_sandbox_…` elsewhere. */
  keyKind: KeyKind;
  /**
   * Where every new order's payment address comes from (config.chain's xpubs, or the sandbox's),
   * given once here to every creation path: the API, the portal through it, payment links.
   */
  addresses: AddressSource;
  /** config.quotes with its defaults. */
  quotes: { key: string; validMs: number };
  /** Orders created and completed in this process, by type and asset (read by the metrics). */
  orderCounts: OrderCounts;
}

export const DEFAULT_QUOTE_VALID_MS = 10 * 60_000;

export function createServices(
  parts: Omit<Services, "ruleContext" | "heldReads" | "rates" | "usd" | "keyKind" | "addresses" | "quotes" | "orderCounts">,
): Services {
  const orderCounts: OrderCounts = { created: createTally(), completed: createTally() };
  const rates =
    parts.config.exchangeRates ?? (usesSandboxRates(parts.config) ? sandboxRateSource(parts.clock) : stablecoinRateSource(parts.clock));
  return {
    ...parts,
    store: committing(parts.store, { events: parts.events, webhooks: parts.webhooks, logger: parts.logger, mail: parts.mail, orderCounts }),
    orderCounts,
    heldReads: createHeldReads({
      events: parts.events,
      capacity: parts.config.maxHeldReads ?? DEFAULT_MAX_HELD_READS,
      onError: (error) => parts.logger.error("answering a held order read failed", error),
    }),
    ruleContext: () => ({ now: parts.clock.now().toISOString(), ids: parts.ids }),
    rates,
    usd: async () => (usesSandboxRates(parts.config) ? catalogUsd : usdFromTable(await rates.current())),
    keyKind: parts.config.chain ? "live" : "sandbox",
    addresses: addressSource(parts.config.chain),
    quotes: {
      key: parts.config.quotes?.key ?? randomBytes(32).toString("base64url"),
      validMs: parts.config.quotes?.validMs ?? DEFAULT_QUOTE_VALID_MS,
    },
  };
}
