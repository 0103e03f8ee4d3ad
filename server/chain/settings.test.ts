// Chain mode's settings as the start reads them (a pure function of the environment): a
// malformed number refuses the start with one line that names the setting and never repeats a
// key or an RPC credential, even one pasted on the wrong line.
import { describe, expect, it } from "vitest";
import { TEST_XPUB_EVM, TEST_XPUB_TRON } from "../../test/support/chain/keys.ts";
import { readChainSettings } from "./settings.ts";

const PROVIDER_KEY = "k3y-in-the-query-0123456789";
const base = {
  CHAIN_RPC_URL_ETHEREUM: `https://eth.example/v3/${PROVIDER_KEY}`,
  CHAIN_RPC_URL_BSC: `https://bsc.example/?apikey=${PROVIDER_KEY}`,
  CHAIN_RPC_URL_TRON: "https://tron.example/jsonrpc",
  CHAIN_RPC_HEADERS_TRON: JSON.stringify({ "TRON-PRO-API-KEY": PROVIDER_KEY }),
  XPUB_EVM: TEST_XPUB_EVM,
  XPUB_TRON: TEST_XPUB_TRON,
};

/** The refusal's message, checked to be one line free of every secret of the environment. */
function refusal(env: Record<string, string>): string {
  let message = "";
  try {
    readChainSettings({ ...base, ...env });
  } catch (error) {
    message = (error as Error).message;
  }
  expect(message).not.toBe("");
  expect(message).not.toContain("\n");
  for (const secret of [PROVIDER_KEY, TEST_XPUB_EVM.slice(4, 40), TEST_XPUB_TRON.slice(4, 40)]) expect(message).not.toContain(secret);
  return message;
}

describe("chain mode's number settings", () => {
  it("are read for each network, with the defaults where unset", () => {
    const settings = readChainSettings({
      ...base,
      CHAIN_CONFIRMATIONS_ETHEREUM: "3",
      CHAIN_POLL_MS_BSC: " 250 ",
      CHAIN_START_BLOCK_TRON: "0",
      CHAIN_LATE_WINDOW_DAYS: "2",
    });
    expect(settings?.networks.ethereum).toMatchObject({ confirmations: 3, pollMs: 4000, chainId: 1, startBlock: null });
    expect(settings?.networks.bsc).toMatchObject({ confirmations: 15, pollMs: 250, chainId: 56, useFinalized: true });
    expect(settings?.networks.tron).toMatchObject({ confirmations: 19, startBlock: 0, chainId: 728126428, useFinalized: true });
    expect(settings?.lateWindowDays).toBe(2);
  });

  it("refuse a malformed value with one line naming the setting", () => {
    expect(refusal({ CHAIN_CONFIRMATIONS_ETHEREUM: "abc" })).toBe("CHAIN_CONFIRMATIONS_ETHEREUM=abc is not a whole number from 1 to 10000");
    expect(refusal({ CHAIN_POLL_MS_BSC: "-5" })).toBe("CHAIN_POLL_MS_BSC=-5 is not a whole number from 50 to 600000");
    expect(refusal({ CHAIN_START_BLOCK_TRON: "1.5" })).toMatch(/^CHAIN_START_BLOCK_TRON=1\.5 is not a whole number/);
    expect(refusal({ CHAIN_ID_TRON: "0x2b6653dc" })).toMatch(/^CHAIN_ID_TRON=0x2b6653dc is not a whole number/);
    expect(refusal({ CHAIN_CONFIRMATIONS_BSC: "0" })).toMatch(/^CHAIN_CONFIRMATIONS_BSC=0 is not a whole number from 1/);
    expect(refusal({ CHAIN_POLL_MS_ETHEREUM: "1e3" })).toMatch(/^CHAIN_POLL_MS_ETHEREUM=1e3 /);
    expect(refusal({ CHAIN_LATE_WINDOW_DAYS: "7 days" })).toMatch(/^CHAIN_LATE_WINDOW_DAYS=7 days is not a whole number from 0/);
  });

  it("refuse a malformed value of a network without a node too: the mistake is the operator's either way", () => {
    const ethereumOnly = { CHAIN_RPC_URL_ETHEREUM: base.CHAIN_RPC_URL_ETHEREUM, XPUB_EVM: TEST_XPUB_EVM };
    expect(() => readChainSettings({ ...ethereumOnly, CHAIN_POLL_MS_BSC: "-5" })).toThrow(/^CHAIN_POLL_MS_BSC=-5 is not a whole number/);
    // Without any node, chain mode is off and its settings are not read (the sandbox, a gateway).
    expect(readChainSettings({ CHAIN_POLL_MS_BSC: "-5" })).toBeNull();
  });

  it("never repeat a long value: a key or a URL pasted on the wrong line", () => {
    expect(refusal({ CHAIN_START_BLOCK_TRON: TEST_XPUB_TRON })).toBe(
      `CHAIN_START_BLOCK_TRON (a value of ${TEST_XPUB_TRON.length} characters, not repeated) is not a whole number from 0 to ${2 ** 48}`,
    );
    refusal({ CHAIN_CONFIRMATIONS_BSC: base.CHAIN_RPC_URL_BSC });
    refusal({ CHAIN_POLL_MS_TRON: PROVIDER_KEY });
  });
});

