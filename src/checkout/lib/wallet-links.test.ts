// Every generated link, for every asset, read back by a third-party parser (eth-url-parser,
// the one MetaMask mobile uses) or by URL parsing against the pinned facts: recipient, chain,
// contract and amount in base units.
import { parse } from "eth-url-parser";
import { describe, expect, it } from "vitest";
import { ASSET_IDS, ASSETS, type AssetId } from "../../shared/assets.ts";
import { TOKEN_CONTRACTS, trustAssetId } from "../../shared/asset-contracts.ts";
import { NETWORKS } from "../../shared/networks.ts";
import { baseUnits, eip681Uri, metamaskLink, trustWalletLink, walletLinks } from "./wallet-links.ts";

const EVM_TO = "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed";
const TRON_TO = "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8";
const to = (id: AssetId) => (ASSETS[id].network === "tron" ? TRON_TO : EVM_TO);
const EVM_ASSETS = ASSET_IDS.filter((id) => ASSETS[id].network !== "tron");
const TRON_ASSETS = ASSET_IDS.filter((id) => ASSETS[id].network === "tron");

/** Mainnet's chain as the order read carries it in the sandbox (TRON's id as its node answers eth_chainId). */
const onMainnet = (id: AssetId) => ({
  chainId: NETWORKS[ASSETS[id].network].chainId ?? 728126428,
  contract: TOKEN_CONTRACTS[id],
  mainnet: true,
});

/** eth-url-parser writes integers ≥ 1e21 in exponent form (MetaMask re-expands them): expand exactly. */
function expand(value: string): string {
  const m = /^(\d+)(?:\.(\d+))?e\+?(\d+)$/.exec(value);
  if (!m) return value;
  const [, whole = "", fraction = "", exp = "0"] = m;
  return (whole + fraction.padEnd(Number(exp), "0")).replace(/^0+(?=\d)/, "");
}

/** The amount in base units, written out by hand per decimals, so the test does not reuse the code under test. */
const EXPECTED_UNITS: Record<number, Record<string, string>> = {
  6: { "25": "25000000", "12.5": "12500000", "0.000001": "1", "25.500000": "25500000" },
  18: { "25": "25000000000000000000", "12.5": "12500000000000000000", "0.000001": "1000000000000", "25.500000": "25500000000000000000" },
};

describe("base units", () => {
  it.each(ASSET_IDS)("%s: converts decimal text with the asset's own decimals, as BigInt text", (id) => {
    for (const [amount, units] of Object.entries(EXPECTED_UNITS[ASSETS[id].decimals]!)) {
      expect(baseUnits(id, amount)).toBe(units);
    }
  });

  it("keeps 10^12 apart USDT on BNB Smart Chain and on Ethereum", () => {
    expect(baseUnits("USDT_BEP20", "1")).toBe("1000000000000000000");
    expect(baseUnits("USDT_ERC20", "1")).toBe("1000000");
    expect(baseUnits("USDT_TRC20", "1")).toBe("1000000");
  });

  it("never uses exponent notation, however large", () => {
    expect(baseUnits("ETH", "123456789.123456")).toBe("123456789123456000000000000");
    expect(eip681Uri({ assetId: "BNB", to: EVM_TO, amount: "1500000", chain: onMainnet("BNB") })).toBe(
      `ethereum:${EVM_TO}@56?value=1500000000000000000000000`,
    );
  });

  it("refuses more fraction digits than the asset has rather than rounding", () => {
    expect(() => baseUnits("USDT_TRC20", "0.0000001")).toThrow(RangeError);
  });
});

describe("EIP-681 and MetaMask links, read back by eth-url-parser", () => {
  it.each(EVM_ASSETS)("%s", (id) => {
    const amount = "25.5";
    const request = { assetId: id, to: EVM_TO, amount, chain: onMainnet(id) };
    const chainId = String(NETWORKS[ASSETS[id].network].chainId);
    const units = EXPECTED_UNITS[ASSETS[id].decimals]!["25.500000"];
    const uri = eip681Uri(request)!;
    const metamask = metamaskLink(request)!;
    expect(metamask.startsWith("https://link.metamask.io/send/")).toBe(true);
    for (const link of [uri, metamask.replace("https://link.metamask.io/send/", "ethereum:")]) {
      expect(link).toMatch(/[?&](value|uint256)=\d+(&|$)/);
      const parsed = parse(link);
      expect(parsed.chain_id).toBe(chainId);
      const contract = TOKEN_CONTRACTS[id];
      if (contract === null) {
        expect(parsed.target_address).toBe(EVM_TO);
        expect(parsed.function_name).toBeUndefined();
        expect(expand(parsed.parameters!.value!)).toBe(units);
      } else {
        expect(parsed.target_address).toBe(contract);
        expect(parsed.function_name).toBe("transfer");
        expect(parsed.parameters!.address).toBe(EVM_TO);
        expect(expand(parsed.parameters!.uint256!)).toBe(units);
      }
    }
  });

  it("reads back a value the parser puts in exponent form", () => {
    const parsed = parse(eip681Uri({ assetId: "ETH", to: EVM_TO, amount: "1500000", chain: onMainnet("ETH") })!);
    expect(parsed.parameters!.value).toBe("1.5e+24");
    expect(expand(parsed.parameters!.value!)).toBe("1500000000000000000000000");
  });

  it("leaves the amount out of a deposit's link", () => {
    expect(parse(eip681Uri({ assetId: "ETH", to: EVM_TO, amount: null, chain: onMainnet("ETH") })!).parameters ?? {}).toEqual({});
    expect(parse(eip681Uri({ assetId: "USDT_BEP20", to: EVM_TO, amount: null, chain: onMainnet("USDT_BEP20") })!).parameters).toEqual({
      address: EVM_TO,
    });
  });

  it.each(TRON_ASSETS)("%s: no EIP-681 or MetaMask link on TRON", (id) => {
    expect(eip681Uri({ assetId: id, to: TRON_TO, amount: "1", chain: onMainnet(id) })).toBeNull();
    expect(metamaskLink({ assetId: id, to: TRON_TO, amount: "1", chain: onMainnet(id) })).toBeNull();
  });
});

