// A local journal of the TRON top-ups a sweep sent. An EVM node's pending nonce tells a rerun
// that a transaction is on its way; java-tron says nothing of a transaction until it is in a
// block, so a rerun before the earlier run's top-ups were included would find the order
// addresses still without their fee and top them up again. Each top-up is written here before
// it is broadcast (a crash between the two leaves an entry whose transaction the chain never
// sees, and that expires with it), and a rerun counts a journaled top-up as on its way until the
// chain has it in a block, or the node refused it, or its expiration passed by the chain's clock.
// One JSON line per event in a file only its owner can read, beside the seed's file: addresses,
// amounts, transaction ids and times, never a secret, a key or a signature.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeFileSync, writeSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { z } from "zod";

export const JOURNAL_FILE = "crypto-checkout-signer-top-ups.jsonl";

export const TopUpEntry = z.object({
  kind: z.literal("topUp"),
  /** The gas address and the order address (T… base58). */
  from: z.string(),
  to: z.string(),
  /** Sun. */
  amount: z.string().regex(/^\d+$/),
  txID: z.string().regex(/^[0-9a-f]{64}$/),
  /** When it was sent (ISO), and its expiration in the chain's milliseconds. */
  at: z.string(),
  expiration: z.number().int(),
});
export type TopUpEntry = z.infer<typeof TopUpEntry>;

const RefusedEntry = z.object({ kind: z.literal("refused"), txID: z.string() });
const JournalLine = z.discriminatedUnion("kind", [TopUpEntry, RefusedEntry]);

/** The journal of the sweep run with this seed file: in the seed's own folder. */
export function journalBeside(secretFile: string): string {
  return join(dirname(resolve(secretFile)), JOURNAL_FILE);
}

/** What the chain says of a journaled top-up now. */
export interface TopUpState {
  /** In a block (whether it succeeded or failed: either way it is no longer on its way). */
  included: boolean;
}

export interface OnItsWay {
  /** Sun still to arrive. */
  amount: bigint;
  /** The top-ups' transactions, each with its expiration (the chain's milliseconds). */
  txs: Array<{ txID: string; expiration: number }>;
}

/**
 * The top-ups still on their way, by order address: journaled, not refused, in no block yet,
 * and not expired at the chain's time `chainNowMs` (an expired transaction never enters a block).
 */
export function topUpsOnTheirWay(entries: readonly TopUpEntry[], states: ReadonlyMap<string, TopUpState>, chainNowMs: number) {
  const out = new Map<string, OnItsWay>();
  for (const entry of entries) {
    if (states.get(entry.txID)?.included !== false || entry.expiration < chainNowMs) continue;
    const found = out.get(entry.to) ?? { amount: 0n, txs: [] };
    found.amount += BigInt(entry.amount);
    found.txs.push({ txID: entry.txID, expiration: entry.expiration });
    out.set(entry.to, found);
  }
  return out;
}

export interface TopUpJournal {
  readonly path: string;
  /** The top-ups journaled and not refused. */
  entries(): TopUpEntry[];
  /** Written (and flushed to disk) before the top-up is broadcast. */
  sending(entry: TopUpEntry): void;
  /** The node refused the broadcast: it never enters a block. */
  refused(txID: string): void;
  /** Rewrites the journal with only these entries (those still on their way). */
  keep(entries: readonly TopUpEntry[]): void;
}

function append(path: string, line: string): void {
  const fd = openSync(path, "a", 0o600);
  try {
    writeSync(fd, `${line}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function openJournal(path: string): TopUpJournal {
  const read = (): TopUpEntry[] => {
    if (!existsSync(path)) return [];
    const refused = new Set<string>();
    const entries: TopUpEntry[] = [];
    for (const text of readFileSync(path, "utf8").split("\n")) {
      if (text.trim() === "") continue;
      let parsed: ReturnType<typeof JournalLine.safeParse>;
      try {
        parsed = JournalLine.safeParse(JSON.parse(text));
      } catch {
        // A line cut short by a crash mid-write: its top-up was never broadcast (the line comes first).
        continue;
      }
      if (!parsed.success) continue;
      if (parsed.data.kind === "refused") refused.add(parsed.data.txID);
      else entries.push(parsed.data);
    }
    return entries.filter(({ txID }) => !refused.has(txID));
  };
  return {
    path,
    entries: read,
    sending(entry) {
      append(path, JSON.stringify(TopUpEntry.parse(entry)));
    },
    refused(txID) {
      append(path, JSON.stringify({ kind: "refused", txID }));
    },
    keep(entries) {
      // Written whole then renamed over: a crash leaves the old journal or the new, never half of one.
      const next = `${path}.next`;
      writeFileSync(next, entries.map((entry) => `${JSON.stringify(entry)}\n`).join(""), { mode: 0o600 });
      renameSync(next, path);
    },
  };
}
