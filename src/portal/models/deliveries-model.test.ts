// @vitest-environment jsdom
// The integration's delivery list follows the outbox while its screen is open: a list read
// once kept saying "pending, 0 attempts" after the outbox had tried several times.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Delivery } from "../../shared/index.ts";
import { eventOf } from "../components/deliveries.tsx";
import { Refused } from "../lib/api.ts";
import { DeliveriesModel, Redelivery } from "./deliveries-model.ts";

const delivery = (attempts: number): Delivery => ({
  id: "msg_1",
  integrationId: "int_1",
  orderId: "ord_1",
  url: "https://shop.example/hooks",
  state: attempts < 4 ? "pending" : "failed",
  payload: JSON.stringify({ type: "order.status", timestamp: "2026-11-26T10:00:00.000Z", data: { id: "ord_1", status: "completed" } }),
  attempts: Array.from({ length: attempts }, (_, i) => ({
    at: `2026-11-26T10:00:0${i}.000Z`,
    status: 500,
    error: "receiver answered 500",
    durationMs: 3,
  })),
  nextAttemptAt: attempts < 4 ? "2026-11-26T10:01:00.000Z" : null,
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("DeliveriesModel", () => {
  it("reads the list again while the screen is open, so attempts made meanwhile show; stops when it goes", async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ data: [delivery(attempts)] }), { headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetch);
    const guarded = <T>(work: () => Promise<T>) => work();
    const model = new DeliveriesModel(guarded, "int_1");
    await vi.waitFor(() => expect(model.list.value?.[0]?.attempts).toHaveLength(0));
    attempts = 4;
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(model.list.value?.[0]?.state).toBe("failed"));
    expect(model.list.value?.[0]?.attempts).toHaveLength(4);
    const reads = fetch.mock.calls.length;
    model[Symbol.dispose]();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetch.mock.calls.length).toBe(reads);
  });
});

describe("eventOf", () => {
  it("names the callback's type and what happened, and a test event as such", () => {
    expect(eventOf(delivery(0).payload)).toBe("order.status · completed");
    expect(eventOf(JSON.stringify({ type: "order.status", data: { status: "completed", payment: { event: "late" }, test: true } }))).toBe(
      "order.status · late · test",
    );
    expect(eventOf("not json")).toBe("?");
  });
});

describe("a redelivery", () => {
  it("reads the list again and says so, or says why it was refused, with nothing left unhandled", async () => {
    const done: string[] = [];
    const redelivery = new Redelivery(
      async (id) => {
        if (id === "msg_gone") throw new Refused(404, [{ message: "No such delivery." }]);
        done.push(`sent ${id}`);
      },
      async () => void done.push("read again"),
    );
    await redelivery.redeliver("msg_1");
    expect([done, redelivery.notice.value]).toEqual([["sent msg_1", "read again"], "Queued again under the same webhook-id."]);
    await redelivery.redeliver("msg_gone");
    expect(redelivery.notice.value).toBe("No such delivery.");
  });
});
