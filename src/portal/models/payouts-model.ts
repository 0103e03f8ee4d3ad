// The Payouts screen's state: the client's payouts as the service lists them (open ones first,
// then the rest, page by page through its cursor), and the cancel of one that is still awaiting
// the wallet or the answer to a stranger's transfer on one, after each of which the list is read
// again so the screen shows what the service holds.
import { computed, createModel, signal } from "@preact/signals";
import { PayoutItem, PayoutList } from "../../shared/index.ts";
import { call } from "../lib/api.ts";

const BASE = "/portal/api/payouts";
const OPEN: ReadonlySet<string> = new Set(["awaitingPayment", "seen"]);

export const isOpenPayout = (item: PayoutItem): boolean => OPEN.has(item.payout.state);

export const PayoutsModel = createModel((guarded: <T>(work: () => Promise<T>) => Promise<T>) => {
  const items = signal<PayoutItem[] | null>(null);
  const nextCursor = signal<string | null>(null);
  const failed = signal(false);
  const open = computed(() => (items.value ?? []).filter(isOpenPayout));
  const done = computed(() => (items.value ?? []).filter((item) => !isOpenPayout(item)));
  async function page(cursor: string | null): Promise<PayoutList> {
    return guarded(() => call("GET", cursor === null ? BASE : `${BASE}?cursor=${encodeURIComponent(cursor)}`, PayoutList));
  }
  async function load(): Promise<void> {
    try {
      const first = await page(null);
      items.value = first.items;
      nextCursor.value = first.nextCursor;
      failed.value = false;
    } catch {
      failed.value = true;
    }
  }
  return {
    items,
    open,
    done,
    nextCursor,
    failed,
    load,
    async more(): Promise<void> {
      const cursor = nextCursor.value;
      const before = items.value ?? [];
      if (cursor === null) return;
      try {
        const next = await page(cursor);
        items.value = [...before, ...next.items];
        nextCursor.value = next.nextCursor;
      } catch {
        failed.value = true;
      }
    },
    /**
     * The merchant's answer to a stranger's transfer recorded on a payout: mark the payout paid
     * with it, or not this one. Refused (a step-up wanted, answered already): the error goes to the form that asked.
     */
    async answer(orderId: string, transfer: { hash: string; logIndex: number }, answer: "markPaid" | "notThisOne"): Promise<void> {
      const path = `${BASE}/${encodeURIComponent(orderId)}/${answer === "markPaid" ? "mark-paid" : "not-this-one"}`;
      await guarded(() => call("POST", path, PayoutItem, { hash: transfer.hash, logIndex: transfer.logIndex }));
      await load();
    },
    /** Refused (a step-up wanted, or the payout was seen meanwhile): the error goes to the form that asked. */
    async cancel(orderId: string): Promise<void> {
      await guarded(() => call("POST", `${BASE}/${encodeURIComponent(orderId)}/cancel`, PayoutItem));
      await load();
    },
  };
});
export type PayoutsModel = InstanceType<typeof PayoutsModel>;
