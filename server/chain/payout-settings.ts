// Chain mode's payout settings, read at start with the rest: the service's own fee per asset
// (CHAIN_PAYOUT_FEE_<ASSET>, decimal text, default 0; the merchant's wallet pays the network's)
// and the operator's declared payout addresses per network (PAYOUT_ADDRESSES_<NETWORK>, comma
// separated): wallets besides the xpub's own whose transfers may complete a payout. A malformed
// value refuses the start with one line naming the variable, as every chain setting does.
import { accountOfAddress } from "../domain/payouts.ts";
import {
  ASSET_IDS,
  CRYPTO_SCALE,
  NETWORKS,
  fractionDigits,
  isDecimalText,
  isValidAddress,
  toCryptoText,
  type AssetId,
  type NetworkId,
} from "../../src/shared/index.ts";

export interface PayoutSettings {
  /** The service's own fee per asset, decimal text with 6 fraction digits ("0.000000" when unset). */
  fees: Record<AssetId, string>;
  /** Declared payout addresses per network, as written (checked for the network's format). */
  addresses: Record<NetworkId, string[]>;
}

const NETWORK_SUFFIX: Record<NetworkId, string> = { ethereum: "ETHEREUM", bsc: "BSC", tron: "TRON" };

function fee(env: Record<string, string | undefined>, assetId: AssetId): string {
  const name = `CHAIN_PAYOUT_FEE_${assetId}`;
  const text = (env[name] ?? "").trim();
  if (text === "") return toCryptoText("0");
  if (!isDecimalText(text) || fractionDigits(text) > CRYPTO_SCALE || text.length > 24) {
    const shown = text.length <= 24 ? `${name}=${text}` : `${name} (a value of ${text.length} characters, not repeated)`;
    throw new Error(`${shown} is not a fee in ${assetId}: decimal text such as 0.5, at most ${CRYPTO_SCALE} fraction digits`);
  }
  return toCryptoText(text);
}

function addresses(env: Record<string, string | undefined>, network: NetworkId): string[] {
  const name = `PAYOUT_ADDRESSES_${NETWORK_SUFFIX[network]}`;
  const text = (env[name] ?? "").trim();
  if (text === "") return [];
  const list = text.split(",").map((part) => part.trim());
  const format = NETWORKS[network].addressFormat;
  list.forEach((address, k) => {
    // An all-lower-case EVM address carries no checksum and is accepted, as for a refund's destination.
    if (!isValidAddress(address, format, { allowUnchecksummed: true })) {
      const expected = format === "tron" ? "a base58check address starting with T" : "0x and 40 hex digits (EIP-55 if mixed-case)";
      throw new Error(
        `${name}: entry ${k + 1} of ${list.length} is not a ${NETWORKS[network].displayName} address: expected ${expected}, comma separated`,
      );
    }
  });
  return list;
}

export function readPayoutSettings(env: Record<string, string | undefined>): PayoutSettings {
  const fees = Object.fromEntries(ASSET_IDS.map((id) => [id, fee(env, id)])) as Record<AssetId, string>;
  const declared = Object.fromEntries(
    (Object.keys(NETWORK_SUFFIX) as NetworkId[]).map((network) => [network, addresses(env, network)]),
  ) as Record<NetworkId, string[]>;
  return { fees, addresses: declared };
}

/** The declared payout addresses as the accounts transfers carry (40 lower-case hex digits). */
export function declaredPayers(addresses: Record<NetworkId, string[]>): Record<NetworkId, string[]> {
  return Object.fromEntries(
    (Object.keys(addresses) as NetworkId[]).map((network) => [network, addresses[network].map((a) => accountOfAddress(network, a))]),
  ) as Record<NetworkId, string[]>;
}
