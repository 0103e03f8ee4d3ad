// A JSON-RPC node on loopback that answers as a test tells it to: the providers' ways of saying
// no (a range cap inside a 400 or 413, a 429 with Retry-After, a refused or capped batch), a
// redirect, an answer too large or one that never ends. It records every request (its headers
// and body), so a test can count what reached it and check what was sent.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export interface StubRequest {
  headers: IncomingHttpHeaders;
  /** The parsed body: one call, or an array for a batch. */
  body: unknown;
}

export interface JsonRpcCall {
  id: unknown;
  method: string;
  params: unknown[];
}

/** What the stub sends back: a status, headers and a body (JSON unless text), or a writer of its own. */
export type StubAnswer =
  | { status?: number; headers?: Record<string, string>; json?: unknown; text?: string }
  | { write: (res: ServerResponse) => void };

export interface StubNode {
  url: string;
  requests: StubRequest[];
  /** Calls received, batches counted by their items. */
  calls(): JsonRpcCall[];
  close(): Promise<void>;
}

export async function startStubNode(answer: (request: StubRequest) => StubAnswer | Promise<StubAnswer>): Promise<StubNode> {
  const requests: StubRequest[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      const request = { headers: req.headers, body };
      requests.push(request);
      const out = await answer(request);
      if ("write" in out) return out.write(res);
      const payload = out.text ?? JSON.stringify(out.json ?? null);
      res.writeHead(out.status ?? 200, { "Content-Type": "application/json", ...out.headers });
      res.end(payload);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    calls: () => requests.flatMap((r) => (Array.isArray(r.body) ? r.body : [r.body]) as JsonRpcCall[]),
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

/** A node's plain answer to one call: its block number as the result (any method). */
export const result = (call: JsonRpcCall, value: unknown = "0x10") => ({ jsonrpc: "2.0", id: call.id, result: value });

/** Each call answered in order (a batch as an array), by `each`. */
export function answerEach(body: unknown, each: (call: JsonRpcCall) => unknown = (c) => result(c)): StubAnswer {
  return { json: Array.isArray(body) ? (body as JsonRpcCall[]).map(each) : each(body as JsonRpcCall) };
}

/** A JSON-RPC error as one answer (to a call, or to a whole batch as erigon and gateways send it). */
export const rpcError = (code: number, message: string, id: unknown = null, data?: unknown) => ({
  jsonrpc: "2.0",
  id,
  error: data === undefined ? { code, message } : { code, message, data },
});

/** A body of `bytes` written in 64 KiB pieces as the reader takes them, without a Content-Length. */
export function streamed(bytes: number): StubAnswer {
  return {
    write(res) {
      res.writeHead(200, { "Content-Type": "application/json" });
      const piece = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const more = () => {
        while (sent < bytes) {
          sent += piece.length;
          if (!res.write(piece)) return void res.once("drain", more);
        }
        res.end();
      };
      res.on("error", () => {});
      res.on("close", () => {
        sent = bytes;
      });
      more();
    },
  };
}

/** Headers, then a body that never completes (until the client gives up). */
export const neverEnding: StubAnswer = {
  write(res) {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.write('{"jsonrpc":"2.0","id":1,"result":');
  },
};
