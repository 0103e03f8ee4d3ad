// The real service in chain mode as child processes over one SQLite file (or one PostgreSQL database), watching an anvil
// node: for the tests that SIGKILL a watcher and start another (test/support/service-process.ts
// starts them). Chain mode seeds nothing, so the file is made first with the test merchant
// (SERVICE_KEY, int_seed) and its callback URL, as an operator would have made a merchant.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openRepository } from "../../../server/store/index.ts";
import { DEMO_CLIENT_ID, INTEGRATION_ID, testSeed } from "../../../server/testing.ts";
import { startPostgres } from "../postgres.ts";
import { freePortPair, killServices, ready, spawnService, type ServiceProcess } from "../service-process.ts";
import { startReceiver, type Receiver } from "../webhook-receiver.ts";
import { startTokenAnvil, tokenCalls, type Anvil } from "./anvil.ts";
import { part, startTogether } from "../start-together.ts";
import { TEST_XPUB_EVM } from "./keys.ts";
import { TOKEN_CONTRACTS_FOR_TESTS } from "./token-contracts.ts";
import { createOrder, readOrder, type CreatedOrder, type OrderRead } from "./orders.ts";
import { changeIntegration } from "../integration-change.ts";
import { until } from "../until.ts";

export { INTEGRATION_ID };

/** A SQLite file, or a PostgreSQL database's postgres:// URL. */
const isPostgres = (where: string) => /^postgres(ql)?:\/\//.test(where);

/** Makes the database (a SQLite file or a postgres:// URL) a chain-mode service will open, with a merchant whose callbacks go to `callbackUrl`. */
export async function seedChainDatabase(where: string, callbackUrl: string): Promise<void> {
  const { repository } = await openRepository({
    target: isPostgres(where) ? { kind: "postgres", url: where } : { kind: "sqlite", file: where },
    initial: testSeed,
  });
  await changeIntegration(repository, DEMO_CLIENT_ID, INTEGRATION_ID, (record) => ({
    ...record,
    webhook: { callbackUrl, orderTypes: ["Payment", "Deposit"] },
  }));
  await repository.close();
}

/** One network's part of /healthz. */
export interface ChainHealth {
  head: number | null;
  cursor: number | null;
  lag: number | null;
  watching: boolean;
  lastError: { message: string } | null;
  reorgsAfterCredit: number;
}

export async function chainHealth(service: ServiceProcess, network = "ethereum"): Promise<ChainHealth | null> {
  try {
    const body = (await (await fetch(`${service.origin}/healthz`)).json()) as { chain?: Record<string, ChainHealth> };
    return body.chain?.[network] ?? null;
  } catch {
    return null; // not listening (yet, or any more)
  }
}

/** The process holding the network's lease, once exactly one of `services` says it does. */
export async function watchingProcess(services: ServiceProcess[], network = "ethereum"): Promise<ServiceProcess> {
  let holder: ServiceProcess | undefined;
  await until(
    async () => {
      const watching = [];
      for (const s of services) if ((await chainHealth(s, network))?.watching) watching.push(s);
      holder = watching.length === 1 ? watching[0] : undefined;
      return holder !== undefined;
    },
    `one process holding ${network}'s lease`,
    20_000,
    50,
  );
  return holder as ServiceProcess;
}

/** Starts a chain-mode service on Ethereum (anvil) over `where` (a SQLite file or a postgres:// URL); `env` adds or overrides settings. */
export async function startChainService(anvil: Anvil, where: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  return ready(
    spawnService(
      {
        ...(isPostgres(where) ? { DATABASE_URL: where } : { STATE: where }),
        CHAIN_RPC_URL_ETHEREUM: anvil.url,
        CHAIN_ID_ETHEREUM: String(anvil.chainId),
        CHAIN_START_BLOCK_ETHEREUM: "0",
        CHAIN_POLL_MS_ETHEREUM: "50",
        XPUB_EVM: TEST_XPUB_EVM,
        // Chain mode is never the sandbox: the test's receiver on loopback is allowed by name.
        WEBHOOK_ALLOW_PRIVATE: "1",
        ...env,
      },
      await freePortPair(),
    ),
  );
}

