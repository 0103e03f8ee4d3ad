// The real service in chain mode as child processes over one SQLite file, watching an anvil
// node: for the tests that SIGKILL a watcher and start another (test/support/service-process.ts
// starts them). Chain mode seeds nothing, so the file is made first with the test merchant
// (SERVICE_KEY, int_seed) and its callback URL, as an operator would have made a merchant.
import { openRepository } from "../../../server/store/index.ts";
import { DEMO_CLIENT_ID, INTEGRATION_ID, testSeed } from "../../../server/testing.ts";
import { freePortPair, ready, spawnService, type ServiceProcess } from "../service-process.ts";
import type { Anvil } from "./anvil.ts";
import { TEST_XPUB_EVM } from "./keys.ts";
import { changeIntegration } from "../integration-change.ts";

export { INTEGRATION_ID };

/** Makes the database file a chain-mode service will open, with a merchant whose callbacks go to `callbackUrl`. */
export async function seedChainDatabase(file: string, callbackUrl: string): Promise<void> {
  const { repository } = await openRepository({ target: { kind: "sqlite", file }, initial: testSeed });
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

/** Starts a chain-mode service on Ethereum (anvil) over `file`; `env` adds or overrides settings. */
export async function startChainService(anvil: Anvil, file: string, env: Record<string, string> = {}): Promise<ServiceProcess> {
  return ready(
    spawnService(
      {
        STATE: file,
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
