// Where a refund may go back to: the senders of the order's credited transfers, the sender of
// the largest first, leaving out dust. Anyone can send a payment address a speck of a token
// from an address made to look like the payer's (the same first and last characters): were the
// latest or every sender offered, a refund could go to the look-alike. Dust is what no payer
// pays with: below 1 % of the order's amount, or below the asset's floor, whichever is higher.
import { type AssetId, basisPointsOf, compareCrypto, type PortalOrder } from "../../shared/index.ts";

/** The share of the order's amount below which a transfer is dust: 1 % (100 basis points). */
const DUST_BASIS_POINTS = 100n;

/**
 * The least a transfer may be and not be dust, whatever the order's amount: a cent for a
 * stablecoin; for a network's own coin a few cents' worth at the prices of late 2026 (a floor
 * against specks, not a price: for any real order the 1 % share is what decides).
 */
export const DUST_FLOOR: Record<AssetId, string> = {
  TRX: "0.1",
  ETH: "0.00001",
  BNB: "0.0001",
  USDT_TRC20: "0.01",
  USDC_TRC20: "0.01",
  USDT_ERC20: "0.01",
  USDC_ERC20: "0.01",
  USDT_BEP20: "0.01",
  USDC_BEP20: "0.01",
  BUSD_BEP20: "0.01",
};

/** Below this a credited transfer of an order of `orderAmount` (decimal text) is dust. */
export function dustBelow(orderAmount: string, assetId: AssetId): string {
  const share = basisPointsOf(orderAmount, DUST_BASIS_POINTS);
  return compareCrypto(share, DUST_FLOOR[assetId]) > 0 ? share : DUST_FLOOR[assetId];
}

/** The senders a refund is offered to, the sender of the largest credited transfer first; none for dust alone. */
export function refundDestinations(senders: PortalOrder["creditedSenders"], orderAmount: string, assetId: AssetId): string[] {
  const floor = dustBelow(orderAmount, assetId);
  return [...senders]
    .filter((sender) => compareCrypto(sender.largest, floor) >= 0)
    .sort((a, b) => compareCrypto(b.largest, a.largest))
    .map((sender) => sender.address);
}
