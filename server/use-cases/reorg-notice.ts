// The merchant's mail when a reorg took the block of a transfer already credited to one of its
// orders: the credit stands (the service never reverses one), so the merchant has to hear of it
// to check before shipping or paying out against it. Queued in the tick's own transaction, only
// by the tick that flagged the transfer; one per transfer and flag, however often it is saved.
import { ASSETS, NETWORKS } from "../../src/shared/index.ts";
import { shownHash, unitsToCrypto } from "../domain/chain-codec.ts";
import type { ChainTransferRecord } from "../domain/chain-transfers.ts";
import type { OrderRecord } from "../domain/types.ts";
import { reorgAfterCreditMail } from "../mail/messages.ts";
import type { Notice } from "../store/index.ts";

/** Whether this tick (at `now`) is the one that flagged `t`: a credit whose block a reorg replaced, in no block now. */
export function flaggedNow(t: ChainTransferRecord, now: string): boolean {
  return t.state === "credited" && t.orderId !== null && t.reorgedAfterCredit === now && t.reincludedAt === undefined;
}

export function reorgAfterCreditNotice(t: ChainTransferRecord, order: OrderRecord): Notice {
  const assetId = t.assetId ?? order.assetId;
  return {
    clientId: order.clientId,
    kind: "reorgs",
    key: `reorg-after-credit:${t.network}:${t.txHash}:${t.logIndex}:${t.reorgedAfterCredit ?? ""}`,
    content: (origin, language) =>
      reorgAfterCreditMail(
        {
          orderId: order.id,
          network: NETWORKS[t.network].displayName,
          blockNumber: t.blockNumber,
          hash: shownHash(t.network, t.txHash),
          amount: unitsToCrypto(t.value, ASSETS[assetId].decimals),
          currency: ASSETS[assetId].currencyCode,
        },
        origin,
        language,
      ),
  };
}
