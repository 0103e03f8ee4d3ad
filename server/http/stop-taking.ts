// How a stop stops taking new connections. A process alone closes its listener, and the system
// refuses what comes after. A worker of node:cluster's round robin must not: its close tells the
// primary to hand it nothing more, but a connection already on its way to it is sent back, and
// once every worker has closed, the primary keeps such a connection in a queue no one reads
// again, unanswered and open until the primary exits (Node's round-robin handle; reported as
// nodejs/node#21746, not fixed in Node 20). A client connecting as the service stops would wait
// out the whole drain. So such a worker keeps listening while it drains and ends each connection
// it is handed at once, unanswered; its listener goes with the process.
import cluster from "node:cluster";
import type { Server } from "node:http";
import type { Socket } from "node:net";

/** Stops taking new connections on `server`; resolves when a closed listener's connections have all ended. */
export function stopTaking(server: Server, inClusterWorker = cluster.isWorker): Promise<void> {
  if (!inClusterWorker || !server.listening) return new Promise((done) => server.close(() => done()));
  // Before Node's own listener, which then sets up a connection already ended.
  server.prependListener("connection", (socket: Socket) => socket.destroy());
  return Promise.resolve();
}