describe("Trust Wallet links, checked by URL parsing against the pinned facts", () => {
  it.each(ASSET_IDS)("%s", (id) => {
    const url = new URL(trustWalletLink({ assetId: id, to: to(id), amount: "12.500000", chain: onMainnet(id) })!);
    expect(url.origin + url.pathname).toBe("https://link.trustwallet.com/send");
    const contract = TOKEN_CONTRACTS[id];
    const coin = { ethereum: "c60", bsc: "c20000714", tron: "c195" }[ASSETS[id].network];
    expect(url.searchParams.get("asset")).toBe(contract ? `${coin}_t${contract}` : coin);
    expect(url.searchParams.get("asset")).toBe(trustAssetId(ASSETS[id].network, contract));
    expect(url.searchParams.get("address")).toBe(to(id));
    // Human units, exact, without meaningless zeros.
    expect(url.searchParams.get("amount")).toBe("12.5");
    expect([...url.searchParams.keys()].sort()).toEqual(["address", "amount", "asset"]);
  });

  it("omits the amount for a deposit", () => {
    expect(
      new URL(trustWalletLink({ assetId: "USDT_TRC20", to: TRON_TO, amount: null, chain: onMainnet("USDT_TRC20") })!).searchParams.has(
        "amount",
      ),
    ).toBe(false);
  });
});

describe("the wallets offered per asset", () => {
  it.each(ASSET_IDS)("%s", (id) => {
    const wallets = walletLinks({ assetId: id, to: to(id), amount: "1", chain: onMainnet(id) }).map((l) => l.wallet);
    const tron = ASSETS[id].network === "tron";
    const native = TOKEN_CONTRACTS[id] === null;
    expect(wallets).toEqual(tron ? ["trust"] : native ? ["metamask", "trust", "eip681"] : ["metamask", "trust"]);
  });

  it("offers only https links for tokens (custom schemes die in iframes and webviews)", () => {
    for (const id of ASSET_IDS.filter((a) => TOKEN_CONTRACTS[a] !== null)) {
      for (const link of walletLinks({ assetId: id, to: to(id), amount: "1", chain: onMainnet(id) }))
        expect(link.href.startsWith("https://")).toBe(true);
    }
  });
});

describe("on a test network, the links follow the chain the order is watched on", () => {
  const SEPOLIA_USDC = "0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238";
  const sepolia = (contract: string | null) => ({ chainId: 11155111, contract, mainnet: false });

  it("a Sepolia USDC order: MetaMask's link names Sepolia's chain id and Circle's Sepolia contract, never mainnet's", () => {
    const request = { assetId: "USDC_ERC20" as const, to: EVM_TO, amount: "25", chain: sepolia(SEPOLIA_USDC) };
    const metamask = metamaskLink(request)!;
    expect(metamask).toBe(`https://link.metamask.io/send/${SEPOLIA_USDC}@11155111/transfer?address=${EVM_TO}&uint256=25000000`);
    const parsed = parse(metamask.replace("https://link.metamask.io/send/", "ethereum:"));
    expect(parsed).toMatchObject({ chain_id: "11155111", target_address: SEPOLIA_USDC, function_name: "transfer" });
    expect(metamask).not.toContain(TOKEN_CONTRACTS.USDC_ERC20 as string);
  });

  it("offers no Trust Wallet link off mainnet: its asset ids name only mainnets", () => {
    expect(trustWalletLink({ assetId: "USDC_ERC20", to: EVM_TO, amount: "25", chain: sepolia(SEPOLIA_USDC) })).toBeNull();
    expect(walletLinks({ assetId: "USDC_ERC20", to: EVM_TO, amount: "25", chain: sepolia(SEPOLIA_USDC) }).map((l) => l.wallet)).toEqual([
      "metamask",
    ]);
    expect(walletLinks({ assetId: "ETH", to: EVM_TO, amount: "1", chain: sepolia(null) })).toEqual([
      { wallet: "metamask", href: `https://link.metamask.io/send/${EVM_TO}@11155111?value=1000000000000000000` },
      { wallet: "eip681", href: `ethereum:${EVM_TO}@11155111?value=1000000000000000000` },
    ]);
    // Nile: TRON has no MetaMask link and Trust Wallet names mainnet only, so no link at all.
    const nile = { chainId: 3448148188, contract: "TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf", mainnet: false };
    expect(walletLinks({ assetId: "USDT_TRC20", to: TRON_TO, amount: "1", chain: nile })).toEqual([]);
  });
});
