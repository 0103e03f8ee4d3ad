// A body is read only after the key check and the per-client limits, and a client that trickles
// its request is cut off: raw sockets against a listening server, since app.request() hands the
// app a body that has already arrived.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp } from "../testing.ts";
import { listen } from "./listen.ts";
import { openRaw, sendRaw } from "../../test/support/raw-http.ts";

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
      "POST /api/v1/order/payment HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n" +
        "x".repeat(1024) +
        "\r\n",
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

describe("the body as node:http delivers it (read from the socket, not through a fetch Request)", () => {
  const KEY = "X-API-Key: sk_test_unit_0123456789abcdef\r\n";
  const chunk = (bytes: Buffer) => Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]);

  it("refuses a chunked body that passes 64 KiB with 413 and the error array, without a Content-Length to go by", async () => {
    const piece = Buffer.from("x".repeat(16 * 1024));
    const body = Buffer.concat([
      chunk(Buffer.from('{"name":"')),
      ...Array.from({ length: 8 }, () => chunk(piece)),
      Buffer.from("0\r\n\r\n"),
    ]);
    const head = `POST /_sandbox/integrations HTTP/1.1\r\nHost: 127.0.0.1\r\n${KEY}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
    const answer = await sendRaw(port, Buffer.concat([Buffer.from(head), body]));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual([expect.objectContaining({ code: "wrongData", field: "body" })]);
  });

  it("reads UTF-8 split inside a character across chunks, and drops a leading byte order mark, as a fetch Request's text() does", async () => {
    const json = Buffer.from(`\uFEFF${JSON.stringify({ name: "Café ☕ Ünïcode", url: "https://shop.example/" })}`);
    const cut = json.indexOf(Buffer.from("☕")) + 1;
    const head = `POST /_sandbox/integrations HTTP/1.1\r\nHost: 127.0.0.1\r\n${KEY}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`;
    const answer = await sendRaw(
      port,
      Buffer.concat([Buffer.from(head), chunk(json.subarray(0, cut)), chunk(json.subarray(cut)), Buffer.from("0\r\n\r\n")]),
    );
    expect(answer.status, answer.body).toBe(201);
    expect(JSON.parse(Buffer.from(answer.body, "latin1").toString("utf8")).name).toBe("Café ☕ Ünïcode");
  });
});
