// `npm start` / `tsx server/main.ts`: the service on PORT (API, sandbox routes, the checkout's
// order read, the built page and embed) and the demo merchant site on DEMO_PORT.
//
// Environment: PORT (8080), HOST (127.0.0.1), DEMO_PORT (PORT+1), DATABASE_URL (postgres://…),
// else STATE (a SQLite file; `memory` keeps nothing; default DATA_DIR/checkout.sqlite, DATA_DIR
// default .data/), SANDBOX_API_KEY (default: generated once, kept in the database),
// PUBLIC_ORIGIN (default http://HOST:PORT), QUIET=1 prints nothing, WORKERS=N (N processes
// behind PORT, node:cluster, on PostgreSQL or the SQLite file; see server/workers.ts) and
// PAYER_WORKERS=K (K of them for the payer's connections only), SHUTDOWN_DRAIN_MS (how long a
// stop waits for the requests in progress; server/http/shutdown-settings.ts); the security
// settings of server/security-settings.ts (docs/operations.md, "Security"), SMTP_URL and MAIL_FROM (server/mail/settings.ts), SPEC_STRICT=1 (/api/v1 answers
// with the spec's fields only), METRICS_TOKEN and METRICS_PORT (GET /metrics; server/metrics/), METRICS_GC=1 (its garbage collector durations). UPSTREAM_URL with UPSTREAM_API_KEY: gateway mode, in front of
// that Payment Service API instead of the sandbox (docs/gateway.md), GATEWAY_CALLBACKS its own
// callbacks per integration (server/gateway/callback-settings.ts).
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { createMerchantSite } from "./demo/merchant-site.ts";
import { systemClock } from "./domain/clock.ts";
import { feedRateSource, stablecoinRateSource } from "./exchange-rates/rate-source.ts";
import { readRateSettings } from "./exchange-rates/settings.ts";
import { createIds } from "./domain/ids.ts";
import { DEMO_CLIENT_ID, KEY_PREFIXES, SECOND_CLIENT_ID, newApiKey } from "./domain/clients.ts";
import { seedIntegrationUrl } from "./domain/integrations.ts";
import type { Seed } from "./domain/seed.ts";
import { createOrderEvents } from "./events/order-events.ts";
import { IDEMPOTENCY_RETENTION_MS } from "./http/idempotency.ts";
import { createNodeServer, listen } from "./http/listen.ts";
import { silentLogger, type Logger } from "./http/logger.ts";
import { createServiceLogger } from "./logs/service-logger.ts";
import { readLogFormat } from "./logs/settings.ts";
import type { OrderEvents } from "./events/order-events.ts";
import { readSecuritySettings } from "./security-settings.ts";
import { openRepository, StoreRefused, type Opened, type Repository, type StoreTarget } from "./store/index.ts";
import { createWebhookDispatcher, generateWebhookSecret, type WebhookDispatcher } from "./webhooks/index.ts";
import { createClusterOrderEvents } from "./events/cluster-order-events.ts";
import { trackConnections, type Drain } from "./http/drain.ts";
import { stopTaking } from "./http/stop-taking.ts";
import { DEFAULT_SHUTDOWN, readShutdownSettings, type ShutdownSettings } from "./http/shutdown-settings.ts";
import { callbackStreaks } from "./use-cases/callback-streaks.ts";
import { announces, payerWorkerCount, refuseWorkers, serveHandedConnections, startPrimary, workerCount, type Primary } from "./workers.ts";
import cluster from "node:cluster";
import { parseBlockClockSpeed } from "./sandbox/block-clock.ts";
import { seedDemoAccount } from "./portal/demo-account.ts";
import { SCRYPT_COST } from "./portal/passwords.ts";
import { DEFAULT_SESSION_POLICY } from "./portal/sessions.ts";
import { pointSeedAt } from "./use-cases/clients.ts";
import { startHousekeeping } from "./use-cases/housekeeping.ts";
import { integrationSecrets } from "./webhooks/integration-secrets.ts";
import { gatewayCallbackSecrets, parseGatewayCallbacks } from "./gateway/callback-settings.ts";
import { describeChainSettings, readChainSettings, type ChainSettings } from "./chain/settings.ts";
import { createChainMode } from "./chain/mode.ts";
import { describeServiceFee } from "./chain/service-fee.ts";
import { checkChainIds } from "./chain/watchers.ts";
import { metricsOn, readMetricsSettings } from "./metrics/settings.ts";
import { primaryScrapes, workerScrapes } from "./metrics/cluster.ts";
import { listenForScrapes } from "./metrics/metrics-port.ts";
import { describeMailSettings, readMailSettings } from "./mail/settings.ts";
import { readOperatorEmail } from "./mail/operator-alerts.ts";
import { createMailSender, type MailSender } from "./mail/sender.ts";
import { smtpTransport } from "./mail/transport.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
/** JSON lines for a collector, or short lines on a terminal (LOG_FORMAT; logs/settings.ts); QUIET=1 prints nothing. */
function createLogger(): Logger {
  if (env.QUIET === "1") return silentLogger;
  try {
    return createServiceLogger({ format: readLogFormat(env, process.stdout.isTTY === true) });
  } catch (error) {
    console.error(`Not started: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const logger = createLogger();
/** The start's banner: whole on a terminal, its secrets masked in a JSON log (`secrets`: those of no known shape). */
const banner = (text: string, secrets: readonly string[] = []) => (logger.banner ? logger.banner(text, secrets) : logger.info(text));

function port(name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number.parseInt(text, 10);
  if (!/^\d+$/.test(text) || value < 1 || value > 65_535) {
    throw new Error(`${name}=${text} is not a TCP port (1-65535)`);
  }
  return value;
}

function positive(name: string): number {
  const text = env[name] ?? "";
  if (!/^[1-9]\d{0,6}$/.test(text)) throw new Error(`${name}=${text} is not a whole number above 0`);
  return Number(text);
}

interface Settings {
  PORT: number;
  HOST: string;
  DEMO_PORT: number;
  PUBLIC_ORIGIN: string;
  DEMO_ORIGIN: string;
}

/** Gateway mode's upstream, or null for the sandbox. Both or neither: a half-configured gateway must not start as a sandbox. */
function readUpstream(): { url: string; apiKey: string } | null {
  const url = (env.UPSTREAM_URL ?? "").replace(/\/+$/, "");
  const apiKey = env.UPSTREAM_API_KEY ?? "";
  if (!url && !apiKey) return null;
  if (!url) throw new Error("UPSTREAM_API_KEY is set without UPSTREAM_URL: set both for gateway mode, or neither for the sandbox");
  if (!/^https?:\/\/[^/?#]+(\/[^?#]*)?$/.test(url) || !URL.canParse(url)) {
    throw new Error(`UPSTREAM_URL=${url} is not an http(s) URL such as https://api.provider.example`);
  }
  if (!apiKey) throw new Error("UPSTREAM_URL is set without UPSTREAM_API_KEY (the key the gateway reads orders with): set both");
  return { url, apiKey };
}

function readSettings(): Settings {
  const PORT = port("PORT", 8080);
  const HOST = env.HOST || "127.0.0.1";
  const DEMO_PORT = port("DEMO_PORT", PORT + 1);
  const browserHost = HOST === "0.0.0.0" || HOST === "::" ? "localhost" : HOST.includes(":") ? `[${HOST}]` : HOST;
  const PUBLIC_ORIGIN = (env.PUBLIC_ORIGIN || `http://${browserHost}:${PORT}`).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+$/.test(PUBLIC_ORIGIN) || !URL.canParse(PUBLIC_ORIGIN)) {
    throw new Error(`PUBLIC_ORIGIN=${PUBLIC_ORIGIN} is not an http(s) origin such as https://pay.example.com`);
  }
  // "localhost" rather than HOST: a second origin for the embed, even on the same machine.
  return { PORT, HOST, DEMO_PORT, PUBLIC_ORIGIN, DEMO_ORIGIN: `http://localhost:${DEMO_PORT}` };
}