/** Where the services keep their state (a SQLite file or a postgres:// URL), and how it goes away. */
export interface ChainDatabase {
  where: string;
  remove(): Promise<void>;
}

/** A SQLite file in a folder of its own, removed with the folder. */
export async function temporarySqliteFile(): Promise<ChainDatabase> {
  const dir = mkdtempSync(join(tmpdir(), "chain-services-"));
  return { where: join(dir, "checkout.sqlite"), remove: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A database in a throwaway PostgreSQL cluster of its own, removed with the cluster. */
export async function temporaryPostgresDatabase(): Promise<ChainDatabase> {
  const cluster = await startPostgres();
  return { where: await cluster.createDatabase(), remove: () => cluster.stop() };
}

/** The token the services' tests are paid in: USDT at its pinned Ethereum contract. */
const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

/** An anvil node, a webhook receiver and a seeded database for the chain-mode services of a file. */
export interface ChainServices {
  anvil: Anvil;
  receiver: Receiver;
  /** The database every service opens (a SQLite file or a postgres:// URL). */
  where: string;
  /** Starts one more service on the node and the database; it is SIGKILLed after the file if still running. */
  start(): Promise<ServiceProcess>;
  /** Sends the 25 USDT a createPayment order asks for to `paymentAddress`, in a block of its own; returns the hash. */
  pay(paymentAddress: string): Promise<string>;
}

/**
 * Call at a test file's top level: before its tests it starts the node (Ethereum's chain id,
 * the test token at USDT's pinned contract, the payer funded), a receiver answering 204 and the
 * database, seeded with the test merchant whose callbacks go to that receiver; after them it
 * SIGKILLs every service it started and stops all of it. Each service credits a transfer after
 * `confirmations` blocks. The handle is filled in once the start has run, so read its fields
 * inside hooks and tests.
 */
export function chainServicesOnAnvil(options: { database: () => Promise<ChainDatabase>; confirmations: number }): ChainServices {
  let anvil: Anvil | undefined;
  let receiver: Receiver | undefined;
  let database: ChainDatabase | undefined;
  const started: ServiceProcess[] = [];
  beforeAll(async () => {
    [anvil, receiver, database] = await startTogether(
      part(startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 }), (started) => started.stop()),
      part(
        startReceiver((res) => res.writeHead(204).end()),
        (started) => started.close(),
      ),
      part(options.database(), (started) => started.remove()),
    );
    await seedChainDatabase(database.where, receiver.url);
  }, 60_000);
  afterAll(async () => {
    await killServices(started);
    await receiver?.close();
    await anvil?.stop();
    await database?.remove();
  }, 30_000);
  const needed = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("chainServicesOnAnvil(): not started yet (read it inside a hook or a test)");
    return value;
  };
  return {
    get anvil() {
      return needed(anvil);
    },
    get receiver() {
      return needed(receiver);
    },
    get where() {
      return needed(database).where;
    },
    async start() {
      const service = await startChainService(needed(anvil), needed(database).where, {
        CHAIN_CONFIRMATIONS_ETHEREUM: String(options.confirmations),
      });
      started.push(service);
      return service;
    },
    pay: (paymentAddress) => needed(anvil).send({ to: USDT, data: tokenCalls.transfer(paymentAddress, 25_000_000n) }),
  };
}

/** A 25 USDT_ERC20 payment created on `service`. */
export function createPayment(service: ServiceProcess): Promise<CreatedOrder> {
  return createOrder(service.call, "payment", "USDT_ERC20", "25");
}

/** The merchant's read of the order, from `service`. */
export function orderOf(service: ServiceProcess, orderId: string): Promise<OrderRead> {
  return readOrder(service.call, orderId);
}
