// The signer's journal of TRON top-ups (kit/signer/src/tron-journal.ts): which journaled top-ups
// are still on their way (in no block, not refused, not expired by the chain's clock), summed by
// order address; the file beside the seed's, only its owner's, a line cut short by a crash
// ignored, and a rewrite that keeps only what is still on its way.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { JOURNAL_FILE, journalBeside, openJournal, type TopUpEntry, topUpsOnTheirWay } from "../../kit/signer/src/tron-journal.ts";

const id = (n: number) => n.toString(16).padStart(64, "0");
const entry = (n: number, to: string, amount: string, expiration = 1_000_000): TopUpEntry => ({
  kind: "topUp",
  from: "TGas",
  to,
  amount,
  txID: id(n),
  at: "2026-11-29T04:00:00.000Z",
  expiration,
});

describe("the top-ups on their way", () => {
  it("are the journaled ones in no block and not expired, summed by address", () => {
    const entries = [entry(1, "TA", "1500000"), entry(2, "TA", "200"), entry(3, "TB", "7"), entry(4, "TC", "9", 500), entry(5, "TD", "1")];
    const states = new Map([
      [id(1), { included: false }],
      [id(2), { included: false }],
      [id(3), { included: true }],
      [id(4), { included: false }],
    ]);
    const ways = topUpsOnTheirWay(entries, states, 999);
    // TB's is in a block (its TRX is in the balance now), TC's expired by the chain's clock (it
    // never will be), TD's was not asked about (nothing known is not "on its way").
    expect([...ways.keys()]).toEqual(["TA"]);
    expect(ways.get("TA")).toEqual({
      amount: 1_500_200n,
      txs: [
        { txID: id(1), expiration: 1_000_000 },
        { txID: id(2), expiration: 1_000_000 },
      ],
    });
    expect(topUpsOnTheirWay(entries, states, 1_000_001).size).toBe(0);
  });
});

describe("the journal's file", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("lies beside the seed's file, only its owner's; refused top-ups and a torn last line are left out; keep() rewrites it", () => {
    const dir = mkdtempSync(join(tmpdir(), "signer-journal-"));
    dirs.push(dir);
    const path = journalBeside(join(dir, "shop-seed"));
    expect(path).toBe(join(dir, JOURNAL_FILE));
    const journal = openJournal(path);
    expect(journal.entries()).toEqual([]);
    journal.sending(entry(1, "TA", "10"));
    journal.sending(entry(2, "TB", "20"));
    journal.refused(id(2));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    // A crash in the middle of writing a line: the top-up it named was never broadcast.
    appendFileSync(path, '{"kind":"topUp","from":"TGas","to":"TC"');
    expect(journal.entries()).toEqual([entry(1, "TA", "10")]);
    journal.keep([]);
    expect(readFileSync(path, "utf8")).toBe("");
    expect(statSync(path).mode & 0o777).toBe(0o600);
    journal.sending(entry(3, "TD", "30"));
    expect(journal.entries()).toEqual([entry(3, "TD", "30")]);
  });

  it("refuses to write an entry that is not one (an amount that is not whole sun)", () => {
    const dir = mkdtempSync(join(tmpdir(), "signer-journal-"));
    dirs.push(dir);
    expect(() => openJournal(join(dir, JOURNAL_FILE)).sending(entry(1, "TA", "1.5"))).toThrow();
  });
});
