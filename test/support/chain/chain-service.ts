// The real service in chain mode as child processes over one SQLite file (or one PostgreSQL database), watching an anvil
// node: for the tests that SIGKILL a watcher and start another (test/support/service-process.ts
// starts them). Chain mode seeds nothing, so the file is made first with the test merchant
// (SERVICE_KEY, int_seed) and its callback URL, as an operator would have made a merchant.
import { openRepository } from "../../../server/store/index.ts";
import { DEMO_CLIENT_ID, INTEGRATION_ID, testSeed } from "../../../server/testing.ts";
import { freePortPair, ready, spawnService, type ServiceProcess } from "../service-process.ts";
import type { Anvil } from "./anvil.ts";
import { TEST_XPUB_EVM } from "./keys.ts";
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
        ...env,
      },
      await freePortPair(),
    ),
  );
}
