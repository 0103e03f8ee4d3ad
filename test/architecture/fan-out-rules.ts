// The checker of the after-commit test (after-commit.test.ts): pure over a file's path and
// text, so a planted call can be tested without touching the tree.
import ts from "typescript";
import { isTestCode } from "./import-rules.ts";

/** The engines themselves (events, webhooks, the store) and the one place that drives them after a commit. */
const MAY_FAN_OUT = ["server/use-cases/after-commit.ts", "server/events/", "server/webhooks/", "server/store/"];

/** Waking readers (OrderEvents) and handing a delivery over or writing it beside a transaction (dispatcher, outbox). */
const WAKES = new Set(["notify", "notifyIntegration", "notifyAll"]);
const QUEUES = new Set(["queued"]);
const OUTBOX_WRITES = new Set(["add", "record"]);

export interface FanOut {
  file: string;
  line: number;
  call: string;
}

/** Every call in `text` that wakes readers or queues a callback outside the after-commit path. */
export function fanOutsOf(file: string, text: string): FanOut[] {
  if (isTestCode(file) || !file.startsWith("server/") || MAY_FAN_OUT.some((allowed) => file.startsWith(allowed))) return [];
  // Only a file that names one of the calls is parsed (a full parse of every file is slow).
  if (!/\b(notify|notifyIntegration|notifyAll|queued|orderChanged|add|record)\s*\(/.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: FanOut[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const name = node.expression.name.text;
      const receiver = node.expression.expression.getText(source);
      const outbox = /(^|\.)outbox$/.test(receiver) && OUTBOX_WRITES.has(name);
      if (WAKES.has(name) || QUEUES.has(name) || outbox || name === "orderChanged") {
        found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, call: `${receiver}.${name}()` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Where a database transaction may be opened: the seam itself, and the store's opening, which
 * migrates and seeds the database before the seam (and any service behind it) exists.
 */
const OPENS_TRANSACTIONS = ["server/store/transaction.ts", "server/store/open.ts", "server/store/migrations/"];

/**
 * A database transaction opened outside the store's seam (Kysely's `db.transaction()` or
 * `startTransaction()`, a raw BEGIN, or, outside the store, Kysely itself imported): every write
 * goes through store.transaction, whose commit the after-commit path follows and whose rules
 * return the records it saves; a transaction of its own would be a write nothing announces, and
 * a second pattern for the next write path to copy. Inside the store, its own writes that are no
 * rule's run through the seam's runner too (transaction.ts: `own`).
 */
export function rawTransactionsOf(file: string, text: string): FanOut[] {
  if (isTestCode(file) || !file.startsWith("server/") || OPENS_TRANSACTIONS.some((allowed) => file.startsWith(allowed))) return [];
  const inStore = file.startsWith("server/store/");
  const found: FanOut[] = [];
  text.split("\n").forEach((line, index) => {
    if (/\.transaction\(\s*\)/.test(line)) found.push({ file, line: index + 1, call: "db.transaction()" });
    if (/\.startTransaction\(/.test(line)) found.push({ file, line: index + 1, call: "db.startTransaction()" });
    if (/sql(\.raw\(\s*["'`]|`)\s*begin\b/i.test(line)) found.push({ file, line: index + 1, call: "BEGIN" });
    if (!inStore && /from\s+["']kysely["']/.test(line)) found.push({ file, line: index + 1, call: 'import "kysely"' });
  });
  return found;
}
