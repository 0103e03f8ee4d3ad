// The order read's baseline: a plain node:http server answering one path with the same JSON,
// the same ETag logic (server/http/conditional.ts) and the same headers as the service, its
// request id among them (the one sent when it is a safe token, else one made, as
// server/logs/request-id.ts does), and nothing else. What the service's order read could be at
// best on this machine: the headers go to writeHead() as a list of names and values, the
// quickest way node:http takes one header more than a constant object holds.
//
// It also takes creations (any POST): it reads the body, parses it, and answers 201 a
// millisecond later, as if the commit had run elsewhere. So a burst of creations sent to it
// costs its reads only what any one event loop pays to take those requests in and answer them:
// the floor of the reads-during-a-burst measure for a service on one loop (bench/creation.ts).
//
//   BENCH_BASELINE_PATH=/checkout/v1/... BENCH_BASELINE_BODY=<file> node --import tsx bench/baseline-server.ts
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { etagMatches, strongEtag } from "../server/http/conditional.ts";
import { SECURITY_HEADERS } from "../server/http/security-headers.ts";
import { holdTickObjectMaps } from "../server/http/tick-objects.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "../server/logs/request-id.ts";

const path = process.env.BENCH_BASELINE_PATH ?? "/";
const json = readFileSync(process.env.BENCH_BASELINE_BODY ?? "/dev/null", "utf8");
const etag = strongEtag(json);
const notModified = { ...SECURITY_HEADERS, ETag: etag, "Cache-Control": "no-cache" };
const ok = { ...notModified, "Content-Type": "application/json; charset=UTF-8", "Content-Length": String(Buffer.byteLength(json)) };
const notModifiedList = Object.entries(notModified).flat();
const okList = Object.entries(ok).flat();

/** The commit a creation would wait for, elsewhere: the event loop is free meanwhile. */
const COMMIT_MS = 1;

// As the service does (server/http/listen.ts): the best this machine does keeps nextTick fast.
holdTickObjectMaps();
const server = createServer((req, res) => {
  if (req.method === "POST") {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const { amount } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { amount?: unknown };
      const created = JSON.stringify({ orderId: `ord_${randomBytes(16).toString("base64url")}`, amount });
      setTimeout(
        () => res.writeHead(201, { ...SECURITY_HEADERS, "Content-Type": "application/json; charset=UTF-8" }).end(created),
        COMMIT_MS,
      );
    });
    return;
  }
  if (req.url !== path) {
    res.writeHead(404, SECURITY_HEADERS).end();
    return;
  }
  const ifNoneMatch = req.headers["if-none-match"];
  const requestId = requestIdOf(req.headers["x-request-id"]);
  if (etagMatches(ifNoneMatch, etag)) res.writeHead(304, [...notModifiedList, REQUEST_ID_HEADER, requestId]).end();
  else res.writeHead(200, [...okList, REQUEST_ID_HEADER, requestId]).end(json);
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
