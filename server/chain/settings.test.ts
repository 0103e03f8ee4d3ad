// Chain mode's settings as the start reads them (a pure function of the environment): a
// malformed number refuses the start with one line that names the setting and never repeats a
// key or an RPC credential, even one pasted on the wrong line; the network each watcher reads
// (mainnet or a test network) and the token contracts it accepts there.
import { describe, expect, it } from "vitest";
import { TEST_XPUB_EVM, TEST_XPUB_TRON } from "../../test/support/chain/keys.ts";
import { isEvmAddress, isTronAddress } from "../../src/shared/index.ts";
import { TOKEN_CONTRACTS } from "../../src/shared/asset-contracts.ts";
import { defaultContracts, NETWORK_VARIANTS } from "./network-variants.ts";
import { defaultTronApiUrl, describeChainSettings, readChainSettings, unwatchedAssets } from "./settings.ts";

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

  it("read a second node per network with its own headers, under the same http:// rule", () => {
    const settings = readChainSettings({
      ...base,
      CHAIN_RPC_URL_ETHEREUM_CHECK: "https://check.invalid/rpc",
      CHAIN_RPC_HEADERS_ETHEREUM_CHECK: JSON.stringify({ Authorization: "Bearer other" }),
    });
    expect(settings?.networks.ethereum?.check).toEqual({ url: "https://check.invalid/rpc", headers: { Authorization: "Bearer other" } });
    expect(settings?.networks.bsc?.check).toBeNull();
    expect(refusal({ CHAIN_RPC_URL_ETHEREUM_CHECK: "http://check.invalid:8545" })).toMatch(/^CHAIN_RPC_URL_ETHEREUM_CHECK is http:\/\//);
    expect(refusal({ CHAIN_RPC_URL_ETHEREUM_CHECK: "ftp://check.invalid" })).toMatch(
      /^CHAIN_RPC_URL_ETHEREUM_CHECK is not an http\(s\) URL/,
    );
  });
});

