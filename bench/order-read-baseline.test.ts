// The order read bench's per-CPU ratio is only fair while its baseline answers what the service
// answers: the same body and the same headers, a request id among them, for the full read and
// the page's 304. These hold it to the service as the service changes.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOrderPath } from "../src/shared/index.ts";
import { listen } from "../server/http/listen.ts";
import { INTEGRATION_ID, testApp } from "../server/testing.ts";
import { startBenchServer, type BenchServer } from "./processes.ts";

// Made per answer: both must carry a request id, each its own.
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "x-request-id"]);
const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !PER_ANSWER.has(name)));

describe("the order read bench's baseline", () => {
  let service: Server;
  let baseline: BenchServer;
  let origin = "";
  let path = "";
  const dir = mkdtempSync(join(tmpdir(), "read-baseline-"));
  beforeAll(async () => {
    const t = await testApp();
    service = await listen(t.app, 0, "127.0.0.1");
    origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
    path = checkoutOrderPath(INTEGRATION_ID, (await t.createPayment()).orderId);
    writeFileSync(join(dir, "body.json"), await (await fetch(origin + path)).text());
    baseline = await startBenchServer(
      "bench/baseline-server.ts",
      { BENCH_BASELINE_PATH: path, BENCH_BASELINE_BODY: join(dir, "body.json") },
      60_000,
    );
  }, 70_000);
  afterAll(async () => {
    await baseline?.stop();
    await new Promise((done) => service?.close(done));
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the full read and the 304 with the service's body and headers, each with a request id", async () => {
    const [own, theirs] = await Promise.all([fetch(baseline.origin + path), fetch(origin + path)]);
    expect(own.status).toBe(200);
    expect(headersOf(own)).toEqual(headersOf(theirs));
    expect(await own.text()).toBe(await theirs.text());
    const etag = theirs.headers.get("etag") ?? "";
    for (const id of [undefined, "page-read-7"]) {
      const headers = { "If-None-Match": etag, ...(id ? { "X-Request-Id": id } : {}) };
      const [own304, theirs304] = await Promise.all([fetch(baseline.origin + path, { headers }), fetch(origin + path, { headers })]);
      expect([own304.status, theirs304.status]).toEqual([304, 304]);
      expect(headersOf(own304)).toEqual(headersOf(theirs304));
      for (const answer of [own, own304, theirs304]) expect(answer.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      if (id) expect([own304.headers.get("x-request-id"), theirs304.headers.get("x-request-id")]).toEqual([id, id]);
    }
  });
});
