// What one integration's settings change costs a process holding many order reads: the held
// reads it wakes, the orders it reads again, and how long the event loop is busy doing so.
//
// In process (createApp over in-memory SQLite, app.request: no sockets), BENCH_HELD held reads
// (default 1,000), each its own payment order, all of one integration. Then a payment settings
// change (a support e-mail), first of another integration ("other"), then of that one ("own",
// where every page does show the change). For each: the PUT's answer time, the orders read
// again, the held reads answered, how long the fan-out ran after the PUT's answer, and the
// process's CPU time from the PUT to its end (CPU rather than wall time alone: on a shared,
// loaded machine the wall clock mostly measures the neighbours). A /healthz request sent right
// after the PUT's answer is timed too. Prints one JSON line per case; asserts nothing.
//
//   npx tsx bench/settings-wake.ts        (BENCH_HELD=10000 for the bigger case)
import { performance } from "node:perf_hooks";
import { checkoutOrderPath } from "../src/shared/index.ts";
import { INTEGRATION_ID, testApp } from "../server/testing.ts";

const HELD = Number(process.env.BENCH_HELD ?? 1_000);
/** The fan-out is over once nothing happened for this long. */
const QUIET_MS = 200;

type TestApp = Awaited<ReturnType<typeof testApp>>;

const round = (n: number) => Math.round(n * 10) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the fan-out is over: no order read and no held read answered for QUIET_MS.
 * Returns when the last of them happened, on the performance clock.
 */
async function quiet(progress: () => number): Promise<number> {
  let seen = progress();
  let lastChange = performance.now();
  while (performance.now() - lastChange < QUIET_MS) {
    await sleep(2);
    const now = progress();
    if (now !== seen) {
      seen = now;
      lastChange = performance.now();
    }
  }
  return lastChange;
}

async function measure(t: TestApp, label: string, changed: string, reads: () => number, answered: () => number) {
  const readsBefore = reads();
  const answeredBefore = answered();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const put = await t.call("PUT", `/_sandbox/integrations/${changed}/payment-settings`, { supportEmail: `help-${label}@shop.example` });
  const putMs = performance.now() - started;
  if (put.status !== 200) throw new Error(`settings change failed: ${put.status} ${await put.text()}`);
  const healthStarted = performance.now();
  await t.app.request("/healthz");
  const healthzMs = performance.now() - healthStarted;
  const last = await quiet(() => reads() + answered());
  const used = process.cpuUsage(cpu);
  return {
    case: label,
    held: HELD,
    putMs: round(putMs),
    healthzMs: round(healthzMs),
    /** From the PUT to the last order read again or held read answered (0: none happened after the PUT's answer). */
    fanOutMs: round(Math.max(0, last - started - putMs)),
    /** CPU of the whole process from the PUT to the end of the fan-out (the PUT's own included). */
    cpuMs: round((used.user + used.system) / 1000),
    ordersReadAgain: reads() - readsBefore,
    heldReadsAnswered: answered() - answeredBefore,
  };
}

async function main(): Promise<void> {
  const t = await testApp({ config: { publicOrigin: "http://127.0.0.1", distDir: null, maxHeldReads: HELD * 2 } });
  const store = t.app.services.store;
  const getOrder = store.getOrder.bind(store);
  let reads = 0;
  store.getOrder = (id: string) => {
    reads++;
    return getOrder(id);
  };
  const other = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Other", url: "https://other.example" }));
  let answered = 0;
  for (let i = 0; i < HELD; i++) {
    const { orderId } = await t.createPayment();
    const path = checkoutOrderPath(INTEGRATION_ID, orderId);
    const etag = (await t.app.request(path)).headers.get("ETag") ?? "";
    void Promise.resolve(t.app.request(path, { headers: { "If-None-Match": etag, Prefer: "wait=25" } })).then(() => answered++);
  }
  while (t.app.services.heldReads.size() < HELD) await new Promise((resolve) => setTimeout(resolve, 10));
  console.log(
    JSON.stringify(
      await measure(
        t,
        "other",
        other.id,
        () => reads,
        () => answered,
      ),
    ),
  );
  console.log(
    JSON.stringify(
      await measure(
        t,
        "own",
        INTEGRATION_ID,
        () => reads,
        () => answered,
      ),
    ),
  );
  t.app.services.events.close();
}

await main();