describe("chain mode's networks and token contracts", () => {
  const CIRCLE_SEPOLIA_USDC = "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238";
  const NILE_USDT = "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf";
  const OWN_USDT = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

  it("watch mainnet's pinned contracts by default", () => {
    const settings = readChainSettings(base);
    expect(settings?.networks.ethereum).toMatchObject({
      variant: "mainnet",
      chainId: 1,
      contracts: { ETH: null, USDT_ERC20: TOKEN_CONTRACTS.USDT_ERC20, USDC_ERC20: TOKEN_CONTRACTS.USDC_ERC20 },
      overridden: [],
    });
    expect(settings?.networks.tron?.contracts).toEqual({
      TRX: null,
      USDT_TRC20: TOKEN_CONTRACTS.USDT_TRC20,
      USDC_TRC20: TOKEN_CONTRACTS.USDC_TRC20,
    });
    expect(settings && [...unwatchedAssets(settings)]).toEqual([]);
  });

  it("switch each network to its test network: its chain id and the contracts published for it, and no other", () => {
    const settings = readChainSettings({
      ...base,
      CHAIN_NETWORK_ETHEREUM: "sepolia",
      CHAIN_NETWORK_BSC: "testnet",
      CHAIN_NETWORK_TRON: " nile ",
    });
    expect(settings?.networks.ethereum).toMatchObject({ variant: "sepolia", chainId: 11155111 });
    expect(settings?.networks.ethereum?.contracts).toEqual({ ETH: null, USDC_ERC20: CIRCLE_SEPOLIA_USDC });
    expect(settings?.networks.bsc).toMatchObject({ variant: "testnet", chainId: 97, contracts: { BNB: null } });
    expect(settings?.networks.tron).toMatchObject({ variant: "nile", chainId: 3448148188 });
    expect(settings?.networks.tron?.contracts).toEqual({ TRX: null, USDT_TRC20: NILE_USDT });
    // Nobody publishes these on those test networks: not accepted until CHAIN_TOKEN_<ASSET> names one.
    expect(settings && [...unwatchedAssets(settings)].sort()).toEqual(
      ["USDT_ERC20", "USDT_BEP20", "USDC_BEP20", "BUSD_BEP20", "USDC_TRC20"].sort(),
    );
    // CHAIN_ID_<NETWORK> still wins (a private copy of a test network).
    expect(readChainSettings({ ...base, CHAIN_NETWORK_ETHEREUM: "sepolia", CHAIN_ID_ETHEREUM: "31337" })?.networks.ethereum?.chainId).toBe(
      31337,
    );
  });

  it("take one token's contract from CHAIN_TOKEN_<ASSET>, on mainnet or a test network", () => {
    const settings = readChainSettings({
      ...base,
      CHAIN_NETWORK_ETHEREUM: "sepolia",
      CHAIN_TOKEN_USDT_ERC20: OWN_USDT,
      CHAIN_TOKEN_USDC_BEP20: OWN_USDT.toLowerCase(),
      CHAIN_TOKEN_USDC_TRC20: NILE_USDT,
    });
    expect(settings?.networks.ethereum).toMatchObject({
      contracts: { USDT_ERC20: OWN_USDT, USDC_ERC20: CIRCLE_SEPOLIA_USDC },
      overridden: ["USDT_ERC20"],
    });
    expect(settings?.networks.bsc?.contracts.USDC_BEP20).toBe(OWN_USDT.toLowerCase());
    expect(settings?.networks.tron).toMatchObject({ variant: "mainnet", contracts: { USDC_TRC20: NILE_USDT }, overridden: ["USDC_TRC20"] });
    expect(settings && unwatchedAssets(settings).has("USDT_ERC20")).toBe(false);
  });

  it("refuse an unknown network, a token nobody accepts and a malformed contract, with one line naming the variable", () => {
    expect(refusal({ CHAIN_NETWORK_ETHEREUM: "goerli" })).toBe("CHAIN_NETWORK_ETHEREUM=goerli is not one of mainnet, sepolia");
    expect(refusal({ CHAIN_NETWORK_BSC: "nile" })).toBe("CHAIN_NETWORK_BSC=nile is not one of mainnet, testnet");
    expect(refusal({ CHAIN_NETWORK_TRON: "shasta" })).toBe("CHAIN_NETWORK_TRON=shasta is not one of mainnet, nile");
    expect(refusal({ CHAIN_NETWORK_TRON: PROVIDER_KEY })).toMatch(/^CHAIN_NETWORK_TRON \(a value of \d+ characters, not repeated\)/);
    expect(refusal({ CHAIN_TOKEN_DAI_ERC20: OWN_USDT })).toMatch(
      /^CHAIN_TOKEN_DAI_ERC20 names no token the service accepts: set one of CHAIN_TOKEN_USDT_TRC20, /,
    );
    expect(refusal({ CHAIN_TOKEN_ETH: OWN_USDT })).toMatch(/^CHAIN_TOKEN_ETH names no token/);
    expect(refusal({ CHAIN_TOKEN_USDT_ERC20: "0x1234" })).toBe(
      "CHAIN_TOKEN_USDT_ERC20=0x1234 is not a contract address (0x and 40 hex digits, with a correct EIP-55 checksum when in mixed case)",
    );
    // One letter's case flipped: a checksum that fails is a typo, never a contract to watch.
    expect(refusal({ CHAIN_TOKEN_USDC_ERC20: OWN_USDT.replace("Fb", "fb") })).toMatch(
      /^CHAIN_TOKEN_USDC_ERC20=0x5fbDB.* is not a contract address/,
    );
    expect(refusal({ CHAIN_TOKEN_USDT_TRC20: OWN_USDT })).toMatch(/^CHAIN_TOKEN_USDT_TRC20=0x5F.* is not a TRON contract address/);
    expect(refusal({ CHAIN_TOKEN_USDT_TRC20: NILE_USDT.replace("Z", "z") })).toMatch(
      /^CHAIN_TOKEN_USDT_TRC20=.* is not a TRON contract address/,
    );
    // Refused for a network without a node too, as the numbers are.
    expect(() =>
      readChainSettings({ CHAIN_RPC_URL_TRON: base.CHAIN_RPC_URL_TRON, XPUB_TRON: TEST_XPUB_TRON, CHAIN_TOKEN_USDT_BEP20: "nope" }),
    ).toThrow(/^CHAIN_TOKEN_USDT_BEP20=nope is not a contract address/);
    expect(refusal({ CHAIN_TRON_API_URL: "ftp://tron.example" })).toMatch(/^CHAIN_TRON_API_URL is not an http\(s\) URL/);
    // It gets the node's headers: plain http:// only to loopback or a private host, as the node's URL.
    expect(refusal({ CHAIN_TRON_API_URL: "http://tron-api.invalid:8090" })).toMatch(
      /^CHAIN_TRON_API_URL is http:\/\/ to tron-api\.invalid:8090, neither loopback nor a private address/,
    );
    // One contract for two assets: a transfer from it would count as either.
    expect(refusal({ CHAIN_NETWORK_ETHEREUM: "sepolia", CHAIN_TOKEN_USDT_ERC20: CIRCLE_SEPOLIA_USDC.toLowerCase() })).toBe(
      "CHAIN_TOKEN_USDT_ERC20 names the contract of both USDT_ERC20 and USDC_ERC20: one contract is one asset",
    );
    expect(refusal({ CHAIN_TOKEN_USDT_TRC20: NILE_USDT, CHAIN_TOKEN_USDC_TRC20: NILE_USDT })).toBe(
      "CHAIN_TOKEN_USDC_TRC20 and CHAIN_TOKEN_USDT_TRC20 name the contract of both USDT_TRC20 and USDC_TRC20: one contract is one asset",
    );
  });

  it("ask java-tron's HTTP API beside its JSON-RPC by default (the URL without /jsonrpc), or CHAIN_TRON_API_URL", () => {
    expect(defaultTronApiUrl("https://api.trongrid.io/jsonrpc")).toBe("https://api.trongrid.io/");
    expect(defaultTronApiUrl("https://x.tron-mainnet.quiknode.pro/t0ken/jsonrpc")).toBe("https://x.tron-mainnet.quiknode.pro/t0ken");
    expect(readChainSettings(base)?.networks.tron?.tronApiUrl).toBe("https://tron.example/");
    expect(readChainSettings({ ...base, CHAIN_TRON_API_URL: "http://127.0.0.1:8090" })?.networks.tron?.tronApiUrl).toBe(
      "http://127.0.0.1:8090",
    );
    expect(readChainSettings(base)?.networks.ethereum?.tronApiUrl).toBeNull();
  });

  it("are printed at the start: each network's chain, its contracts and where they came from, and what is not accepted", () => {
    const settings = readChainSettings({
      ...base,
      CHAIN_NETWORK_ETHEREUM: "sepolia",
      CHAIN_TOKEN_USDT_ERC20: OWN_USDT,
      CHAIN_NETWORK_TRON: "nile",
    });
    const text = settings ? describeChainSettings(settings).join("\n") : "";
    expect(text).toContain("ethereum  eth.example (sepolia, chain id 11155111;");
    expect(text).toContain(`USDT_ERC20  ${OWN_USDT} (CHAIN_TOKEN_USDT_ERC20)`);
    expect(text).toContain(`USDC_ERC20  ${CIRCLE_SEPOLIA_USDC}`);
    expect(text).toContain("ETH         the network's own coin");
    expect(text).toContain("bsc       bsc.example (mainnet, chain id 56;");
    expect(text).toContain(`USDT_BEP20  ${TOKEN_CONTRACTS.USDT_BEP20}`);
    expect(text).toContain("tron      tron.example (nile, chain id 3448148188;");
    expect(text).toContain("TRX         counted once tron.example/wallet/gettransactionbyid calls it a TransferContract");
    expect(text).toContain("not accepted (no published contract on nile): USDC_TRC20, set CHAIN_TOKEN_USDC_TRC20");
    expect(text).not.toContain(PROVIDER_KEY);
  });

  it("hold only well-formed contracts for the test networks (EIP-55, TRON base58check)", () => {
    for (const network of ["ethereum", "bsc", "tron"] as const) {
      for (const variant of NETWORK_VARIANTS[network]) {
        for (const contract of Object.values(defaultContracts(network, variant))) {
          if (typeof contract !== "string") continue;
          expect(network === "tron" ? isTronAddress(contract) : isEvmAddress(contract), `${network} ${variant} ${contract}`).toBe(true);
        }
      }
    }
  });
});
