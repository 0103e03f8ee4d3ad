// An app in chain mode over a fresh in-memory database, watching an anvil node, with the real
// webhook dispatcher sending to a real receiver: the app makes its watchers (not started), the
// tests drive their ticks themselves (tick()), or start the loop, and read what a merchant and a
// payer would.
import { afterAll, beforeAll } from "vitest";
import { ASSETS, TOKEN_CONTRACTS_FOR_TESTS, type AssetId, type NetworkId } from "./token-contracts.ts";
import { createApp } from "../../../server/app.ts";
import { createChainMode, newNetworkHealth, type ChainMode } from "../../../server/chain/mode.ts";
import { readChainSettings, type NetworkSettings } from "../../../server/chain/settings.ts";
import { declaredPayers } from "../../../server/chain/payout-settings.ts";
import { createRpcClient, rpcOptionsOf, type RpcClient } from "../../../server/chain/rpc-client.ts";
import { createNetworkWatcher, type NetworkWatcher } from "../../../server/chain/watcher.ts";
import type { NetworkHealth } from "../../../server/chain/mode.ts";
import { writeChainTick } from "../../../server/use-cases/chain-ticks.ts";
import { systemClock, type Clock } from "../../../server/domain/clock.ts";
import type { RateSource } from "../../../server/exchange-rates/rate-source.ts";
import { createIds, seededRandom } from "../../../server/domain/ids.ts";
import { silentLogger, type Logger } from "../../../server/http/logger.ts";
import type { Repository } from "../../../server/store/index.ts";
import { DEMO_CLIENT_ID, INTEGRATION_ID, ORIGIN, TEST_KEY, offlineLookup, testRepository } from "../../../server/testing.ts";
import { createWebhookDispatcher, generateWebhookSecret, type WebhookDispatcher } from "../../../server/webhooks/index.ts";
import { browser, CHEAP_SCRYPT, PASSWORD, type PortalTestApp } from "../portal-app.ts";
import { seedDemoAccount } from "../../../server/portal/demo-account.ts";
import type { PortalOrder } from "../../../src/shared/index.ts";
import { startReceiver, type Receiver } from "../webhook-receiver.ts";
import { startTokenAnvil, type Anvil, type TokenAnvilOptions } from "./anvil.ts";
import { createOrder, type CreatedOrder } from "./orders.ts";
import { TEST_XPUB_EVM, TEST_XPUB_TRON } from "./keys.ts";
import { startTronHttpApi, type TronHttpApi } from "./tron-http-api.ts";
import { changeIntegration } from "../integration-change.ts";

export { ASSETS, TOKEN_CONTRACTS_FOR_TESTS };
export type { AssetId, NetworkId };

const SUFFIX: Record<NetworkId, string> = { ethereum: "ETHEREUM", bsc: "BSC", tron: "TRON" };

export interface ChainApp {
  app: ReturnType<typeof createApp>;
  store: Repository;
  mode: ChainMode;
  webhooks: WebhookDispatcher;
  secret: string;
  receiver: Receiver;
  watcher: NetworkWatcher;
  rpc: RpcClient;
  /** On TRON: java-tron's HTTP API in front of the node (a stub), unless `env` named one. */
  tronApi: TronHttpApi | null;
  call(method: string, path: string, body?: unknown): Promise<Response>;
  createOrder(kind: "payment" | "deposit", assetId: AssetId, amount?: string): Promise<CreatedOrder>;
  /** The payer's read of the order (what the page shows). */
  payerView(orderId: string): Promise<any>;
  /** The merchant's read (GET /api/v1/orders/{id}). */
  order(orderId: string): Promise<any>;
  /** The merchant's portal view of the order (signed in as the demo merchant on first use). */
  portalOrder(orderId: string): Promise<PortalOrder>;
  /** A request to the portal's API as the demo merchant (signed in on first use). */
  portalRequest(method: string, path: string, body?: unknown): Promise<Response>;
  close(): Promise<void>;
}

/**
 * `env`: more settings (CHAIN_CONFIRMATIONS_ETHEREUM, …); `url`: where the service reaches the
 * node (default: anvil itself; a fault proxy in front of it, say); `exchangeRates`: the rate
 * source (default: as a deployment without EXCHANGE_RATES_URL, the stablecoins at par).
 */
