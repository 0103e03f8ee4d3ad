// Gateway mode's shared polling on both engines: the lease goes to one process at a time and
// to another once it runs out (or at once to a watcher from an idle owner); a recorded read
// queues the gateway's callback once per order and status, even when a stale write put an older
// status back in between.
import { describe, expect, it } from "vitest";
import { storeEngines } from "../../test/support/store-engines.ts";
import { specOrder, specTransaction } from "../gateway/testing.ts";
import type { Repository } from "../store/index.ts";
import { recordGatewayCreation, writeGatewayIntent } from "./gateway-links.ts";
import { readGatewayPoll, recordGatewayRead, statusCallbackId, takeGatewayLease, type GatewayCallback } from "./gateway-polls.ts";

const engines = storeEngines();

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString();
const callback: GatewayCallback = ({ integrationId, order }) => ({
  clientId: "",
  integrationId,
  orderId: order.id,
  url: "https://shop.example/hooks",
  payload: JSON.stringify({ id: order.id, status: order.status }),
});

async function linked(store: Repository, orderId: string) {
  const linkId = `link_${orderId}`.padEnd(32, "0");
  await writeGatewayIntent(store, {
    linkId,
    integrationId: "int_up",
    kind: "payment",
    assetId: "USDT_TRC20",
    amount: "25.00",
    externalId: null,
    idempotency: null,
    createdAt: at(0),
  });
  await recordGatewayCreation(store, linkId, { orderId, address: "TAddress", merchant: { name: "", url: "" } }, at(0));
}

for (const [engine, open] of engines) {
  describe(`gateway polls on ${engine}`, () => {
    it("one owner at a time; another takes the lease once it runs out, a watcher at once from an idle owner", async () => {
      const store = await open();
      const take = async (owner: string, now: number, until: number, watched = true) =>
        (await takeGatewayLease(store, "ord_lease", { owner, until: at(until), watched }, at(now))).taken;
      expect(await take("a", 0, 5)).toBe(true);
      expect(await take("b", 1, 6)).toBe(false);
      expect(await take("a", 2, 7)).toBe(true);
      expect(await take("b", 6, 11)).toBe(false);
      expect(await take("b", 8, 13)).toBe(true);
      expect(await take("a", 9, 14)).toBe(false);
      // b's page left: it polls on the slow schedule with a long lease; a's page takes it over.
      expect(await take("b", 10, 45, false)).toBe(true);
      expect(await take("c", 11, 46, false)).toBe(false);
      expect(await take("a", 11, 16)).toBe(true);
      expect(await take("b", 12, 47, false)).toBe(false);
      // Turned away, a process learns until when: it need not ask again before then.
      expect(await takeGatewayLease(store, "ord_lease", { owner: "c", until: at(17), watched: true }, at(12))).toEqual({
        taken: false,
        until: at(16),
      });
    });

    it("a status change queues its callback once, in the snapshot's transaction; a change of amounts alone queues none", async () => {
      const store = await open();
      await linked(store, "ord_cb");
      const waiting = specOrder({ id: "ord_cb" });
      const underpaid = specOrder({ id: "ord_cb", transactions: [specTransaction("4.000000")] });
      const completed = specOrder({ id: "ord_cb", status: "completed", transactions: [specTransaction("25.000000")] });
      const record = (order: typeof waiting, second: number) =>
        recordGatewayRead(store, { orderId: "ord_cb", order, readAt: at(second), callback });

      expect(await record(waiting, 1)).toEqual({ changed: true, delivery: null });
      expect(await record(waiting, 2)).toEqual({ changed: false, delivery: null });
      expect(await record(underpaid, 3)).toEqual({ changed: true, delivery: null });
      const done = await record(completed, 4);
      expect(done.delivery?.id).toBe(statusCallbackId("ord_cb", "completed"));
      expect(done.delivery).toMatchObject({ integrationId: "int_up", orderId: "ord_cb", url: "https://shop.example/hooks" });
      // An older read arriving late (a process that lost its lease mid-read) is not written back.
      expect(await record(underpaid, 3)).toEqual({ changed: false, delivery: null });
      expect((await readGatewayPoll(store, "ord_cb", at(5)))?.status).toBe("completed");
      // A stale process puts the older status back after all (its clock was ahead): the
      // completion read again is the same change, and the outbox holds its callback once.
      await record(underpaid, 30);
      expect((await record(completed, 31)).changed).toBe(true);
      const queued = (await store.outbox.list({ orderId: "ord_cb" }, 10)).map((delivery) => delivery.id);
      expect(queued.filter((id) => id === statusCallbackId("ord_cb", "completed"))).toHaveLength(1);
    });
  });
}
