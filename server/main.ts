// `npm start` / `tsx server/main.ts`: the service on PORT (API, sandbox routes, the checkout's
// order read, the built page and embed) and the demo merchant site on DEMO_PORT.
//
// Environment: PORT (8080), HOST (127.0.0.1), DEMO_PORT (PORT+1), STATE (memory, or a file in
// DATA_DIR, default .data/), SANDBOX_API_KEY (default: generated once, kept with the state),
// PUBLIC_ORIGIN (default http://HOST:PORT), QUIET=1 prints nothing; the security settings of
// server/security-settings.ts (README, "Security").
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.ts";
import { createMerchantSite } from "./demo/merchant-site.ts";
import { systemClock } from "./domain/clock.ts";
import { createIds } from "./domain/ids.ts";
import { seedState } from "./domain/seed.ts";
import { listen } from "./http/listen.ts";
import { consoleLogger, silentLogger } from "./http/logger.ts";
import { readSecuritySettings } from "./security-settings.ts";
import { createFileStore, createMemoryStore, type Store } from "./store/index.ts";
import { createWebhookDispatcher, generateWebhookSecret } from "./webhooks/index.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const env = process.env;
const logger = env.QUIET === "1" ? silentLogger : consoleLogger;

function port(name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const value = Number.parseInt(text, 10);
  if (!/^\d+$/.test(text) || value < 1 || value > 65_535) {
    throw new Error(`${name}=${text} is not a TCP port (1-65535)`);
  }
  return value;
}

interface Settings {
  PORT: number;
  HOST: string;
  DEMO_PORT: number;
  PUBLIC_ORIGIN: string;
  DEMO_ORIGIN: string;
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

const ids = createIds();
const initial = () =>
  seedState({
    apiKey: env.SANDBOX_API_KEY || `sk_sandbox_${randomBytes(24).toString("base64url")}`,
    webhookSecret: generateWebhookSecret(),
    seed: { integrationId: ids.next("int"), name: "Demo Store", url: settings.DEMO_ORIGIN, createdAt: systemClock.now().toISOString() },
  });

async function openStore(): Promise<{ store: Store; where: string }> {
  if (env.STATE === "memory") return { store: createMemoryStore(initial()), where: "memory (STATE=memory): nothing is kept" };
  if (env.STATE && env.STATE !== "file") throw new Error(`STATE=${env.STATE} is not known: use STATE=memory, or leave it unset for the file store`);
  const file = resolve(env.DATA_DIR || join(root, ".data"), "state.json");
  const store = await createFileStore({ file, initial, onWriteError: (error) => logger.error(`could not write ${file}`, error) });
  return { store, where: file };
}

async function main(): Promise<void> {
  settings = readSettings();
  const { PORT, HOST, DEMO_PORT, PUBLIC_ORIGIN, DEMO_ORIGIN } = settings;
  const { store, where } = await openStore();
  // SANDBOX_API_KEY wins over a stored key; the seed integration follows DEMO_PORT.
  store.mutate((state) => {
    if (env.SANDBOX_API_KEY) state.apiKey = env.SANDBOX_API_KEY;
    state.seed.url = DEMO_ORIGIN;
    const seeded = state.integrations[state.seed.integrationId];
    if (seeded) seeded.url = DEMO_ORIGIN;
  });
  const state = store.state;
  const security = readSecuritySettings(env);
  const webhooks = createWebhookDispatcher({ secret: state.webhookSecret, destinations: { allowPrivate: security.webhookAllowPrivate } });
  const app = createApp({
    store,
    clock: systemClock,
    ids,
    webhooks,
    logger,
    config: {
      publicOrigin: PUBLIC_ORIGIN,
      distDir: join(root, "dist"),
      sandbox: security.sandbox,
      webhookAllowPrivate: security.webhookAllowPrivate,
      rateLimits: { orderRead: security.orderRead, sandbox: security.sandboxRoutes },
      trustProxy: security.trustProxy,
    },
  });
  const server = await listen(app.fetch, PORT, HOST);

  const integrationId = state.seed.integrationId;
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
  const paymentLink = await create("payment");
  const depositLink = await create("deposit");

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

  logger.info(
    [
      "",
      `Crypto Payment Service sandbox on ${PUBLIC_ORIGIN} (state: ${where})`,
      `  integration id      ${integrationId}`,
      `  API key (X-API-Key) ${state.apiKey}`,
      `  webhook secret      ${state.webhookSecret}`,
      `  payment order link  ${paymentLink}`,
      `  deposit order link  ${depositLink}`,
      `  demo merchant site  ${DEMO_ORIGIN}`,
      "",
    ].join("\n"),
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    webhooks.close();
    for (const s of [server, demo]) {
      s.close();
      // Long-polling reads would hold close() for up to 25 s.
      s.closeAllConnections();
    }
    const exit = setTimeout(() => process.exit(0), 2000);
    exit.unref();
    void store.flush().finally(() => process.exit(0));
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
