import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { startBenchServer } from "./processes.ts";
import { checkoutOrderPath } from "../src/shared/index.ts";
const autocannon = createRequire(import.meta.url)("autocannon");
const secs = Number(process.env.S ?? 5);
const svc = await startBenchServer("bench/serve.ts", { BENCH_STORE: process.env.STORE ?? "sqlite" });
const r = await fetch(svc.origin + "/api/v1/order/payment", { method: "POST", headers: { "X-API-Key": svc.apiKey, "Content-Type": "application/json" }, body: JSON.stringify({ integrationId: svc.integrationId, amount: "25.00", assetId: "USDT_TRC20", customer: { type: "individual", firstName: "B", lastName: "P" } }) });
const { orderId } = await r.json();
const path = checkoutOrderPath(svc.integrationId, orderId);
const first = await fetch(svc.origin + path); const body = await first.text(); const etag = first.headers.get("etag")!;
writeFileSync("/tmp/body.json", body);
const base = await startBenchServer("bench/baseline-server.ts", { BENCH_BASELINE_PATH: path, BENCH_BASELINE_BODY: "/tmp/body.json" });
const run = async (origin: string, headers: any) => { const s = origin === svc.origin ? svc : base; const c0 = await s.cpu(); const x = await autocannon({ url: origin + path, headers, connections: 10, duration: secs }); const c1 = await s.cpu(); return Math.round(x.requests.average) + " req/s " + ((c1 - c0) / x.requests.total).toFixed(1) + " µs/req " + JSON.stringify(Object.keys(x.statusCodeStats)); };
await run(svc.origin, {}); await run(base.origin, {});
for (const h of [{}, { "If-None-Match": etag }]) {
  console.log("base", await run(base.origin, h)); console.log("ours", await run(svc.origin, h)); console.log("base", await run(base.origin, h));
}
await svc.stop(); await base.stop();
