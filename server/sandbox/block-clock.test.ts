import { describe, expect, it } from "vitest";
import type { NetworkId } from "../../src/shared/networks.ts";
import { blockIntervals, createBlockClock, MIN_BLOCK_MS, parseBlockClockSpeed, type BlockTimers } from "./block-clock.ts";

/** A hand-driven clock: `advance` runs every timer that falls due, in order, letting promises settle. */
function manualTimers() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: BlockTimers = {
    now: () => now,
    setTimeout(callback, ms) {
      const id = ++nextId;
      pending.set(id, { at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const flush = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].callback();
      await flush();
    }
    now = until;
    await flush();
  };
  return { timers, advance, pendingCount: () => pending.size };
}

const INTERVALS: Record<NetworkId, number> = { tron: 3000, ethereum: 12000, bsc: 450 };

/** A chain that confirms each watched transfer once per block, up to `required`. */
function chain(required: number) {
  const confirmations = new Map<string, number>();
  const blocks: Array<{ network: NetworkId; at: number; ids: readonly string[] }> = [];
  return {
    confirmations,
    blocks,
    onBlock(now: () => number) {
      return async (network: NetworkId, ids: readonly string[]) => {
        blocks.push({ network, at: now(), ids });
        const done: string[] = [];
        for (const id of ids) {
          const count = (confirmations.get(id) ?? 0) + 1;
          confirmations.set(id, count);
          if (count >= required) done.push(id);
        }
        return done;
      };
    },
  };
}

describe("the sandbox's block clock", () => {
  it("adds one confirmation per block at the network's own speed, and stops when none is pending", async () => {
    const { timers, advance, pendingCount } = manualTimers();
    const tron = chain(19);
    const clock = createBlockClock({ intervals: INTERVALS, timers, onBlock: tron.onBlock(timers.now) });
    clock.watch("tron", "tx_1");
    await advance(2999);
    expect(tron.confirmations.get("tx_1")).toBeUndefined();
    await advance(1);
    expect(tron.confirmations.get("tx_1")).toBe(1);
    await advance(3000 * 9);
    expect(tron.confirmations.get("tx_1")).toBe(10);
    await advance(3000 * 20);
    expect(tron.confirmations.get("tx_1")).toBe(19);
    expect(tron.blocks.map((b) => b.at)).toEqual(Array.from({ length: 19 }, (_, i) => 3000 * (i + 1)));
    expect(clock.watched("tron")).toEqual([]);
    expect(pendingCount()).toBe(0);
    clock.stop();
  });

  it("runs one clock per network: transfers on one chain share its blocks, another chain keeps its own pace", async () => {
    const { timers, advance } = manualTimers();
    const all = chain(1000);
    const clock = createBlockClock({ intervals: INTERVALS, timers, onBlock: all.onBlock(timers.now) });
    clock.watch("ethereum", "tx_eth");
    await advance(6000);
    clock.watch("tron", "tx_a");
    await advance(1500);
    clock.watch("tron", "tx_b"); // joins tron's next block, not a clock of its own
    await advance(4500 + 12_000); // t = 24000
    const of = (network: NetworkId) => all.blocks.filter((b) => b.network === network);
    expect(of("tron").map((b) => b.at)).toEqual([9000, 12000, 15000, 18000, 21000, 24000]);
    expect(of("tron")[0]!.ids).toEqual(["tx_a", "tx_b"]);
    expect(of("ethereum")).toEqual([
      { network: "ethereum", at: 12000, ids: ["tx_eth"] },
      { network: "ethereum", at: 24000, ids: ["tx_eth"] },
    ]);
    expect(all.confirmations.get("tx_b")).toBe(6);
    expect(all.confirmations.get("tx_eth")).toBe(2);
    clock.stop();
  });

  it("never bursts to catch up after a slow block, and keeps a transfer whose block failed", async () => {
    const { timers, advance } = manualTimers();
    const at: number[] = [];
    const errors: unknown[] = [];
    let call = 0;
    const clock = createBlockClock({
      intervals: INTERVALS,
      timers,
      onError: (error) => errors.push(error),
      async onBlock() {
        at.push(timers.now());
        call += 1;
        if (call === 1) {
          // A store that takes 10 s to write this block (three intervals).
          await new Promise<void>((resolve) => timers.setTimeout(resolve, 10_000));
          throw new Error("store busy");
        }
        return [];
      },
    });
    clock.watch("tron", "tx_1");
    await advance(3000 + 10_000 + 6000);
    // Block 1, due at 3000, ends at 13000 (failed); block 2 was due at 6000, so it runs at once;
    // the blocks that "should" have come in between are not made up.
    expect(errors).toHaveLength(1);
    expect(at[0]).toBe(3000);
    expect(at[1]).toBe(13000);
    // After that, never two blocks closer than the interval.
    for (let i = 2; i < at.length; i++) expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(3000);
    expect(clock.watched("tron")).toEqual(["tx_1"]);
    clock.stop();
  });

  it("stop() clears every timer and ignores later transfers", async () => {
    const { timers, advance, pendingCount } = manualTimers();
    const tron = chain(19);
    const clock = createBlockClock({ intervals: INTERVALS, timers, onBlock: tron.onBlock(timers.now) });
    clock.watch("tron", "tx_1");
    clock.watch("bsc", "tx_2");
    clock.stop();
    expect(pendingCount()).toBe(0);
    clock.watch("tron", "tx_3");
    await advance(60_000);
    expect(tron.blocks).toEqual([]);
  });
});

describe("block clock settings", () => {
  it("divides each network's block time by the speed, never below the floor", () => {
    expect(blockIntervals(1)).toEqual({ tron: 3000, ethereum: 12000, bsc: 450 });
    expect(blockIntervals(10)).toEqual({ tron: 300, ethereum: 1200, bsc: MIN_BLOCK_MS });
    expect(() => blockIntervals(0)).toThrow(/positive/);
  });

  it("reads SANDBOX_BLOCK_CLOCK: off, real time, a speed-up; refuses anything else", () => {
    expect(parseBlockClockSpeed(undefined)).toBeNull();
    expect(parseBlockClockSpeed("")).toBeNull();
    expect(parseBlockClockSpeed("0")).toBeNull();
    expect(parseBlockClockSpeed("1")).toBe(1);
    expect(parseBlockClockSpeed("10")).toBe(10);
    expect(parseBlockClockSpeed("2.5")).toBe(2.5);
    for (const bad of ["yes", "-1", "1e3", "Infinity"]) expect(() => parseBlockClockSpeed(bad)).toThrow(/SANDBOX_BLOCK_CLOCK must be/);
  });
});