describe("the node's limits and address", () => {
  it("read the batch size, the calls-per-second ceiling and the answer cap, with their defaults", () => {
    const defaults = readChainSettings(base);
    expect(defaults?.networks.ethereum).toMatchObject({ batchMax: 50, maxRps: null });
    expect(defaults?.maxBodyBytes).toBe(32 * 1024 * 1024);
    const set = readChainSettings({ ...base, CHAIN_RPC_BATCH_MAX_BSC: "0", CHAIN_RPC_MAX_RPS_TRON: "10", CHAIN_RPC_MAX_BODY_MB: "8" });
    expect(set?.networks.bsc).toMatchObject({ batchMax: 0, maxRps: null });
    expect(set?.networks.tron).toMatchObject({ batchMax: 50, maxRps: 10 });
    expect(set?.maxBodyBytes).toBe(8 * 1024 * 1024);
    expect(refusal({ CHAIN_RPC_BATCH_MAX_ETHEREUM: "100" })).toBe("CHAIN_RPC_BATCH_MAX_ETHEREUM=100 is not a whole number from 0 to 50");
    expect(refusal({ CHAIN_RPC_MAX_BODY_MB: "0" })).toBe("CHAIN_RPC_MAX_BODY_MB=0 is not a whole number from 1 to 1024");
  });

  it("refuse a plain http:// node URL to a remote host, unless CHAIN_RPC_ALLOW_HTTP=1", () => {
    const remote = { CHAIN_RPC_URL_BSC: `http://bsc-node.invalid:8545/${PROVIDER_KEY}` };
    expect(refusal(remote)).toMatch(/^CHAIN_RPC_URL_BSC is http:\/\/ to bsc-node\.invalid:8545, neither loopback nor a private address/);
    expect(readChainSettings({ ...base, ...remote, CHAIN_RPC_ALLOW_HTTP: "1" })?.networks.bsc?.url).toBe(remote.CHAIN_RPC_URL_BSC);
    expect(refusal({ ...remote, CHAIN_RPC_ALLOW_HTTP: "yes" })).toBe("CHAIN_RPC_ALLOW_HTTP is 1 (allow) or 0 (refuse), not yes");
    for (const url of ["http://127.0.0.1:8545", "http://localhost:8545/", "http://10.1.2.3:8545", "http://[::1]:8545"]) {
      expect(readChainSettings({ ...base, CHAIN_RPC_URL_BSC: url })?.networks.bsc?.url).toBe(url);
    }
  });
});
