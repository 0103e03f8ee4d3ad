// Chain mode's start, refused as the operator meets it: the real service as a process, with an
// inconsistent setting, ends non-zero with one line naming the variable, and never prints the
// secret it was given (an extended private key, a provider's key in the RPC URL).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnvil, type Anvil } from "../../test/support/chain/anvil.ts";
import { TEST_XPRV_EVM, TEST_XPUB_EVM } from "../../test/support/chain/keys.ts";
import { freePortPair, spawnService } from "../../test/support/service-process.ts";

let anvil: Anvil;
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 });
}, 30_000);
afterAll(async () => {
  await anvil?.stop();
});

async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  // No seeded key to replace: chain mode seeds no client.
  const service = spawnService({ STATE: "memory", SANDBOX_API_KEY: "", ...env }, await freePortPair());
  const { code } = await service.exited;
  return { code, lines: service.output().trim().split("\n") };
}

const PROVIDER_KEY = "k3y-in-the-path-0123456789";

describe("chain mode refuses an inconsistent start", () => {
  it("an xprv, a node of another chain, UPSTREAM_URL beside it, a missing xpub, a malformed number: one line each, exit 1, no secret", async () => {
    const [xprv, wrongChain, upstream, noXpub, malformed] = await Promise.all([
      refusedStart({ CHAIN_RPC_URL_ETHEREUM: anvil.url, XPUB_EVM: TEST_XPRV_EVM }),
      // A BSC URL whose node is Ethereum's (chain id 1, not 56), with a provider's key in its query.
      refusedStart({ CHAIN_RPC_URL_BSC: `${anvil.url}/?apikey=${PROVIDER_KEY}`, XPUB_EVM: TEST_XPUB_EVM }),
      refusedStart({
        CHAIN_RPC_URL_ETHEREUM: anvil.url,
        XPUB_EVM: TEST_XPUB_EVM,
        UPSTREAM_URL: "https://upstream.example",
        UPSTREAM_API_KEY: "sk_upstream",
      }),
      refusedStart({ CHAIN_RPC_URL_TRON: anvil.url, XPUB_EVM: TEST_XPUB_EVM }),
      refusedStart({
        CHAIN_RPC_URL_ETHEREUM: `${anvil.url}/?apikey=${PROVIDER_KEY}`,
        XPUB_EVM: TEST_XPUB_EVM,
        CHAIN_CONFIRMATIONS_ETHEREUM: "abc",
      }),
    ]);
    expect(xprv).toEqual({ code: 1, lines: [expect.stringMatching(/^XPUB_EVM is an extended PRIVATE key/)] });
    expect(xprv.lines.join("")).not.toContain(TEST_XPRV_EVM.slice(4, 40));
    expect(wrongChain).toEqual({ code: 1, lines: [expect.stringMatching(/^CHAIN_RPC_URL_BSC serves chain id 1, not 56/)] });
    expect(wrongChain.lines.join("")).not.toContain(PROVIDER_KEY);
    expect(upstream).toEqual({ code: 1, lines: [expect.stringMatching(/CHAIN_RPC_URL_\* and UPSTREAM_URL are both set/)] });
    expect(noXpub).toEqual({ code: 1, lines: [expect.stringMatching(/^XPUB_TRON is required with CHAIN_RPC_URL_TRON/)] });
    expect(malformed).toEqual({ code: 1, lines: ["CHAIN_CONFIRMATIONS_ETHEREUM=abc is not a whole number from 1 to 10000"] });
  }, 30_000);

  it("a network that is not one of its own, a malformed token contract: one line each, exit 1", async () => {
    const [network, contract] = await Promise.all([
      refusedStart({ CHAIN_RPC_URL_ETHEREUM: anvil.url, XPUB_EVM: TEST_XPUB_EVM, CHAIN_NETWORK_ETHEREUM: "goerli" }),
      refusedStart({ CHAIN_RPC_URL_ETHEREUM: anvil.url, XPUB_EVM: TEST_XPUB_EVM, CHAIN_TOKEN_USDT_ERC20: "0x1234" }),
    ]);
    expect(network).toEqual({ code: 1, lines: ["CHAIN_NETWORK_ETHEREUM=goerli is not one of mainnet, sepolia"] });
    expect(contract).toEqual({ code: 1, lines: [expect.stringMatching(/^CHAIN_TOKEN_USDT_ERC20=0x1234 is not a contract address/)] });
  }, 30_000);

  it("a plain http:// node URL to a remote host, decided before any connection: one line, exit 1, no key", async () => {
    const plain = await refusedStart({ CHAIN_RPC_URL_ETHEREUM: `http://eth-node.invalid:8545/${PROVIDER_KEY}`, XPUB_EVM: TEST_XPUB_EVM });
    expect(plain).toEqual({
      code: 1,
      lines: [
        expect.stringMatching(/^CHAIN_RPC_URL_ETHEREUM is http:\/\/ to eth-node\.invalid:8545, neither loopback nor a private address/),
      ],
    });
    expect(plain.lines.join("")).not.toContain(PROVIDER_KEY);
  }, 30_000);

  it("SANDBOX=1 beside a chain setting: one line naming both, exit 1", async () => {
    const [sandbox, sandboxTrue] = await Promise.all([
      refusedStart({ CHAIN_RPC_URL_ETHEREUM: anvil.url, XPUB_EVM: TEST_XPUB_EVM, SANDBOX: "1" }),
      refusedStart({ CHAIN_RPC_URL_ETHEREUM: anvil.url, CHAIN_RPC_URL_BSC: anvil.url, XPUB_EVM: TEST_XPUB_EVM, SANDBOX: "true" }),
    ]);
    expect(sandbox).toEqual({ code: 1, lines: [expect.stringMatching(/^SANDBOX=1 and CHAIN_RPC_URL_ETHEREUM are both set: /)] });
    expect(sandboxTrue).toEqual({
      code: 1,
      lines: [expect.stringMatching(/^SANDBOX=true and CHAIN_RPC_URL_BSC, CHAIN_RPC_URL_ETHEREUM are both set: /)],
    });
  }, 30_000);
});
