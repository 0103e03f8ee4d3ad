// A connection handed from one process to another after its first bytes were read: how the
// primary of WORKERS=N with PAYER_WORKERS=K (server/workers.ts) sends the payer's connections
// to workers of their own and every other to the rest. It reads a connection's first bytes to
// see what its first request asks for, stops reading, and sends the socket with those bytes
// over node:cluster's IPC; the worker serves it as if it had accepted it, those bytes first.
//
// A browser opens a payment link on a new connection (the merchant's site is another origin)
// and then asks for the page's assets and its order read on the connections it opened for it,
// so the first request of a connection says whose it is.
import type { Server } from "node:http";
import type { Socket } from "node:net";
import { CHECKOUT_PAGE_PATH } from "../../src/shared/index.ts";

export type ConnectionKind = "payer" | "merchant";

/** The message that carries a handed connection; the socket travels beside it. */
export interface HandedConnection {
  kind: "handed-connection";
  /** The bytes the primary read, base64. */
  head: string;
}

export function isHandedConnection(message: unknown): message is HandedConnection {
  return typeof message === "object" && message !== null && (message as { kind?: unknown }).kind === "handed-connection";
}

/** The payer's paths: the hosted page, its order read and its hashed assets. */
const PAYER_PREFIXES = ["/checkout/v1/", "/assets/"];

/**
 * Whose a connection is, from its first bytes: "payer" when they begin with a GET or HEAD of
 * the page, its order read or its assets; anything else (another path, a partial or malformed
 * request line, no bytes at all) is the merchants'. Either group serves every request, so
 * a wrong guess only loses the separation.
 */
export function connectionKind(head: Buffer): ConnectionKind {
  const line = head.toString("latin1", 0, Math.min(head.length, 2048));
  const target = /^(?:GET|HEAD) (\/[^ ?#]*)[ ?#]/.exec(line)?.[1];
  if (target === undefined) return "merchant";
  return target === CHECKOUT_PAGE_PATH || PAYER_PREFIXES.some((prefix) => target.startsWith(prefix)) ? "payer" : "merchant";
}

/**
 * The first bytes a new connection sends, with reading stopped right after them so that
 * nothing more is read here (whatever follows stays in the kernel for the process the socket
 * goes to). Empty when none come within `waitMs` (that process's own timeouts then apply);
 * null when the connection ends or fails first. The socket must come paused
 * (`pauseOnConnect`).
 */
export function firstBytes(socket: Socket, waitMs: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const done = (head: Buffer | null) => {
      clearTimeout(timer);
      socket.off("data", onData).off("error", onGone).off("close", onGone);
      stopReading(socket);
      resolve(head);
    };
    const onData = (chunk: Buffer) => done(chunk);
    const onGone = () => done(null);
    const timer = setTimeout(() => done(Buffer.alloc(0)), waitMs);
    socket.on("data", onData).once("error", onGone).once("close", onGone);
    socket.resume();
  });
}

/**
 * Stops the socket's reads at once, and for good in this process. Pausing a stream only stops
 * its 'data' events: the handle would go on reading into the stream's buffer, and once the
 * socket is sent, anything read in the meantime would be dropped (child_process replaces the
 * handle's onread with a no-op, and closes the handle only when the other process acknowledges
 * it). Stopping the handle is not enough either: on its next turn the stream asks for more
 * (Readable's read-ahead), and net.Socket starts a handle that is not reading again. Bytes the
 * client sent right after the first ones (a creation's body once it has its 100 Continue) were
 * lost that way, and the request never completed.
 */
function stopReading(socket: Socket): void {
  socket.pause();
  socket._read = () => {};
  const handle = (socket as Socket & { _handle?: { reading?: boolean; readStop?: () => number } | null })._handle;
  if (handle?.readStop && handle.reading !== false) {
    handle.reading = false;
    handle.readStop();
  }
}

/**
 * Serves a handed connection on `server` (not listening itself): the connection as if accepted
 * there, then the bytes the primary read, before anything more is read from the socket.
 * Node's HTTP server turns Nagle's algorithm off on the connections it accepts (its noDelay);
 * one accepted by the primary's plain listener keeps it on, and an answer written in two
 * pieces then waited about 40 ms for the client's delayed acknowledgement.
 */
export function serveHandedConnection(server: Server, socket: Socket, head: Buffer): void {
  socket.setNoDelay(true);
  server.emit("connection", socket);
  if (head.length > 0) socket.emit("data", head);
  socket.resume();
}

/**
 * Makes a server that never listens track its connections as a listening one does: Node sets
 * up the list behind closeIdleConnections() and the checks of headersTimeout and
 * requestTimeout when the server emits 'listening'.
 */
export function trackHandedConnections(server: Server): Server {
  server.emit("listening");
  return server;
}
