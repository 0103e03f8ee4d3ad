// The handoff of a connection between processes, as the primary of PAYER_WORKERS does it:
// this process reads a connection's first bytes and sends the socket with them over IPC to a
// real child process (test/support/handed-connections-worker.ts) that serves it.
import { fork, type ChildProcess } from "node:child_process";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkoutOrderPath } from "../../src/shared/index.ts";
import { rawConnection, type RawAnswer } from "../../test/support/raw-http.ts";
import { connectionKind, firstBytes, type HandedConnection } from "./connection-handoff.ts";

const WORKER = join(import.meta.dirname, "../../test/support/handed-connections-worker.ts");

describe("whose a connection is, from its first bytes", () => {
  const order = checkoutOrderPath("int_a", "ord_b");
  it.each([
    [`GET ${order} HTTP/1.1\r\nHost: x\r\n\r\n`, "payer"],
    [`HEAD ${order} HTTP/1.1\r\n`, "payer"],
    ["GET /pay?integrationId=int_a&orderId=ord_b HTTP/1.1\r\n", "payer"],
    ["GET /pay HTTP/1.1\r\n", "payer"],
    ["GET /assets/index-abc.js HTTP/1.1\r\n", "payer"],
    ["GET /payments HTTP/1.1\r\n", "merchant"],
    ["POST /pay HTTP/1.1\r\n", "merchant"],
    [`POST ${order} HTTP/1.1\r\n`, "merchant"],
    ["POST /api/v1/order/payment HTTP/1.1\r\n", "merchant"],
    ["GET /api/v1/orders HTTP/1.1\r\n", "merchant"],
    ["GET /portal HTTP/1.1\r\n", "merchant"],
    ["GET http://x/pay HTTP/1.1\r\n", "merchant"],
    ["GET /checkout/v1/int", "merchant"],
    ["GE", "merchant"],
    ["", "merchant"],
    ["\u0000\u0001garbage", "merchant"],
  ])("%j is the %s's", (head, kind) => {
    expect(connectionKind(Buffer.from(head, "latin1"))).toBe(kind);
  });
});

describe("a connection handed to another process after its first bytes", () => {
  let worker: ChildProcess;
  let primary: Server;
  let port: number;
  /** What the primary waits for between reading a connection's first bytes and sending it on. */
  let beforeSend: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    worker = fork(WORKER, { execArgv: ["--import", "tsx"], env: { ...process.env, HEADERS_TIMEOUT_MS: "300" }, stdio: "inherit" });
    await new Promise<void>((resolve) => worker.once("message", () => resolve()));
    primary = createServer({ pauseOnConnect: true }, (socket) => {
      void firstBytes(socket, 200).then(async (head) => {
        if (head === null) return socket.destroy();
        await beforeSend?.();
        const message: HandedConnection = { kind: "handed-connection", head: head.toString("base64") };
        worker.send(message, socket);
      });
    });
    await new Promise<void>((resolve) => primary.listen(0, "127.0.0.1", resolve));
    port = (primary.address() as { port: number }).port;
  });

  afterAll(async () => {
    primary?.close();
    worker?.kill();
  });

  const client = () => rawConnection(port);
  const bodies = (answers: RawAnswer[]) => answers.map((answer) => answer.body);

  it("serves the requests in the first bytes, pipelined, and those after them on the same connection", async () => {
    const c = client();
    c.socket.write("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(bodies(await c.answers(2))).toEqual(["GET /a body=", "GET /b body="]);
    c.socket.write("POST /c HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello");
    expect(bodies(await c.answers(3))).toEqual(["GET /a body=", "GET /b body=", "POST /c body=hello"]);
    c.socket.end();
  });

  it("a request cut anywhere and sent in pieces arrives whole", async () => {
    const c = client();
    c.socket.write("POST /d HTTP/1.1\r\nHo");
    // The first bytes are all the primary reads; the rest goes to the worker's socket.
    c.socket.write("st: x\r\nContent-Length: 11\r\n\r\n");
    c.socket.write("hello");
    c.socket.write(" world");
    expect(bodies(await c.answers(1))).toEqual(["POST /d body=hello world"]);
    c.socket.end();
  });

  it("bytes that come while the primary still holds the connection go with it: it reads nothing after the first ones", async () => {
    let headRead!: () => void;
    const read = new Promise<void>((resolve) => (headRead = resolve));
    let sendNow!: () => void;
    const released = new Promise<void>((resolve) => (sendNow = resolve));
    beforeSend = () => {
      headRead();
      return released;
    };
    const c = client();
    c.socket.write("POST /e HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n");
    await read;
    c.socket.write("hello");
    // Turns of this process's loop, in which a primary still reading would take the bytes.
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
    beforeSend = undefined;
    sendNow();
    expect(bodies(await c.answers(1))).toEqual(["POST /e body=hello"]);
    c.socket.end();
  });

  it("a handed connection has Nagle's algorithm off, as one Node's HTTP server accepts itself", async () => {
    const c = client();
    c.socket.write("GET /no-delay HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(bodies(await c.answers(1))).toEqual(["noDelay=true"]);
    c.socket.end();
  });

  it("the other process's own timeouts hold for a handed connection: headers that never end get its 408", async () => {
    const c = client();
    c.socket.write("GET /slow HTTP/1.1\r\nHost: x\r\n");
    expect((await c.closed)[0]?.status).toBe(408);
  });
});
