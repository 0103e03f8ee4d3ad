// Stopping taking connections: a process alone closes its listener (new connections refused by
// the system); a worker of node:cluster keeps it and ends each new connection at once,
// unanswered, while a request begun before goes on to its answer. The whole stop under
// WORKERS, with the race it avoids, is in server/shutdown-workers.test.ts.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { openRaw, refusesNewConnection } from "../../test/support/raw-http.ts";
import { until } from "../../test/support/until.ts";
import { stopTaking } from "./stop-taking.ts";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** A server that answers a POST once its whole body has come. */
async function listening(): Promise<{ server: Server; port: number }> {
  const made = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => response.end(`got ${body}`));
  });
  server = made;
  await new Promise<void>((done) => made.listen(0, "127.0.0.1", done));
  return { server: made, port: (made.address() as AddressInfo).port };
}

/** Resolves once the server has taken the connection in. */
const taken = (server: Server) =>
  until(() => new Promise<boolean>((done) => server.getConnections((_, count) => done(count === 1))), "the connection taken in");

describe("stopTaking", () => {
  it("alone: closes the listener, and a request begun before still gets its answer", async () => {
    const { server, port } = await listening();
    const begun = openRaw(port, "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nab");
    await taken(server);
    const stopped = stopTaking(server, false);
    expect(server.listening).toBe(false);
    expect(await refusesNewConnection(port)).toBe(true);
    begun.socket.end("cd");
    expect(await begun.status).toBe("HTTP/1.1 200 OK");
    await stopped;
  });

  it("in a node:cluster worker: keeps listening and ends each new connection unanswered; a request begun before still gets its answer", async () => {
    const { server, port } = await listening();
    const begun = openRaw(port, "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nab");
    await taken(server);
    await stopTaking(server, true);
    expect(server.listening).toBe(true);
    const news = await Promise.all(Array.from({ length: 5 }, () => refusesNewConnection(port)));
    expect(news).toEqual([true, true, true, true, true]);
    begun.socket.end("cd");
    expect(await begun.status).toBe("HTTP/1.1 200 OK");
  });
});
