// A small HTTP proxy for tests, in front of an upstream process (the sandbox in strict mode
// stands in for a provider): it forwards requests as they are, or fails them in one of the ways
// a real upstream fails. A test switches the mode while the system under test keeps running,
// and counts what reached the upstream.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FaultMode =
  /** Forward as is. */
  | { kind: "pass" }
  /** Forward after a delay. */
  | { kind: "slow"; delayMs: number }
  /** 429 with Retry-After (seconds), as a rate-limited API answers. */
  | { kind: "rateLimited"; retryAfterSeconds: number }
  /** A 5xx with an HTML body, as a load balancer in front of a sick API answers. */
  | { kind: "serverError"; status?: number }
  /** 200 with a body that is not JSON although it says it is. */
  | { kind: "garbage" }
  /** The connection is reset before any answer. */
  | { kind: "reset" }
  /** The request is read and never answered (until the mode changes or the proxy closes). */
  | { kind: "hang" }
  /** Nobody listens: connections are refused. */
  | { kind: "down" }
  /** Forwarded, and the upstream's answer dropped: the upstream did the work, the caller never hears of it. */
  | { kind: "lostAnswer" }
  /**
   * Forwarded, and the answer's body changed on the way back by `rewrite` (given the request's
   * path and body): an upstream that says what the sandbox never does (a status the spec does
   * not know), a node that refuses one call of a batch.
   */
  | { kind: "rewrite"; rewrite: (body: string, path: string, request: string) => string }
  /**
   * The request's body read, then answered by `answer` where it returns an answer (a node that
   * refuses batches, say), forwarded as is where it returns null.
   */
  | { kind: "intercept"; answer: (body: string) => { status: number; body: string } | null };

export interface ProxiedRequest {
  method: string;
  path: string;
  /** The mode the request met. */
  mode: FaultMode["kind"];
  /** What the caller sent with it (a provider's key in a header, say). */
  headers: IncomingHttpHeaders;
  /** Its body as text, for a forwarded request (complete once forwarded). */
  body: string;
  /** When the proxy received it (ms since the epoch, the proxy's clock): a 429's Retry-After counts from here. */
  at: number;
}

export interface FaultProxy {
  origin: string;
  /** Changes the mode for the requests that come next (a "down" proxy listens again on leaving it). */
  set(mode: FaultMode): Promise<void>;
  mode(): FaultMode;
  /** Every request the proxy received, in order. */
  requests: ProxiedRequest[];
  /** Requests forwarded to the upstream (met "pass", "slow", "lostAnswer" or "rewrite") whose path matches. */
  forwarded(path?: RegExp): number;
  close(): Promise<void>;
}

const listenOn = (server: Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });

export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  let mode: FaultMode = { kind: "pass" };
  const requests: ProxiedRequest[] = [];
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  const recorded = new WeakMap<IncomingMessage, ProxiedRequest>();
  let server: Server;

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    lose = false,
    rewrite?: (body: string, path: string, request: string) => string,
  ) => {
    const out = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        if (lose) {
          answer.resume();
          answer.on("end", () => req.socket.destroy());
          return;
        }
        if (rewrite) {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => {
            const request = recorded.get(req)?.body ?? "";
            const body = Buffer.from(rewrite(Buffer.concat(chunks).toString("utf8"), req.url ?? "/", request), "utf8");
            const { "content-length": _length, "transfer-encoding": _encoding, ...headers } = answer.headers;
            res.writeHead(answer.statusCode ?? 502, { ...headers, "content-length": String(body.length) });
            res.end(body);
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    // The body is read as it is forwarded (a delayed forward must still get all of it).
    const seen = recorded.get(req);
    if (seen) req.on("data", (chunk: Buffer) => (seen.body += chunk.toString("utf8")));
    req.pipe(out);
  };

  const intercept = (req: IncomingMessage, res: ServerResponse, answer: (body: string) => { status: number; body: string } | null) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const seen = recorded.get(req);
      if (seen) seen.body = body.toString("utf8");
      const answered = answer(body.toString("utf8"));
      if (answered) {
        res.writeHead(answered.status, { "Content-Type": "application/json" });
        return void res.end(answered.body);
      }
      const out = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
        (upstreamAnswer) => {
          res.writeHead(upstreamAnswer.statusCode ?? 502, upstreamAnswer.headers);
          upstreamAnswer.pipe(res);
        },
      );
      out.on("error", () => res.destroy());
      out.end(body);
    });
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const now = mode;
    const seen: ProxiedRequest = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      mode: now.kind,
      headers: req.headers,
      body: "",
      at: Date.now(),
    };
    requests.push(seen);
    recorded.set(req, seen);
    switch (now.kind) {
      case "pass":
        return forward(req, res);
      case "lostAnswer":
        return forward(req, res, true);
      case "rewrite":
        return forward(req, res, false, now.rewrite);
      case "intercept":
        return intercept(req, res, now.answer);
      case "slow":
        return void setTimeout(() => forward(req, res), now.delayMs);
      case "rateLimited":
        res.writeHead(429, { "Retry-After": String(now.retryAfterSeconds), "Content-Type": "application/json" });
        return void res.end(JSON.stringify([{ code: "limitExceeded", message: "slow down" }]));
      case "serverError":
        res.writeHead(now.status ?? 502, { "Content-Type": "text/html" });
        return void res.end("<html><body>Bad Gateway</body></html>");
      case "garbage":
        res.writeHead(200, { "Content-Type": "application/json" });
        return void res.end('{"id": "ord_1", "status": [unterminated');
      case "reset":
        return void req.socket.destroy();
      case "hang":
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      case "down":
        // Only between the switch and the server's close: refuse as a closed port would.
        return void req.socket.destroy();
    }
  };

  const open = async (port: number) => {
    server = createServer(handle);
    server.on("connection", (socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    await listenOn(server, port);
  };
  const shut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  await open(0);
  const port = (server!.address() as AddressInfo).port;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    mode: () => mode,
    forwarded: (path) =>
      requests.filter(
        (r) => (r.mode === "pass" || r.mode === "slow" || r.mode === "lostAnswer" || r.mode === "rewrite") && (!path || path.test(r.path)),
      ).length,
    async set(next) {
      const was = mode;
      mode = next;
      // Leaving "hang": the held requests end as a dropped connection would.
      if (was.kind === "hang" && next.kind !== "hang") for (const res of hanging) res.destroy();
      if (next.kind === "down" && was.kind !== "down") await shut();
      if (was.kind === "down" && next.kind !== "down") await open(port);
    },
    async close() {
      for (const res of hanging) res.destroy();
      if (mode.kind !== "down") await shut();
    },
  };
}
