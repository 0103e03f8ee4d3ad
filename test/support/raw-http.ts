// HTTP/1.1 over a bare socket, for the tests that must send what no client library would (a
// malformed request line, a body that never ends) and see exactly what comes back.
import { connect, type Socket } from "node:net";

export interface RawAnswer {
  /** The status code, or null when the server closed without a status line. */
  status: number | null;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** The status line and headers as sent, lower-cased. */
  head: string;
  body: string;
}

function parse(text: string): RawAnswer {
  const split = text.indexOf("\r\n\r\n");
  const headText = split < 0 ? text : text.slice(0, split);
  const [, ...lines] = headText.split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1];
  return { status: status ? Number(status) : null, headers, head: headText.toLowerCase(), body: split < 0 ? "" : text.slice(split + 4) };
}

/** Sends `bytes` as they are, half-closes, and reads the answer until the server closes the connection. */
export function sendRaw(port: number, bytes: string | Uint8Array): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(parse(Buffer.concat(chunks).toString("latin1"))));
    // Half-close: the server sees the end of what we send, and answers or closes.
    socket.end(bytes);
  });
}

/**
 * Opens a connection and writes `head` without ending it; `status` resolves with the status
 * line as soon as one arrives, or null when the server closes without one.
 */
export function openRaw(port: number, head: string): { socket: Socket; status: Promise<string | null> } {
  const socket = connect(port, "127.0.0.1");
  let text = "";
  const statusLine = () => /^HTTP\/1\.1 \d{3}[^\r]*/.exec(text)?.[0];
  const status = new Promise<string | null>((resolve, reject) => {
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
      const line = statusLine();
      if (line) resolve(line);
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(statusLine() ?? null));
  });
  socket.write(head);
  return { socket, status };
}

/** A keep-alive connection that sends what it is given, as given, and reads answers as they come. */
export interface RawConnection {
  socket: Socket;
  /**
   * The first `count` answers, once they have come whole (each must carry a Content-Length);
   * fewer if the server closes the connection first, so a test fails on what it got.
   */
  answers(count: number): Promise<RawAnswer[]>;
  /** Every answer that came whole, once the server has closed the connection. */
  closed: Promise<RawAnswer[]>;
}

export function rawConnection(port: number): RawConnection {
  const socket = connect(port, "127.0.0.1");
  let text = "";
  let ended = false;
  const waiting: (() => void)[] = [];
  const recheck = () => {
    for (const check of waiting.splice(0)) check();
  };
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
    recheck();
  });
  socket.on("close", () => {
    ended = true;
    recheck();
  });
  const whole = () => {
    const found: RawAnswer[] = [];
    let at = 0;
    for (;;) {
      const end = text.indexOf("\r\n\r\n", at);
      if (end < 0) return found;
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(text.slice(at, end))?.[1] ?? Number.NaN);
      if (!(length >= 0) || text.length < end + 4 + length) return found;
      found.push(parse(text.slice(at, end + 4 + length)));
      at = end + 4 + length;
    }
  };
  return {
    socket,
    answers: (count) =>
      new Promise((resolve) => {
        const check = () => (ended || whole().length >= count ? resolve(whole().slice(0, count)) : waiting.push(check));
        check();
      }),
    closed: new Promise((resolve) => socket.on("close", () => resolve(whole()))),
  };
}

/**
 * Whether a new connection to `port` is refused, or ended without an answer to a request (a
 * stopping service's). The request is written without closing our side, as a client would.
 */
export function refusesNewConnection(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let answered = false;
    socket.on("data", () => {
      answered = true;
      socket.destroy();
      resolve(false);
    });
    socket.on("connect", () => socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
    socket.on("error", () => resolve(true));
    socket.on("close", () => resolve(!answered));
  });
}