let settings: Settings;
/** Chain mode's settings (CHAIN_RPC_URL_*), or null; read first, so an inconsistent one refuses the start. */
let chainSettings: ChainSettings | null = null;

const ids = createIds();
/** A seeded client's key: only the sandbox seeds (chain mode seeds none), named for what it opens. */
const newKey = () => `${KEY_PREFIXES[chainSettings ? "live" : "sandbox"]}${randomBytes(24).toString("base64url")}`;
/** The demo merchant (its key and shop as always) and a second merchant to try isolation on. */
const initial = (): Seed => {
  const createdAt = systemClock.now().toISOString();
  // Chain mode seeds no client: each demo order would spend an address index of a real wallet.
  if (chainSettings) return { webhookSecret: generateWebhookSecret(), clients: [] };
  return {
    webhookSecret: generateWebhookSecret(),
    clients: [
      {
        clientId: DEMO_CLIENT_ID,
        name: "Demo Store",
        apiKey: env.SANDBOX_API_KEY || newKey(),
        integration: { integrationId: ids.next("int"), name: "Demo Store", url: settings.DEMO_ORIGIN, createdAt },
      },
      {
        clientId: SECOND_CLIENT_ID,
        name: "Second Store",
        apiKey: newKey(),
        integration: { integrationId: ids.next("int"), name: "Second Store", url: settings.DEMO_ORIGIN, createdAt },
      },
    ],
  };
};

