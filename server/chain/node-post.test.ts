// A node's answer over the client's own HTTP/1.1 exchange: framed by Content-Length, by chunks
// or by the connection's end; refused at the cap by its announced length or its chunk sizes
// before the bytes arrive; a header that would smuggle a line is refused before any connection;
// a node over TLS is verified. And what the exchange is for: answers refused at the cap leave
// the process's memory where it was (over fetch, whose every socket read was a fresh 64 KiB
// buffer, three capped 32 MiB reads left a process 38 to 63 MiB larger for good).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpsServer } from "node:https";
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runRpcProcess } from "../../test/support/chain/rpc-process.ts";
import { localCertificate } from "../../test/support/local-certificate.ts";
import { startStubNode, streamed, type StubNode } from "../../test/support/chain/stub-node.ts";
import { NodePostError, postToNode } from "./node-post.ts";

const MiB = 1024 * 1024;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

interface RawNode {
  url: string;
  /** The requests' raw text, one per connection. */
  received: string[];
  connections: number;
}

/** A TCP server on loopback that answers each request with `answer`'s bytes, written piece by piece. */
async function rawNode(answer: (socket: Socket) => void): Promise<RawNode> {
  const node: RawNode = { url: "", received: [], connections: 0 };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    node.connections++;
    sockets.add(socket);
    let text = "";
    let answered = false;
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? 0);
      if (answered || end === -1 || text.length < end + 4 + length) return;
      answered = true;
      node.received.push(text);
      answer(socket);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc?key=1`;
  closers.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return node;
}

/** Writes the pieces one after another, each once the last has left. */
function writeEach(socket: Socket, pieces: string[], end = true): void {
  const next = (i: number) => {
    if (i === pieces.length) return void (end && socket.end());
    socket.write(pieces[i] as string, () => next(i + 1));
  };
  next(0);
}

const post = (url: string, maxBodyBytes = MiB, headers: Record<string, string> = {}) =>
  postToNode(url, { headers, body: '{"id":1}', maxBodyBytes, signal: new AbortController().signal });

describe("an answer's framing", () => {
  it("reads a body by its Content-Length, with headers split across reads and an interim 100 first", async () => {
    const node = await rawNode((socket) =>
      writeEach(
        socket,
        [
          "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Ty",
          "pe: application/json\r\nRetry-After: 3\r\ncontent-length: 15\r\n\r\n",
          '{"result":',
          '"é"}',
        ],
        false,
      ),
    );
    const answer = await post(node.url);
    expect(answer).toMatchObject({ status: 200, text: '{"result":"é"}' });
    expect(answer.headers.get("retry-after")).toBe("3");
    const request = node.received[0] as string;
    expect(request).toMatch(/^POST \/rpc\?key=1 HTTP\/1\.1\r\n/);
    expect(request).toMatch(/\r\nContent-Length: 8\r\n/);
    expect(request.endsWith('\r\n\r\n{"id":1}')).toBe(true);
  });

  it("reads a chunked body, its sizes and data split anywhere, and a body that ends with the connection", async () => {
    const chunked = await rawNode((socket) =>
      writeEach(
        socket,
        ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r", "\nhel", "lo\r\n6;ext=1\r\n wor", "ld\r\n0\r\n", "\r\n"],
        false,
      ),
    );
    expect((await post(chunked.url)).text).toBe("hello world");
    const closing = await rawNode((socket) => writeEach(socket, ["HTTP/1.1 200 OK\r\n\r\n", "to the ", "end"]));
    expect((await post(closing.url)).text).toBe("to the end");
  });

  it("refuses an answer announced larger than the cap, by Content-Length or by a chunk's size, without reading it", async () => {
    let sent = 0;
    const announced = await rawNode((socket) => {
      socket.write(`HTTP/1.1 200 OK\r\nContent-Length: ${512 * MiB}\r\n\r\n`);
      const piece = Buffer.alloc(64 * 1024, 0x20);
      const more = () => {
        while (sent < 512 * MiB && !socket.destroyed) {
          sent += piece.length;
          if (!socket.write(piece)) return void socket.once("drain", more);
        }
      };
      more();
    });
    expect((await post(announced.url)).text).toBeNull();
    const chunk = await rawNode((socket) =>
      writeEach(socket, ["HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n", "20000000\r\n", "x".repeat(1000)], false),
    );
    expect(await post(chunk.url)).toMatchObject({ status: 200, text: null });
    // A body over the cap by its count is refused too, whatever its framing said.
    const counted = await rawNode((socket) => writeEach(socket, ["HTTP/1.1 200 OK\r\n\r\n", "x".repeat(600), "y".repeat(600)]));
    expect((await post(counted.url, 1000)).text).toBeNull();
    expect(sent).toBeLessThan(512 * MiB);
  });

  it("says an exchange broke while answering apart from a node never reached", async () => {
    const cut = await rawNode((socket) => writeEach(socket, ["HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n", "short"]));
    expect(await post(cut.url).catch((e: unknown) => e)).toMatchObject({ name: "NodePostError", stage: "answering" });
    const garbage = await rawNode((socket) => writeEach(socket, ["SSH-2.0-OpenSSH\r\n\r\n"]));
    expect(await post(garbage.url).catch((e: unknown) => e)).toMatchObject({ stage: "connecting" });
    const closed = await rawNode(() => {});
    await closers.pop()?.();
    expect(await post(closed.url).catch((e: unknown) => e)).toMatchObject({ stage: "connecting" });
  });
});

describe("what goes out", () => {
  it("refuses a header holding a line break before any connection: it would smuggle a line of its own", async () => {
    const node = await rawNode((socket) => writeEach(socket, ["HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}"]));
    const error = await post(node.url, MiB, { "X-Key": "k\r\nX-Other: 1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NodePostError);
    expect((error as Error).message).toMatch(/X-Key holds a line break/);
    expect(node.connections).toBe(0);
  });

  it("sends a user and password in the node's URL as Basic authorization, and a setting's headers over the defaults", async () => {
    const node = await rawNode((socket) => writeEach(socket, ["HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}"]));
    await post(node.url.replace("http://", "http://us%40er:p%3Ass@"));
    expect(node.received[0]).toMatch(`\r\nAuthorization: Basic ${Buffer.from("us@er:p:ss").toString("base64")}\r\n`);
    // A setting's header replaces the default of the same name, whatever its case.
    await post(node.url, MiB, { "content-type": "application/json; charset=utf-8", "X-Key": "k" });
    const second = node.received[1] as string;
    expect(second.match(/content-type/gi)).toHaveLength(1);
    expect(second).toMatch(/\r\ncontent-type: application\/json; charset=utf-8\r\n/);
    expect(second).toMatch(/\r\nX-Key: k\r\n/);
  });
});

describe("a node over TLS", () => {
  it("is answered when its certificate is trusted, and refused, as a node not reached, when it is not", async () => {
    const tls = localCertificate();
    const server = createHttpsServer(tls, (req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "Content-Type": "application/json" }).end('{"jsonrpc":"2.0","id":1,"result":"0x1"}'));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const trusted = mkdtempSync(join(tmpdir(), "node-ca-"));
    closers.push(async () => {
      rmSync(trusted, { recursive: true, force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });
    const url = `https://localhost:${(server.address() as AddressInfo).port}`;
    const refused = await post(url).catch((e: unknown) => e);
    expect(refused).toMatchObject({ stage: "connecting" });
    expect((refused as Error).message).toMatch(/certificate/);
    // Trusted as an operator trusts a private node's authority: in a process started with it.
    writeFileSync(join(trusted, "ca.pem"), tls.cert);
    const report = await runRpcProcess(url, { calls: 1, capMiB: 1, env: { NODE_EXTRA_CA_CERTS: join(trusted, "ca.pem") } });
    expect(report.outcomes).toEqual([{ result: "0x1" }]);
  }, 60_000);
});

describe("memory after answers over the cap", () => {
  let node: StubNode;

  it("three 512 MiB answers refused at a 32 MiB cap leave the process within 16 MiB of where it was", async () => {
    node = await startStubNode(() => streamed(512 * MiB));
    closers.push(() => node.close());
    const report = await runRpcProcess(node.url, { calls: 3, capMiB: 32 });
    expect(report.outcomes.map((o) => ("kind" in o ? o.kind : "result"))).toEqual(["tooLarge", "tooLarge", "tooLarge"]);
    // Measured 0 to 6 MiB over; over fetch, 38 to 63 MiB.
    expect(report.afterRss - report.beforeRss).toBeLessThan(16 * MiB);
  }, 120_000);
});
