// Stopping a server without cutting a request it has begun. Node's server.close() stops new
// connections, and its callback waits for the open ones; but a worker that is handed its
// connections (PAYER_WORKERS) never listened, so its close() calls back at once, and the open
// ones, a keep-alive client's among them, can stay open for as long as the client likes. So a
// stop cannot wait for the callback, nor cut every connection after a fixed moment: a creation
// whose body was still arriving would be cut, and its client never learns whether it was made.
//
// Here each connection is kept (the ones Node accepted and the ones handed over alike, both
// announced by 'connection'), and a stop waits for the requests they are answering: each
// answer still to be written says `Connection: close`, so its client opens no further request
// on it; a connection with nothing in progress is ended at once.
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** The response a connection is answering: Node's own link, also read by its own error handling. */
type HttpSocket = Socket & { _httpMessage?: ServerResponse | null };

export interface Drain {
  /** Requests being answered now. */
  inFlight(): number;
  /**
   * Ends the connections with nothing in progress and resolves once every request in progress
   * has been answered (or its client has gone), or after `withinMs` at the latest.
   */
  drain(withinMs: number): Promise<void>;
}

export function trackConnections(server: Server): Drain {
  const sockets = new Set<HttpSocket>();
  // One listener per connection (not per request): the order read's hot path pays nothing.
  server.on("connection", (socket: HttpSocket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  const answering = () => [...sockets].flatMap((socket) => (socket._httpMessage && !socket.destroyed ? [socket._httpMessage] : []));
  return {
    inFlight: () => answering().length,
    async drain(withinMs) {
      const pending: Promise<void>[] = [];
      for (const socket of sockets) {
        const response = socket._httpMessage;
        if (!response || socket.destroyed) {
          // Nothing in progress (a request still arriving has not begun: no answer is owed).
          socket.destroySoon();
          continue;
        }
        if (!response.headersSent) response.shouldKeepAlive = false;
        else response.once("finish", () => socket.destroySoon());
        pending.push(new Promise<void>((done) => response.once("close", () => done())));
      }
      if (pending.length === 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(pending), new Promise<void>((done) => (timer = setTimeout(done, withinMs)))]);
      clearTimeout(timer);
    },
  };
}
