// The order read's baseline: a plain node:http server answering one path with the same JSON,
// the same ETag logic (server/checkout/conditional.ts) and the same headers as the service,
// and nothing else. What the service's order read could be at best on this machine.
//
//   BENCH_BASELINE_PATH=/checkout/v1/... BENCH_BASELINE_BODY=<file> node --import tsx bench/baseline-server.ts
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { etagMatches, strongEtag } from "../server/http/conditional.ts";
import { SECURITY_HEADERS } from "../server/http/security-headers.ts";

const path = process.env.BENCH_BASELINE_PATH ?? "/";
const json = readFileSync(process.env.BENCH_BASELINE_BODY ?? "/dev/null", "utf8");
const etag = strongEtag(json);
const notModified = { ...SECURITY_HEADERS, ETag: etag, "Cache-Control": "no-cache" };
const ok = { ...notModified, "Content-Type": "application/json; charset=UTF-8", "Content-Length": String(Buffer.byteLength(json)) };

const server = createServer((req, res) => {
  if (req.url !== path) {
    res.writeHead(404, SECURITY_HEADERS).end();
    return;
  }
  const ifNoneMatch = req.headers["if-none-match"];
  if (etagMatches(ifNoneMatch, etag)) res.writeHead(304, notModified).end();
  else res.writeHead(200, ok).end(json);
});
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port, apiKey: "", integrationId: "", etag })}\n`);
});
process.on("message", (message: { id: number; ask: string }) => {
  let value: unknown = 0;
  if (message.ask === "memory") {
    (globalThis as { gc?: () => void }).gc?.();
    value = process.memoryUsage();
  } else if (message.ask === "cpu") {
    const { user, system } = process.cpuUsage();
    value = user + system;
  }
  process.send?.({ id: message.id, value });
});
process.on("disconnect", () => process.exit(0));
process.on("SIGTERM", () => process.exit(0));
