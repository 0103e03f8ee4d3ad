// A chain-mode app for the payout tests that need no node: its watcher is never started (the
// node URL is a closed loopback port), and a payment is credited as the watcher would leave it
// (the order completed with its confirmed transaction, the balance credited) straight in the
// store, so creation, cancel and the routes are tested in milliseconds.
import { addCrypto } from "../../../src/shared/index.ts";
import { contractAccount } from "../../../server/domain/chain-codec.ts";
import { createIds } from "../../../server/domain/ids.ts";
import type { Repository } from "../../../server/store/index.ts";
import { writePayouts } from "../../../server/use-cases/chain-ticks.ts";
import type { Anvil } from "./anvil.ts";
import { startChainApp, type ChainApp } from "./chain-app.ts";

/** A chain id no public network uses, so a link built for it is visibly the test chain's. */
export const TEST_CHAIN_ID = 31337;

/** `store`: another database (PostgreSQL), left open at close; default a fresh in-memory one. */
export function startPayoutApp(env: Record<string, string> = {}, store?: Repository): Promise<ChainApp> {
  const nowhere = { url: "http://127.0.0.1:9", chainId: TEST_CHAIN_ID } as Anvil;
  return startChainApp(nowhere, "ethereum", env, store);
}

/** The order completed with `amount` received from `sender`, and its integration's balance credited. */
export async function creditAsPaid(store: Repository, orderId: string, amount: string, sender: string): Promise<void> {
  const now = new Date().toISOString();
  const written = await store.transaction(
    async (tx) => {
      const order = await tx.order(orderId, null, { lock: true });
      if (!order) throw new Error(`no order ${orderId}`);
      const balance = await tx.balance(order.integrationId, order.assetId);
      const hash = `0x${orderId
        .replace(/[^0-9a-f]/g, "")
        .padEnd(64, "a")
        .slice(0, 64)}`;
      await tx.updateOrder({
        ...order,
        status: "completed",
        updatedAt: now,
        completedAt: now,
        primaryAmount: amount,
        totalAmount: amount,
        transactions: [
          {
            id: `tx_${orderId}`,
            hash,
            status: "completed",
            createdAt: now,
            updatedAt: now,
            confirmedAt: now,
            senderAddress: sender,
            receiverAddress: order.paymentAddress ?? "",
            primaryAmount: amount,
            serviceFeeAmount: "0.000000",
            totalAmount: amount,
            secondaryAmount: "0.00",
          },
        ],
      });
      await tx.saveBalance({ ...balance, amount: addCrypto(balance.amount, amount) });
    },
    { now },
  );
  if (written.kind !== "applied") throw new Error("credit not applied");
}

/**
 * A transfer to a payout's destination as the watcher's tick reads it, written by the tick's own
 * payout write (use-cases/chain-ticks.ts): exact, a stranger's, or whatever `overrides` make it.
 */
export async function tickSees(
  store: Repository,
  payoutId: string,
  transfer: { from: string; hash: string; logIndex?: number; block?: number; baseUnits?: string },
): Promise<void> {
  const now = new Date().toISOString();
  const payout = await store.transaction(async (tx) => tx.payouts.get(payoutId, null), { now });
  if (payout.kind !== "applied" || !payout.result) throw new Error(`no payout ${payoutId}`);
  const record = payout.result;
  const written = await store.transaction(
    async (tx) =>
      writePayouts(
        tx,
        { network: record.network, required: 12 },
        {
          destinations: [record.destinationAccount],
          transfers: [
            {
              network: record.network,
              contract: record.contract === null ? null : contractAccount(record.network, record.contract),
              from: transfer.from,
              to: record.destinationAccount,
              baseUnits: transfer.baseUnits ?? record.baseUnits,
              hash: transfer.hash,
              logIndex: transfer.logIndex ?? 0,
              block: transfer.block ?? 100,
              blockHash: `0x${"b1".repeat(32)}`,
            },
          ],
          head: transfer.block ?? 100,
          verified: new Map(),
        },
        [],
        { now, ids: createIds() },
      ),
    { now },
  );
  if (written.kind !== "applied") throw new Error("tick not applied");
}
