// The payout settings are checked at start with the rest of chain mode's: a malformed fee or
// declared payout address refuses the start with one line naming the variable.
import { describe, expect, it } from "vitest";
import { readPayoutSettings } from "./payout-settings.ts";

const EVM = "0x52908400098527886E0F7030069857D2E4169EE7";
const TRON = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";

describe("payout settings", () => {
  it("fees default to zero and are kept as decimal text; declared addresses are read per network", () => {
    const settings = readPayoutSettings({
      CHAIN_PAYOUT_FEE_USDT_TRC20: "1.5",
      PAYOUT_ADDRESSES_ETHEREUM: ` ${EVM} , ${EVM.toLowerCase()}`,
      PAYOUT_ADDRESSES_TRON: TRON,
    });
    expect(settings.fees.USDT_TRC20).toBe("1.500000");
    expect(settings.fees.ETH).toBe("0.000000");
    expect(settings.addresses).toEqual({ ethereum: [EVM, EVM.toLowerCase()], bsc: [], tron: [TRON] });
  });

  it.each([
    [{ CHAIN_PAYOUT_FEE_ETH: "-1" }, "CHAIN_PAYOUT_FEE_ETH=-1 is not a fee in ETH"],
    [{ CHAIN_PAYOUT_FEE_ETH: "0.0000001" }, "at most 6 fraction digits"],
    [{ CHAIN_PAYOUT_FEE_ETH: "1e3" }, "CHAIN_PAYOUT_FEE_ETH=1e3"],
    [{ PAYOUT_ADDRESSES_BSC: `${EVM},0x1234` }, "PAYOUT_ADDRESSES_BSC: entry 2 of 2 is not a BNB Smart Chain address"],
    // A mixed-case address with a wrong checksum is a typo, not an address.
    [{ PAYOUT_ADDRESSES_ETHEREUM: EVM.replace("E7", "e7") }, "PAYOUT_ADDRESSES_ETHEREUM: entry 1 of 1"],
    [{ PAYOUT_ADDRESSES_TRON: EVM }, "PAYOUT_ADDRESSES_TRON: entry 1 of 1 is not a Tron address"],
  ])("refuses %j", (env, message) => {
    expect(() => readPayoutSettings(env)).toThrow(message);
  });

  it("never repeats a long value (a key pasted on the wrong line)", () => {
    const xprv = `xprv${"9".repeat(100)}`;
    expect(() => readPayoutSettings({ CHAIN_PAYOUT_FEE_TRX: xprv })).toThrow(/not repeated/);
    try {
      readPayoutSettings({ CHAIN_PAYOUT_FEE_TRX: xprv });
    } catch (error) {
      expect(String(error)).not.toContain(xprv);
    }
  });
});
