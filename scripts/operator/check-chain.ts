// `npm run operator -- check-chain`: each configured network's node (the CHAIN_* settings of
// `npm start`) asked what the watcher will ask, and what it found printed per network
// (server/chain/chain-check.ts). Exit code: 0 every network can be watched, 1 one cannot (or
// could not be checked), 2 no network is configured.
import { checkNetwork } from "../../server/chain/chain-check.ts";
import { createRpcClient, rpcOptionsOf } from "../../server/chain/rpc-client.ts";
import { readChainSettings } from "../../server/chain/settings.ts";
import type { NetworkId } from "../../src/shared/index.ts";

export const CHECK_CHAIN_USAGE = "       npm run operator -- check-chain";

export async function checkChainCommand(env: Record<string, string | undefined>, print: (line: string) => void): Promise<number> {
  const settings = readChainSettings(env);
  if (!settings) {
    print("check-chain: no CHAIN_RPC_URL_<NETWORK> is set: nothing to check");
    return 2;
  }
  let failed = 0;
  for (const network of Object.keys(settings.networks) as NetworkId[]) {
    const n = settings.networks[network];
    if (!n) continue;
    const rpc = createRpcClient(rpcOptionsOf(n, settings.maxBodyBytes, 10_000));
    const check = await checkNetwork(n, rpc, () => new Date().toISOString()).catch((error: unknown) => ({
      network,
      ok: false,
      lines: [`could not check: ${error instanceof Error ? error.message : String(error)}`],
    }));
    print(`${network} at ${new URL(n.url).host}: ${check.ok ? "the watcher can work here" : "the watcher cannot work here"}`);
    for (const line of check.lines) print(`  ${line}`);
    print(`  (${rpc.requests} requests made by this check)`);
    if (!check.ok) failed++;
  }
  return failed === 0 ? 0 : 1;
}
