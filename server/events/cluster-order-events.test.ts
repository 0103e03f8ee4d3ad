// Order changes between the workers of one primary: what a worker sends, what it does with what
// the primary passes on, and whom the primary passes it to. The real channel between real
// processes is in server/multi-process-sqlite.test.ts.
import { fork } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  createClusterOrderEvents,
  isOrderChangeMessage,
  relayOrderChange,
  type OrderChangeMessage,
  type PrimaryChannel,
} from "./cluster-order-events.ts";

function fakeChannel() {
  const sent: OrderChangeMessage[] = [];
  const listeners = new Set<(message: unknown) => void>();
  const channel: PrimaryChannel = {
    send: (message) => void sent.push(message),
    onMessage(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const hear = (message: unknown) => {
    for (const listener of listeners) listener(message);
  };
  return { channel, sent, hear, listening: () => listeners.size };
}

const ORDER = { orderId: "ord_a", integrationId: "int_a" };

describe("order events across the workers of one primary", () => {
  it("a change made here wakes this worker's readers at once and is sent to the primary", () => {
    const { channel, sent } = fakeChannel();
    const events = createClusterOrderEvents(channel);
    let woken = 0;
    events.subscribe(ORDER, () => woken++);
    events.notify("ord_a");
    events.notifyIntegration("int_b");
    events.notifyAll();
    expect(woken).toBe(2);
    expect(sent).toEqual([
      { kind: "order-changed", change: { orderId: "ord_a" } },
      { kind: "order-changed", change: { integrationId: "int_b" } },
      { kind: "order-changed", change: "all" },
    ]);
  });

  it("a change passed on by the primary wakes the readers and the caches here, and is not sent back", () => {
    const { channel, sent, hear } = fakeChannel();
    const events = createClusterOrderEvents(channel);
    let woken = 0;
    const seen: unknown[] = [];
    events.subscribe(ORDER, () => woken++);
    events.watch((change) => seen.push(change));
    hear({ kind: "order-changed", change: { orderId: "ord_a" } });
    hear({ kind: "order-changed", change: { integrationId: "int_a" } });
    hear({ kind: "order-changed", change: "all" });
    expect(woken).toBe(3);
    expect(seen).toEqual([{ orderId: "ord_a" }, { integrationId: "int_a" }, "all"]);
    expect(sent).toEqual([]);
  });

  it("ignores any other message on the channel (the primary's handed connections, say)", () => {
    const { channel, hear } = fakeChannel();
    const events = createClusterOrderEvents(channel);
    let woken = 0;
    events.subscribe(ORDER, () => woken++);
    for (const message of [
      null,
      "all",
      { kind: "handed-connection", head: "" },
      { kind: "order-changed" },
      { kind: "order-changed", change: { orderId: 7 } },
    ])
      hear(message);
    expect(woken).toBe(0);
  });

  it("once closed, it stops hearing the primary and sends nothing; its readers were woken", () => {
    const { channel, sent, listening } = fakeChannel();
    const events = createClusterOrderEvents(channel);
    let woken = 0;
    events.subscribe(ORDER, () => woken++);
    events.close();
    expect(woken).toBe(1);
    expect(listening()).toBe(0);
    events.notify("ord_a");
    expect(sent).toEqual([]);
  });

  it("the primary passes a change to every worker but the one it came from", () => {
    const got: string[] = [];
    const worker = (name: string) => ({ send: () => got.push(name) });
    const [a, b, c] = [worker("a"), worker("b"), worker("c")];
    const message = { kind: "order-changed", change: { orderId: "ord_a" } } as const;
    expect(isOrderChangeMessage(message)).toBe(true);
    relayOrderChange(message, b, [a, b, c]);
    expect(got).toEqual(["a", "c"]);
  });

  it("a worker whose primary has gone makes a change without raising an error nobody handles", async () => {
    const worker = fork(join(import.meta.dirname, "../../test/support/orphaned-worker.ts"), {
      execArgv: ["--import", "tsx"],
      stdio: "pipe",
    });
    let output = "";
    worker.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => worker.once("exit", resolve));
    expect(output).toBe("");
    expect(code).toBe(0);
  }, 30_000);
});
