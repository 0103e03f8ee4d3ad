// A body is read only after the key check and the per-client limits, and a client that trickles
// its request is cut off: raw sockets against a listening server, since app.request() hands the
// app a body that has already arrived.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../testing.ts";
import { listen } from "./listen.ts";
import { openRaw } from "../../test/support/raw-http.ts";

let server: Server;
let port: number;

beforeAll(async () => {
  server = await listen((await testApp()).app.fetch, 0, "127.0.0.1", { headersTimeoutMs: 200, requestTimeoutMs: 400 });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const open = (head: string) => openRaw(port, head);

describe("the body comes after the key", () => {
  it("answers an unauthenticated chunked body 401 before its end arrives (nothing buffered)", async () => {
    const { socket, status } = open(
      "POST /api/v1/order/payment HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n" + "x".repeat(1024) + "\r\n",
    );
    // The body never ends: only an answer given before reading it can arrive.
    expect(await status).toMatch(/^HTTP\/1\.1 401/);
    socket.destroy();
  });

  it("cuts off a request whose body trickles past the request timeout", async () => {
    const { socket, status } = open(
      "POST /_sandbox/integrations HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: sk_test_unit_0123456789abcdef\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    );
    const trickle = setInterval(() => socket.writable && socket.write(" "), 20);
    try {
      // 408 from the server (or the connection closed): either way it is over, long before 1,000 bytes at one a tick.
      expect(await status).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      clearInterval(trickle);
      socket.destroy();
    }
  });
});
