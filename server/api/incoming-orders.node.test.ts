// An order's creation over a real socket, where its answer is built with every header at once
// (http/answer.ts apiJson) instead of through the middleware: the same headers either way.
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { IncomingOrderCreated } from "../../src/shared/index.ts";
import { listenNode } from "../http/node-listener.ts";
import { SECURITY_HEADERS } from "../http/security-headers.ts";
import { CUSTOMER, INTEGRATION_ID, ORIGIN, TEST_KEY, testApp } from "../testing.ts";

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function served() {
  const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: null } });
  const server = await listenNode(t.app, 0, "127.0.0.1");
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { t, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("POST /api/v1/order/payment and /deposit over a socket", () => {
  for (const kind of ["payment", "deposit"] as const) {
    it(`answers a ${kind} order's 201 with the security headers, no-store, JSON (and its length on the socket), as app.request() does`, async () => {
      const { t, origin } = await served();
      const body = JSON.stringify({
        integrationId: INTEGRATION_ID,
        assetId: "USDT_TRC20",
        customer: CUSTOMER,
        ...(kind === "payment" ? { amount: "25.50" } : {}),
      });
      const init = { method: "POST", headers: { "X-API-Key": TEST_KEY, "Content-Type": "application/json" }, body };
      const overSocket = await fetch(`${origin}/api/v1/order/${kind}`, init);
      const inProcess = await t.app.request(`/api/v1/order/${kind}`, init);
      for (const res of [overSocket, inProcess]) {
        expect(res.status).toBe(201);
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(res.headers.get("content-type")).toBe("application/json");
        const text = await res.text();
        // app.request()'s Response carries no length; the adapter adds it on the socket.
        if (res === overSocket) expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(text)));
        expect(IncomingOrderCreated.parse(JSON.parse(text)).paymentLink).toContain(
          `${ORIGIN}/pay?integrationId=${INTEGRATION_ID}&orderId=`,
        );
      }
    });
  }
});
