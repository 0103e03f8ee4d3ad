// The watcher's bulk reads against the database's limits: SQLite binds at most 32,766 variables
// in one statement, and a tick after an outage can hold more transactions than that (one-log
// transactions by the thousand); a read that binds them all at once fails every later tick the
// same way, and detection on that network stops for good.
import { describe, expect, it } from "vitest";
import type { ChainTransferRecord } from "../domain/chain-transfers.ts";
import { testRepository } from "../testing.ts";

const now = "2026-11-28T00:00:00.000Z";
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const record = (n: number): ChainTransferRecord => ({
  network: "ethereum",
  txHash: hashOf(n),
  logIndex: 0,
  blockNumber: 100 + Math.floor(n / 1000),
  blockHash: `0x${"ab".repeat(32)}`,
  from: "11".repeat(20),
  to: "22".repeat(20),
  contract: "33".repeat(20),
  value: "1",
  state: "unexpected",
  orderId: null,
  assetId: null,
  reason: "test",
  confirmations: 1,
  seenAt: now,
  updatedAt: now,
});

// SQLite only: PostgreSQL binds up to 65,535, and 33,000 saves there make a slow test of nothing more.
describe("chain records on SQLite", () => {
  it("reads 33,000 transfers by hash in one call (more than SQLite binds in one statement)", async () => {
    const store = await testRepository();
    const count = 33_000;
    await store.transaction(
      async (tx) => {
        for (let n = 0; n < count; n++) await tx.chain.saveTransfer(record(n));
      },
      { now },
    );
    // Every hash asked for, plus some never seen: all the known ones come back, once each.
    const hashes = Array.from({ length: count + 100 }, (_, n) => hashOf(n));
    const found = await store.chain.transfersByHash("ethereum", hashes);
    expect(found.length).toBe(count);
    expect(new Set(found.map((t) => t.txHash)).size).toBe(count);
    await store.close();
  }, 60_000);
});
