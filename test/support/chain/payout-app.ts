// A chain-mode app for the payout tests that need no node: its watcher is never started (the
// node URL is a closed loopback port), and a payment is credited as the watcher would leave it
// (the order completed with its confirmed transaction, the balance credited) straight in the
// store, so creation, cancel and the routes are tested in milliseconds.
import { addCrypto } from "../../../src/shared/index.ts";
import type { Repository } from "../../../server/store/index.ts";
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