function storeTarget(): StoreTarget {
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) throw new Error("DATABASE_URL must be a postgres:// (or postgresql://) URL");
    return { kind: "postgres", url: env.DATABASE_URL };
  }
  if (env.STATE === "memory") return { kind: "memory" };
  if (env.STATE && env.STATE !== "file") return { kind: "sqlite", file: resolve(env.STATE) };
  return { kind: "sqlite", file: join(dataDir(), "checkout.sqlite") };
}

const dataDir = () => resolve(env.DATA_DIR || join(root, ".data"));

/** `sharedFile`: other workers open the same SQLite file (WORKERS). */
async function openStore(sharedFile = false): Promise<Opened> {
  const target = storeTarget();
  // The earlier file store kept DATA_DIR/state.json; it is imported once into the database
  // that replaces it, the default file beside it (not into one named by STATE or DATABASE_URL).
  const isDefault = target.kind === "sqlite" && !env.DATABASE_URL && (!env.STATE || env.STATE === "file");
  const legacyStateFile = isDefault ? join(dataDir(), "state.json") : undefined;
  return openRepository({ target, initial, legacyStateFile, sharedFile });
}

/** What a shutdown has to close, filled in as the start makes it. */
const running: {
  servers: Server[];
  /** The service's own server, whose requests in progress a stop lets finish. */
  requests?: Drain;
  store?: Repository;
  webhooks?: WebhookDispatcher;
  events?: OrderEvents;
  primary?: Primary;
  gateway?: { close(): void } | null;
  watchers?: { stop(): Promise<void> } | null;
  mail?: MailSender | null;
} = {
  servers: [],
};
let stopping = false;
/** How long a stop waits for the requests in progress, and when the process ends regardless (SHUTDOWN_DRAIN_MS). */
let shutdown: ShutdownSettings = DEFAULT_SHUTDOWN;

async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (running.primary) {
    // The workers shut down as a single process does (below); the primary waits for them.
    logger.info(`${signal}: shutting down the workers`);
    await running.primary.stop();
    process.exit(0);
  }
  if (announces()) logger.info(`${signal}: shutting down`);
  // A last resort: whatever still runs a margin after the drain window (4.5 s by default), the
  // process ends, within the 5 s promised by default.
  const deadline = setTimeout(() => process.exit(0), shutdown.deadlineMs);
  deadline.unref();
  const { servers, store, webhooks, events } = running;
  const closed = servers.map((s) => stopTaking(s));
  // Stop accepting; answer the held order reads with what they have now; let callbacks in
  // flight finish; then close the connections left and the database.
  events?.close();
  running.gateway?.close();
  await running.watchers?.stop();
  for (const s of servers) s.closeIdleConnections();
  // Requests begun before the signal are answered (a creation whose body is still arriving is
  // owed its answer), alongside the callbacks in flight: a worker handed its connections never
  // listened, so its close() below calls back at once and cannot be what is waited for.
  await Promise.all([running.requests?.drain(shutdown.drainMs), webhooks?.drain(3000)]);
  // A message being sent finishes; the others stay queued for the next start.
  await Promise.race([running.mail?.close(), new Promise((done) => setTimeout(done, 1000).unref())]);
  await Promise.race([Promise.all(closed), new Promise((done) => setTimeout(done, 1000).unref())]);
  for (const s of servers) s.closeAllConnections();
  await store?.close();
  process.exit(0);
}

