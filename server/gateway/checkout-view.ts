// The hosted page's order read in gateway mode: what the gateway recorded at creation (address,
// asset, amount, kind) joined with the upstream's last good read. The upstream says less than
// the sandbox: no pending transfers, no confirmations, no minimum, perhaps statuses nobody
// documented. So the page is shown what is known and nothing is invented:
// - waiting: in progress with nothing completed;
// - underpaid: in progress with completed transactions summing below the recorded amount;
// - completed (or overpaid): the upstream says completed, with the transactions' hashes;
// - any other order status is passed as it is, which the page shows as neutral "processing";
// - a transaction in a status other than completed (the only one the spec knows) is left out:
//   the page cannot tell what it means, and "detected" would be a guess.
import {
  ASSETS,
  CRYPTO_SCALE,
  NETWORKS,
  formatUnits,
  isAssetId,
  parseUnits,
  type CheckoutOrder,
  type SpecOrder,
} from "../../src/shared/index.ts";
import { mainnetChain } from "../chain/checkout-chain.ts";
import type { GatewayOrderRecord } from "./types.ts";
import { payerSafeMerchant } from "./upstream-text.ts";

/** Sums at a scale no asset exceeds; crypto amounts keep the spec's 6 digits unless they carry more. */
const SUM_SCALE = 18;
const units = (text: string) => parseUnits(text, SUM_SCALE);
function amountText(value: bigint): string {
  const full = formatUnits(value, SUM_SCALE);
  const [whole, fraction = ""] = full.split(".");
  const kept = fraction.replace(/0+$/, "");
  return `${whole}.${kept.length <= CRYPTO_SCALE ? kept.padEnd(CRYPTO_SCALE, "0") : kept}`;
}

function assetOf(assetId: string): CheckoutOrder["asset"] {
  if (isAssetId(assetId)) {
    const facts = ASSETS[assetId];
    const network = NETWORKS[facts.network];
    return {
      id: assetId,
      currencyCode: facts.currencyCode,
      displayName: facts.displayName,
      networkId: network.id,
      networkDisplayName: network.displayName,
    };
  }
  // An asset the spec does not list: named by its id, on no network the page knows (no explorer link).
  return { id: assetId, currencyCode: assetId, displayName: assetId, networkId: "unknown", networkDisplayName: "" };
}

/**
 * `upstream` null: the upstream has not answered since the creation, which the spec says leaves
 * an incoming order inProgress with no transactions.
 */
export function toGatewayCheckoutOrder(record: GatewayOrderRecord, upstream: SpecOrder | null): CheckoutOrder {
  try {
    return view(record, upstream);
  } catch {
    // An amount with more digits than any asset has cannot be summed without rounding money:
    // the page gets the order's status and no transactions rather than an error or a guess.
    return view(record, upstream && { ...upstream, transactions: [] });
  }
}

function view(record: GatewayOrderRecord, upstream: SpecOrder | null): CheckoutOrder {
  const asset = assetOf(record.assetId);
  const money = (amount: string) => ({ amount, currency: asset.currencyCode });
  const status = upstream?.status ?? "inProgress";
  const completed = (upstream?.transactions ?? []).filter((tx) => tx.status === "completed");
  const received = completed.reduce((sum, tx) => sum + units(tx.primaryAmount.amount), 0n);
  const requested = record.kind === "payment" && record.amount !== null ? units(record.amount) : null;
  const remaining = requested === null ? null : requested > received ? requested - received : 0n;
  const overpaid = requested === null ? null : received > requested ? received - requested : 0n;
  const updatedAt = upstream?.updatedAt ?? record.createdAt;
  return {
    // The page accepts only the order its link names, and the link names the gateway's id; the
    // upstream's orderId is the receipt's reference.
    id: record.linkId,
    kind: record.kind,
    status,
    asset,
    // The upstream says nothing of its chain: the mainnet it stands for, as the sandbox does.
    chain: isAssetId(record.assetId) ? mainnetChain(record.assetId) : null,
    address: record.address,
    requestedAmount: requested === null ? null : money(amountText(requested)),
    // No rate the gateway could stand behind: the page shows no fiat value.
    requestedFiatAmount: null,
    minimumAmount: null,
    receivedAmount: money(amountText(received)),
    pendingAmount: money(amountText(0n)),
    remainingAmount: remaining === null ? null : money(amountText(remaining)),
    overpaidAmount: overpaid === null ? null : money(amountText(overpaid)),
    transactions: completed.map((tx) => ({
      id: tx.id,
      hash: tx.hash,
      // The page names a sender only beside a transfer still confirming, which the gateway
      // never lists; the spec's sender is optional besides.
      senderAddress: null,
      status: tx.status,
      amount: money(amountText(units(tx.primaryAmount.amount))),
      // The spec knows nothing of confirmations: a completed transaction is complete.
      confirmations: 0,
      requiredConfirmations: 0,
      late: false,
      createdAt: tx.createdAt,
      confirmedAt: tx.updatedAt,
    })),
    // Held to the sandbox's rules again here: a link recorded before they applied is shown safe too.
    merchant: { ...payerSafeMerchant(record.merchant), supportUrl: null, supportEmail: null },
    reference: { kind: "orderId", value: record.orderId },
    createdAt: upstream?.createdAt ?? record.createdAt,
    updatedAt,
    completedAt: status === "completed" ? updatedAt : null,
  };
}
