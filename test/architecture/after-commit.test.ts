// What follows a commit has one home (server/use-cases/after-commit.ts): the store's
// transaction says what it changed and queued, and that one place wakes the held reads and
// hands the deliveries to the dispatcher. A route or use case that wakes readers or queues a
// callback itself would be a second path, one the next write path could copy or forget: this
// test finds any such call in the service's code, and is itself tested on planted ones.
import { describe, expect, it } from "vitest";
import { fanOutsOf, rawTransactionsOf } from "./fan-out-rules.ts";
import { isTestCode, sourceFiles } from "./import-rules.ts";

/** The service's own code: its source files, tests left out. */
const serverFiles = () => sourceFiles("server").filter((file) => /\.tsx?$/.test(file.path) && !isTestCode(file.path));

describe("one after-commit path", () => {
  it("no route or use case wakes readers or queues callbacks itself", () => {
    const files = serverFiles();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => fanOutsOf(file.path, file.text));
    expect(found.map((f) => `${f.file}:${f.line} ${f.call}`)).toEqual([]);
  }, 60_000);

  it.each([
    ["server/sandbox/routes.ts", "s.events.notify(result.order.id);", "s.events.notify()"],
    ["server/api/outgoing-orders.ts", "s.events.notifyIntegration(id);", "s.events.notifyIntegration()"],
    ["server/sandbox/routes.ts", "s.events.notifyAll();", "s.events.notifyAll()"],
    ["server/use-cases/transfers.ts", "webhooks.queued(delivery);", "webhooks.queued()"],
    ["server/gateway/mode.ts", "s.webhooks.queued(delivery);", "s.webhooks.queued()"],
    ["server/sandbox/webhook-tools.ts", "await s.store.outbox.add(delivery, at);", "s.store.outbox.add()"],
    ["server/portal/order-routes.ts", "s.orderChanged(order);", "s.orderChanged()"],
  ])("finds a planted call in %s: %s", (file, line, call) => {
    expect(fanOutsOf(file, `export async function f() {\n  ${line}\n}\n`)).toEqual([{ file, line: 2, call }]);
  });

  it("leaves the engines, the after-commit path, tests and mere mentions alone", () => {
    const text = "events.notify(id); webhooks.queued(d); outbox.add(d, at);";
    expect(fanOutsOf("server/use-cases/after-commit.ts", text)).toEqual([]);
    expect(fanOutsOf("server/events/pg-order-events.ts", text)).toEqual([]);
    expect(fanOutsOf("server/webhooks/dispatcher.ts", text)).toEqual([]);
    expect(fanOutsOf("server/sandbox/routes.test.ts", text)).toEqual([]);
    expect(fanOutsOf("server/sandbox/routes.ts", "// s.events.notify(id) after the commit\nconst notify = 1;\nlist.add(x);")).toEqual([]);
  });
});

describe("one write pattern", () => {
  it("no database transaction is opened outside the store's seam", () => {
    const found = serverFiles().flatMap((file) => rawTransactionsOf(file.path, file.text));
    expect(found.map((f) => `${f.file}:${f.line} ${f.call}`)).toEqual([]);
  });

  it("finds a planted one, in the store's other files too, and leaves the seam, the opening and tests alone", () => {
    const text = 'import { sql } from "kysely";\nawait db.transaction().execute(async (tx) => {});\n';
    expect(rawTransactionsOf("server/portal/routes.ts", text).map((f) => f.call)).toEqual(['import "kysely"', "db.transaction()"]);
    // The store may use Kysely, but only its seam opens a transaction.
    expect(rawTransactionsOf("server/store/portal-store.ts", text).map((f) => f.call)).toEqual(["db.transaction()"]);
    expect(rawTransactionsOf("server/store/kysely-repository.ts", "const tx = await db.startTransaction().execute();")).toHaveLength(1);
    expect(rawTransactionsOf("server/store/portal-records.ts", "await sql`begin immediate`.execute(db);")).toHaveLength(1);
    expect(rawTransactionsOf("server/store/transaction.ts", text)).toEqual([]);
    expect(rawTransactionsOf("server/store/open.ts", text)).toEqual([]);
    expect(rawTransactionsOf("server/portal/routes.test.ts", text)).toEqual([]);
    expect(rawTransactionsOf("server/use-cases/refunds.ts", "await store.transaction(async (tx) => tx.order(id, null), options);")).toEqual(
      [],
    );
  });
});