// Installed before anything starts, and never removed: a second SIGTERM (npm forwards the
// signal that the process group already got) must not end the process by the signal.
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));

async function main(): Promise<void> {
  settings = readSettings();
  chainSettings = readChainSettings(env);
  // Read before anything opens: SANDBOX=1 beside chain settings refuses the start.
  const security = readSecuritySettings(env);
  // Read before anything opens too: a bad METRICS_TOKEN or METRICS_PORT stops the start.
  const metricsSettings = readMetricsSettings(env);
  // And SMTP_URL and MAIL_FROM: a wrong one stops the start with a line that names only the host.
  const mailSettings = readMailSettings(env);
  // And OPERATOR_EMAIL: an address, and only beside SMTP_URL (else nothing would ever reach it).
  const operatorEmail = readOperatorEmail(env, mailSettings !== null);
  // And SHUTDOWN_DRAIN_MS: read by the primary and by each worker, which stop by it alike.
  shutdown = readShutdownSettings(env);
  const { PORT, HOST, DEMO_PORT, PUBLIC_ORIGIN, DEMO_ORIGIN } = settings;
  const workers = workerCount(env.WORKERS);
  const refused = refuseWorkers(workers, storeTarget().kind, readUpstream() !== null);
  if (refused) throw new Error(refused);
  const payerWorkers = payerWorkerCount(env.PAYER_WORKERS, workers);
  // One quote key for every process of this start: a link page's quote signed by one worker is
  // checked by whichever worker takes the payer's choice (workers inherit this environment).
  // The settings are read here first so that a wrong value stops the start before any fork.
  readRateSettings(env);
  if (cluster.isPrimary && !env.LINK_QUOTE_KEY) env.LINK_QUOTE_KEY = randomBytes(32).toString("base64url");
  if (workers > 1 && cluster.isPrimary) {
    // Migrations and the first seed run once, here, before any worker opens the database.
    await (await openStore()).repository.close();
    // The primary gathers every worker's metrics, for a scrape on METRICS_PORT (here) or one
    // with METRICS_TOKEN (which a worker takes and hands here).
    const gatherer = metricsOn(metricsSettings) ? primaryScrapes() : null;
    running.primary = startPrimary(
      {
        count: workers,
        payer: payerWorkers,
        port: PORT,
        host: HOST,
        stopWithinMs: shutdown.deadlineMs,
        ...(gatherer ? { metrics: gatherer } : {}),
      },
      logger,
    );
    if (gatherer && metricsSettings.port !== null) {
      running.servers.push(
        await listenForScrapes(metricsSettings.port, HOST, gatherer.scrape, (error) =>
          logger.error("could not gather the workers' metrics", error),
        ),
      );
    }
    const groups = payerWorkers > 0 ? `, ${payerWorkers} of them for the payer's pages` : "";
    logger.info(
      `Crypto Payment Service sandbox: ${workers} workers on port ${PORT}${groups} (node:cluster, ${env.DATABASE_URL ? "PostgreSQL" : "one SQLite file"}); the first one prints its links`,
    );
    return;
  }
  const opened = await openStore(workers > 1);
  const store = opened.repository;
  running.store = store;
  const where = opened.target === "memory" ? "memory (STATE=memory): nothing is kept" : opened.where;
  // SANDBOX_API_KEY wins over the demo client's stored key; the seed integrations follow DEMO_PORT.
  if (env.SANDBOX_API_KEY) {
    const now = systemClock.now().toISOString();
    const key = newApiKey({
      id: ids.next("key"),
      clientId: DEMO_CLIENT_ID,
      name: "SANDBOX_API_KEY",
      secret: env.SANDBOX_API_KEY,
      createdAt: now,
    });
    await store.replaceSeededKey(DEMO_CLIENT_ID, env.SANDBOX_API_KEY, key);
  }
  // Outside sandbox mode the demo shop's http://localhost is no link to show payers: none then.
  const seedUrl = seedIntegrationUrl(DEMO_ORIGIN, { sandbox: security.sandbox });
  const shops: { clientId: string; integrationId: string; apiKey: string }[] = [];
  for (const seeded of store.settings.seeded) {
    const client = await pointSeedAt(store, seeded.clientId, seedUrl, systemClock.now().toISOString());
    if (!client?.seed) continue;
    shops.push({ clientId: client.id, integrationId: client.seed.integrationId, apiKey: seeded.apiKey });
  }
  const [demoShop, secondShop] = shops;
  if (!demoShop && !chainSettings) throw new Error("the database has no demo client: start on a new database (STATE or DATABASE_URL)");
  const state = { webhookSecret: store.settings.webhookSecret, apiKey: demoShop?.apiKey ?? "" };
  // Idempotency-Keys are kept at least 24 h: pruned at start and then hourly.
  const prune = () =>
    void store
      .pruneIdempotency(new Date(Date.now() - IDEMPOTENCY_RETENTION_MS).toISOString())
      .catch((error: unknown) => logger.error("could not prune Idempotency-Keys", error));
  prune();
  setInterval(prune, 60 * 60 * 1000).unref();
  // Callbacks are rows of the database's outbox: queued with the payment, retried after a restart.
  const upstream = readUpstream();
  const chainMode = chainSettings ? createChainMode(chainSettings) : null;
  // A node serving another network refuses the start, before the app starts its watchers.
  if (chainMode) await checkChainIds(chainMode, logger);
  // A gateway signs each integration's callbacks with that integration's secret (GATEWAY_CALLBACKS).
  const gatewayCallbacks = upstream ? parseGatewayCallbacks(env.GATEWAY_CALLBACKS) : null;
  const webhooks = createWebhookDispatcher({
    secret: state.webhookSecret,
    outbox: store.outbox,
    destinations: { allowPrivate: security.webhookAllowPrivate },
    // An integration's own secret (and its predecessor during a rotation), read at each attempt.
    secretsFor: gatewayCallbacks
      ? gatewayCallbackSecrets(gatewayCallbacks)
      : integrationSecrets(store, state.webhookSecret, () => new Date()),
    // Where mail is sent, a merchant whose callbacks have failed for 15 minutes is told, once a streak.
    ...(mailSettings ? { failedAttempt: callbackStreaks({ store, now: () => new Date() }).failed } : {}),
  });
  // With PostgreSQL, other processes may change orders too: hear them (LISTEN/NOTIFY).
  // Loaded only then, as the store loads pg: a SQLite start does not pay for the driver.
  const pgEvents = env.DATABASE_URL
    ? (await import("./events/pg-order-events.ts")).createPgOrderEvents({ url: env.DATABASE_URL, logger })
    : null;
  await pgEvents?.ready();
  // Workers on one SQLite file hear each other's changes through their primary.
  const events = pgEvents ?? (workers > 1 ? createClusterOrderEvents() : createOrderEvents());
  // Mail is rows of the database's outbox too: sent after the commit by whichever process claims them.
  const mail = mailSettings ? createMailSender({ outbox: store.mail, transport: smtpTransport(mailSettings), logger }) : null;
  Object.assign(running, { webhooks, events, mail });
  const rates = readRateSettings(env);
  // Under WORKERS a scrape with the token answers for every process, through the primary.
  let scrapeAll: (() => Promise<{ text: string; contentType: string }>) | null = null;
  const app = createApp({
    ...(metricsOn(metricsSettings)
      ? {
          metrics: {
            token: metricsSettings.token,
            gcDurations: metricsSettings.gcDurations,
            ...(workers > 1 ? { scrape: () => (scrapeAll ? scrapeAll() : Promise.reject(new Error("metrics are not gathered yet"))) } : {}),
          },
        }
      : {}),
    store,
    ...(upstream ? { gateway: { upstreamUrl: upstream.url, apiKey: upstream.apiKey, callbacks: gatewayCallbacks ?? new Map() } } : {}),
    clock: systemClock,
    ids,
    webhooks,
    mail,
    logger,
    events,
    config: {
      publicOrigin: PUBLIC_ORIGIN,
      operatorEmail,
      distDir: join(root, "dist"),
      sandbox: security.sandbox,
      webhookAllowPrivate: security.webhookAllowPrivate,
      rateLimits: {
        orderRead: security.orderRead,
        page: security.page,
        sandbox: security.sandboxRoutes,
        keyFailures: security.keyFailures,
      },
      trustProxy: security.trustProxy,
      testEvents: security.testEvents,
      paymentLinks: { limits: security.linkLimits, maxOpenOrders: security.linkMaxOpenOrders },
      ...(env.MAX_HELD_READS ? { maxHeldReads: positive("MAX_HELD_READS") } : {}),
      blockClockSpeed: parseBlockClockSpeed(env.SANDBOX_BLOCK_CLOCK),
      portal: {
        signUp: security.portalSignUp,
        scrypt: { ...SCRYPT_COST, log2N: security.portalScryptLog2N },
        throttle: { signUpsPerAddress: security.portalSignUps, signInsPerAccount: security.portalSignIns },
        session: { maxPerAccount: security.portalSessionsPerAccount },
        hashQueue: security.portalHashQueue,
      },
      // SPEC_STRICT=1: /api/v1 answers carry only the spec's fields (a stand-in for a real provider).
      specStrict: env.SPEC_STRICT === "1",
      chain: chainMode,
      // Outside the sandbox (and in chain mode, whatever SANDBOX says), payment links' prices
      // follow a real feed (checked), or the stablecoins at par.
      ...(security.sandbox && !chainMode
        ? {}
        : {
            exchangeRates: env.EXCHANGE_RATES_URL
              ? feedRateSource({ url: env.EXCHANGE_RATES_URL, clock: systemClock, checks: rates.checks, logger })
              : stablecoinRateSource(systemClock),
          }),
      quotes: { key: rates.quoteKey ?? randomBytes(32).toString("base64url"), validMs: rates.quoteValidMs },
    },
  });
  // Ended portal sessions, spent attempt windows and used links: removed every few minutes, in
  // short batches; and the daily digests of payments completed queued once due. Started after
  // the app, which turns notices on where mail is sent, so the first pass can queue a digest.
  startHousekeeping({ store, logger, idleMs: DEFAULT_SESSION_POLICY.idleMs });
  if (app.metrics && workers > 1) scrapeAll = workerScrapes(app.metrics.registry);
  // A single process serves METRICS_PORT itself; under WORKERS the primary does.
  if (app.metrics && workers === 1 && metricsSettings.port !== null) {
    const local = app.metrics;
    running.servers.push(
      await listenForScrapes(
        metricsSettings.port,
        HOST,
        () => local.scrape(),
        (error) => logger.error("could not read the metrics", error),
      ),
    );
  }
  // With payer workers the primary listens, and hands this worker its connections.
  const server = payerWorkers > 0 ? createNodeServer(app) : await listen(app, PORT, HOST);
  running.requests = trackConnections(server);
  if (payerWorkers > 0) serveHandedConnections(server);
  running.servers.push(server);
  if (upstream) {
    running.gateway = app.gateway;
    // No demo shop, no sandbox keys: the merchants' keys are the upstream's. The upstream's key is never printed.
    if (announces()) {
      banner(
        `Checkout gateway on ${PUBLIC_ORIGIN} in front of ${new URL(upstream.url).origin} (state: ${where}); callbacks: ${PUBLIC_ORIGIN}/gateway/v1/callbacks`,
      );
    }
    return;
  }
  if (chainMode) {
    // One watcher per network across processes (a lease in the database); every process's app
    // starts them, and the one holding a network's lease scans it.
    running.watchers = app.chain;
    if (announces()) {
      banner(
        [
          "",
          `Crypto Payment Service in chain mode on ${PUBLIC_ORIGIN} (state: ${where}): watch-only, no sandbox, no demo shop`,
          ...describeChainSettings(chainMode.settings),
          `  service fee ${describeServiceFee(chainMode.settings.serviceFeeBasisPoints)} of each payment received (CHAIN_SERVICE_FEE_PERCENT), booked in the balances`,
          "  Check these addresses against the wallet before taking payments.",
          `  merchants: sign up at ${PUBLIC_ORIGIN}/portal (PORTAL_SIGN_UP) or are made by the operator`,
          describeMailSettings(mailSettings),
          "",
        ].join("\n"),
      );
    }
    return;
  }
  if (!demoShop) return;

  const integrationId = demoShop.integrationId;
  const create = async (kind: "payment" | "deposit") => {
    const res = await app.request(`/api/v1/order/${kind}`, {
      method: "POST",
      headers: { "X-API-Key": state.apiKey, "Content-Type": "application/json" },
      body: JSON.stringify({
        integrationId,
        assetId: "USDT_TRC20",
        ...(kind === "payment" ? { amount: "25.00" } : {}),
        customer: { type: "individual", firstName: "Demo", lastName: "Payer" },
        externalId: `startup-${kind}`,
      }),
    });
    return ((await res.json()) as { paymentLink?: string }).paymentLink ?? "(could not be created)";
  };
  // One banner and one pair of demo orders per start, not one per worker.
  const paymentLink = announces() ? await create("payment") : "";
  const depositLink = announces() ? await create("deposit") : "";

  // The demo shop calls the API in-process: same answers, no dependency on PUBLIC_ORIGIN
  // being reachable from this machine (it may name a proxy in front of it).
  const site = createMerchantSite({
    serviceOrigin: PUBLIC_ORIGIN,
    apiKey: state.apiKey,
    integrationId,
    fetch: async (input, init) => app.request(input instanceof Request ? input : String(input), init),
    limits: { perClient: security.demoPerClient, maxOrders: security.demoMaxOrders },
    trustProxy: security.trustProxy,
  });
  const demo: Server = await listen(site.fetch, DEMO_PORT, HOST);
  running.servers.push(demo);

  // The demo client's portal login: printed with the links (or named by PORTAL_DEMO_PASSWORD,
  // as the end-to-end run does). Sandbox only: a real service seeds no known login.
  const demoLogin =
    security.sandbox && announces() && (env.QUIET !== "1" || env.PORTAL_DEMO_PASSWORD)
      ? await seedDemoAccount(store, {
          clock: systemClock,
          ids,
          password: env.PORTAL_DEMO_PASSWORD,
          cost: { ...SCRYPT_COST, log2N: security.portalScryptLog2N },
        })
      : null;

  if (!announces()) return;
  banner(
    [
      "",
      `Crypto Payment Service sandbox on ${PUBLIC_ORIGIN} (state: ${where})`,
      ...(opened.imported ? [`  imported the state file ${opened.imported} (left as it was; not read again)`] : []),
      `  integration id      ${integrationId}`,
      `  API key (X-API-Key) ${state.apiKey}`,
      `  webhook secret      ${state.webhookSecret}`,
      ...(secondShop
        ? [
            `  second client       another merchant, to try isolation with: it sees none of the above`,
            `    integration id    ${secondShop.integrationId}`,
            `    API key           ${secondShop.apiKey}`,
          ]
        : []),
      `  payment order link  ${paymentLink}`,
      `  deposit order link  ${depositLink}`,
      `  demo merchant site  ${DEMO_ORIGIN}`,
      ...(demoLogin ? [`  merchant portal     ${PUBLIC_ORIGIN}/portal  (${demoLogin.email} / ${demoLogin.password})`] : []),
      describeMailSettings(mailSettings),
      "",
    ].join("\n"),
    demoLogin ? [demoLogin.password] : [],
  );
}

main().catch((error: unknown) => {
  // A refused database or state file: its message names the file and what is wrong.
  console.error(error instanceof StoreRefused ? `Not started: ${error.message}` : error instanceof Error ? error.message : error);
  process.exit(1);
});
