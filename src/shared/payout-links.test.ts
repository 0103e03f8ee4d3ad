import { describe, expect, it } from "vitest";
import { TOKEN_CONTRACTS } from "./asset-contracts.ts";
import { payoutWalletLinks } from "./payout-links.ts";

const EVM = "0x52908400098527886E0F7030069857D2E4169EE7";
const TRON = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";

describe("payout wallet links", () => {
  it("BNB Smart Chain's USDT: 18-decimal base units in the EIP-681 and MetaMask links, human units for Trust Wallet", () => {
    const usdt = TOKEN_CONTRACTS.USDT_BEP20 as string;
    const links = payoutWalletLinks({
      assetId: "USDT_BEP20",
      chainId: 56,
      contract: usdt,
      mainnet: true,
      destination: EVM,
      amount: "12.500000",
    });
    expect(links).toEqual({
      eip681: `ethereum:${usdt}@56/transfer?address=${EVM}&uint256=12500000000000000000`,
      metamask: `https://link.metamask.io/send/${usdt}@56/transfer?address=${EVM}&uint256=12500000000000000000`,
      trustWallet: `https://link.trustwallet.com/send?asset=c20000714_t${usdt}&address=${EVM}&amount=12.5`,
      plain: { address: EVM, amount: "12.5" },
    });
  });

  it("TRON: Trust Wallet and the plain address and amount, no EIP-681", () => {
    const links = payoutWalletLinks({
      assetId: "USDT_TRC20",
      chainId: 0,
      contract: TOKEN_CONTRACTS.USDT_TRC20,
      mainnet: true,
      destination: TRON,
      amount: "3.000000",
    });
    expect(links).toEqual({
      trustWallet: `https://link.trustwallet.com/send?asset=c195_tTR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t&address=${TRON}&amount=3`,
      plain: { address: TRON, amount: "3" },
    });
  });

  it("the native coin: value in wei, written in full; no Trust Wallet link off mainnet", () => {
    const links = payoutWalletLinks({
      assetId: "ETH",
      chainId: 11155111,
      contract: null,
      mainnet: false,
      destination: EVM,
      amount: "1500.000001",
    });
    expect(links.eip681).toBe(`ethereum:${EVM}@11155111?value=1500000001000000000000`);
    expect(links.trustWallet).toBeUndefined();
  });
});