export async function startChainApp(
  anvil: Anvil,
  network: NetworkId,
  env: Record<string, string> = {},
  store?: Repository,
  url = anvil.url,
  /** The app's (and so its watchers') clock, default the system's: a test that moves time passes its own. */
  clock: Clock = systemClock,
  exchangeRates?: RateSource,
): Promise<ChainApp> {
  const suffix = SUFFIX[network];
  const tronApi = network === "tron" && env.CHAIN_TRON_API_URL === undefined ? await startTronHttpApi(anvil) : null;
  const settings = readChainSettings({
    ...(tronApi ? { CHAIN_TRON_API_URL: tronApi.url } : {}),
    [`CHAIN_RPC_URL_${suffix}`]: url,
    [`CHAIN_ID_${suffix}`]: String(anvil.chainId),
    [`CHAIN_START_BLOCK_${suffix}`]: "0",
    [`CHAIN_POLL_MS_${suffix}`]: "50",
    XPUB_EVM: TEST_XPUB_EVM,
    XPUB_TRON: TEST_XPUB_TRON,
    ...env,
  });
  if (!settings) throw new Error("no chain settings");
  const mode = createChainMode(settings);
  const db = store ?? (await testRepository());
  const secret = generateWebhookSecret();
  const receiver = await startReceiver((res) => res.writeHead(204).end());
  const webhooks = createWebhookDispatcher({ secret, outbox: db.outbox, destinations: { allowPrivate: true }, pollMs: 50 });
  const ids = createIds(seededRandom(`chain-${network}-${Math.random()}`));
  const app = createApp({
    store: db,
    clock,
    ids,
    webhooks,
    logger: silentLogger,
    startWatchers: false,
    config: {
      publicOrigin: ORIGIN,
      distDir: null,
      lookup: offlineLookup,
      sandbox: false,
      webhookAllowPrivate: true,
      chain: mode,
      portal: { scrypt: CHEAP_SCRYPT },
      ...(exchangeRates ? { exchangeRates } : {}),
    },
  });
  await changeIntegration(db, DEMO_CLIENT_ID, INTEGRATION_ID, (record) => ({
    ...record,
    webhook: { callbackUrl: receiver.url, orderTypes: ["Payment", "Deposit"] },
  }));
  const net = settings.networks[network];
  const watcher = app.chain?.watchers[network];
  if (!net || !watcher) throw new Error("network not configured");
  const rpc = createRpcClient(rpcOptionsOf(net, settings.maxBodyBytes, 1000));
  const call = async (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { "X-API-Key": TEST_KEY, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  let portal: ReturnType<typeof browser> | null = null;
  const portalRequest = async (method: string, path: string, body?: unknown): Promise<Response> => {
    if (!portal) {
      const { email } = await seedDemoAccount(db, { clock: systemClock, ids, password: PASSWORD, cost: CHEAP_SCRYPT });
      // The portal's tiny browser needs only the app and its origin.
      portal = browser({ app, origin: ORIGIN } as unknown as PortalTestApp);
      const signedIn = await portal.signIn(email);
      if (signedIn.status !== 200) throw new Error(`portal sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
    }
    return portal.request(method, path, body);
  };
  return {
    app,
    store: db,
    mode,
    webhooks,
    secret,
    receiver,
    watcher,
    rpc,
    tronApi,
    call,
    createOrder: (kind, assetId, amount) => createOrder(call, kind, assetId, amount),
    async payerView(orderId) {
      return (await app.request(`/checkout/v1/integrations/${INTEGRATION_ID}/orders/${orderId}`)).json();
    },
    async order(orderId) {
      return (await call("GET", `/api/v1/orders/${orderId}`)).json();
    },
    portalRequest,
    async portalOrder(orderId) {
      const res = await portalRequest("GET", `/portal/api/orders/${orderId}`);
      if (res.status !== 200) throw new Error(`portal order read failed: ${res.status}`);
      return (await res.json()) as PortalOrder;
    },
    async close() {
      await app.chain?.stop();
      webhooks.close();
      await receiver.close();
      await tronApi?.close();
      if (!store) await db.close();
    },
  };
}

/** An anvil node with the test token and an app in chain mode watching it, for a file's (or a describe's) tests. */
export interface ChainAppOnAnvil {
  anvil: Anvil;
  app: ChainApp;
}

/**
 * Call at a test file's top level, or a describe's: it registers the start of the node (the test
 * token at `node.tokens`, the payer funded) and of an app watching `network` on it before the
 * tests (`env` as for startChainApp), and their stop after them. The handle is filled in once
 * the start has run, so read its fields inside the tests.
 */
export function chainAppOnAnvil(network: NetworkId, node: TokenAnvilOptions, env: Record<string, string> = {}): ChainAppOnAnvil {
  const started: Partial<ChainAppOnAnvil> = {};
  beforeAll(async () => {
    started.anvil = await startTokenAnvil(node);
    started.app = await startChainApp(started.anvil, network, env);
  }, 30_000);
  afterAll(async () => {
    await started.app?.close();
    await started.anvil?.stop();
  });
  return {
    get anvil() {
      if (!started.anvil) throw new Error("chainAppOnAnvil(): the node is not started (read it inside a test)");
      return started.anvil;
    },
    get app() {
      if (!started.app) throw new Error("chainAppOnAnvil(): the app is not started (read it inside a test)");
      return started.app;
    },
  };
}

/**
 * A watcher of Ethereum as another process would run it on the app's database: a lease owner
 * of its own, the addresses it watches in its own memory, and its own clock, so that a test can
 * hand the network from one process to another without starting one.
 */
export function otherProcessWatcher(app: ChainApp, owner: string, clock: Clock): NetworkWatcher {
  return watcherOver(app, { settings: app.mode.settings.networks.ethereum as NetworkSettings, rpc: app.rpc, clock, owner });
}

/**
 * A watcher of its own over the app's database (the bench's, another process's), writing its
 * ticks as the app's own watchers do: through the service's store, whose commits are announced.
 */
export function watcherOver(
  app: ChainApp,
  options: {
    settings: NetworkSettings;
    rpc: RpcClient;
    clock: Clock;
    owner?: string;
    leaseMs?: number;
    health?: NetworkHealth;
    logger?: Logger;
  },
): NetworkWatcher {
  const store = app.app.services.store;
  const ids = createIds();
  return createNetworkWatcher({
    settings: options.settings,
    rpc: options.rpc,
    reads: store.chain,
    write: (tick) =>
      writeChainTick(store, tick, {
        ids,
        specStrict: false,
        serviceFeeBasisPoints: app.mode.settings.serviceFeeBasisPoints,
        usd: () => app.app.services.usd(),
        declaredPayers: declaredPayers(app.mode.settings.payouts.addresses),
      }),
    payouts: store.payouts,
    logger: options.logger ?? silentLogger,
    clock: options.clock,
    health: options.health ?? newNetworkHealth(),
    lateWindowDays: app.mode.settings.lateWindowDays,
    ...(options.owner ? { owner: options.owner } : {}),
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
  });
}
