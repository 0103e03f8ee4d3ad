// One POST to a node over HTTP/1.1, its answer read up to a size cap, and no memory kept once it
// is over. fetch (and node:http) allocate a fresh 64 KiB buffer for every read from the socket;
// a hostile node's endless answer makes hundreds of them before the collector frees any, and
// the allocator keeps what they fragmented: a service read 32 MiB of a 512 MiB answer three
// times and stayed 18 to 60 MiB above its size for good. Here the socket reads into one buffer
// shared by every request (read callbacks run one at a time), the body is copied out of it into
// a buffer that is its own mapping (returned whole to the system when freed), and the connection
// is destroyed as soon as the body passes the cap, by its announced length or by its count.
import { Buffer } from "node:buffer";
import { connect as connectTcp, isIP, type OnReadOpts, type Socket } from "node:net";
import { type ConnectionOptions, connect as connectTls } from "node:tls";

export interface NodeAnswer {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Map<string, string>;
  /** The body as text, or null when it was longer than the cap (then it was not read further). */
  text: string | null;
}

export interface NodeRequest {
  headers: Record<string, string>;
  body: string;
  maxBodyBytes: number;
  /** Aborting destroys the connection. */
  signal: AbortSignal;
}

/** Why an exchange failed: before any answer came, or with an answer begun and not complete. */
export class NodePostError extends Error {
  constructor(
    readonly stage: "connecting" | "answering",
    message: string,
  ) {
    super(message);
    this.name = "NodePostError";
  }
}

export type NodePost = (url: string, request: NodeRequest) => Promise<NodeAnswer>;

/** The read buffer every connection reads into: one allocation for the process's life. */
const READS = Buffer.allocUnsafeSlow(64 * 1024);
/** An answer's head larger than this is not HTTP from a node. */
const MAX_HEAD_BYTES = 64 * 1024;
/** Bodies up to this are copied piece by piece; a larger one moves to one buffer of the cap's size. */
const SMALL_BODY_BYTES = 64 * 1024;
/**
 * The large body buffer is never smaller than this: over glibc's largest automatic mmap threshold
 * (32 MiB on 64-bit systems), so it is always a mapping of its own, its untouched pages are never
 * resident, freeing it gives all of it back, and freeing it does not raise the threshold (which
 * would send later large buffers to the fragmenting heap).
 */
const LARGE_BODY_MIN_BYTES = 32 * 1024 * 1024 + 64 * 1024;

/** A body under construction: small pieces, then one large buffer. */
function createBody(cap: number) {
  let pieces: Buffer[] = [];
  let large: Buffer | null = null;
  let length = 0;
  return {
    get length() {
      return length;
    },
    /** Copies the bytes in; false when the body would pass the cap (nothing is kept then). */
    add(bytes: Buffer): boolean {
      if (length + bytes.length > cap) return false;
      if (!large && length + bytes.length > SMALL_BODY_BYTES) {
        large = Buffer.allocUnsafeSlow(Math.max(cap, LARGE_BODY_MIN_BYTES));
        let at = 0;
        for (const piece of pieces) at += piece.copy(large, at);
        pieces = [];
      }
      if (large) bytes.copy(large, length);
      else pieces.push(Buffer.from(bytes));
      length += bytes.length;
      return true;
    },
    text(): string {
      return large ? large.toString("utf8", 0, length) : Buffer.concat(pieces, length).toString("utf8");
    },
  };
}

type Framing = { kind: "length"; left: number } | { kind: "chunked" } | { kind: "close" } | { kind: "none" };

/** An HTTP answer's head: status and headers, or null when it is not one. */
function parseHead(head: string): { status: number; headers: Map<string, string> } | null {
  const lines = head.split("\r\n");
  const status = /^HTTP\/1\.[01] (\d{3})(?: |$)/.exec(lines[0] ?? "");
  if (!status?.[1]) return null;
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon <= 0) return null;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const before = headers.get(name);
    headers.set(name, before === undefined ? value : `${before}, ${value}`);
  }
  return { status: Number(status[1]), headers };
}

function framingOf(status: number, headers: Map<string, string>): Framing | "invalid" {
  if (status === 204 || status === 304) return { kind: "none" };
  if (/(^|,)\s*chunked\s*$/i.test(headers.get("transfer-encoding") ?? "")) return { kind: "chunked" };
  const length = headers.get("content-length");
  if (length === undefined) return { kind: "close" };
  if (!/^\d+$/.test(length)) return "invalid";
  return { kind: "length", left: Number(length) };
}

function requestHead(url: URL, request: NodeRequest): string {
  // Names compared in lower case: a setting's header replaces the default of the same name.
  const headers = new Map<string, [string, string]>();
  const set = (name: string, value: string) => headers.set(name.toLowerCase(), [name, value]);
  set("Host", url.host);
  set("Content-Type", "application/json");
  set("Accept", "application/json");
  // What fetch sent: some providers' front ends refuse a request that names no agent.
  set("User-Agent", "node");
  if (url.username) {
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    set("Authorization", `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`);
  }
  for (const [name, value] of Object.entries(request.headers)) set(name, value);
  set("Content-Length", String(Buffer.byteLength(request.body)));
  // One exchange per connection: the connection is the unit that is destroyed at the cap.
  set("Connection", "close");
  const lines = [...headers.values()].map(([name, value]) => {
    // Settings carry these headers; a line break in one would smuggle a second request.
    if (/[\r\n]/.test(name) || /[\r\n]/.test(value)) throw new NodePostError("connecting", `the header ${name} holds a line break`);
    return `${name}: ${value}`;
  });
  return `POST ${url.pathname || "/"}${url.search} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

/** POSTs `request.body` to `url` (http: or https:) and reads the answer up to the cap. */
export const postToNode: NodePost = (address, request) =>
  new Promise<NodeAnswer>((resolve, reject) => {
    const url = new URL(address);
    const secure = url.protocol === "https:";
    const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
    const port = Number(url.port || (secure ? 443 : 80));
    let head: string;
    try {
      head = requestHead(url, request);
    } catch (error) {
      reject(error);
      return;
    }
    if (request.signal.aborted) {
      reject(new NodePostError("connecting", "aborted"));
      return;
    }

    let settled = false;
    let headBytes: Buffer[] = [];
    let headLength = 0;
    let answer: { status: number; headers: Map<string, string> } | null = null;
    let framing: Framing = { kind: "none" };
    let body = createBody(request.maxBodyBytes);
    /** Chunked framing: the data left in the current chunk, or the text of a size or end line being read. */
    let chunkLeft = 0;
    let chunkLine = "";
    let chunkState: "size" | "data" | "dataEnd" | "trailer" = "size";

    const finish = (outcome: NodeAnswer | NodePostError) => {
      if (settled) return;
      settled = true;
      request.signal.removeEventListener("abort", onAbort);
      socket.destroy();
      // Drop what was read so far now, not when the socket object is collected.
      headBytes = [];
      body = createBody(0);
      if (outcome instanceof NodePostError) reject(outcome);
      else resolve(outcome);
    };
    const stage = () => (answer ? "answering" : "connecting");
    const done = () => {
      if (answer) finish({ ...answer, text: body.text() });
    };
    const tooLarge = () => {
      if (answer) finish({ ...answer, text: null });
    };
    const broken = (message: string) => finish(new NodePostError(stage(), message));

    /** Body bytes (already unframed); false once the exchange is over. */
    const takeBody = (bytes: Buffer): boolean => {
      if (!body.add(bytes)) {
        tooLarge();
        return false;
      }
      return true;
    };

    const takeChunked = (data: Buffer): void => {
      let at = 0;
      while (at < data.length && !settled) {
        if (chunkState === "data") {
          const take = Math.min(chunkLeft, data.length - at);
          if (!takeBody(data.subarray(at, at + take))) return;
          at += take;
          chunkLeft -= take;
          if (chunkLeft === 0) chunkState = "dataEnd";
          continue;
        }
        const newline = data.indexOf(10, at);
        const end = newline === -1 ? data.length : newline;
        chunkLine += data.toString("latin1", at, end);
        if (chunkLine.length > 1024) return broken("a chunk's size line is too long");
        at = end;
        if (newline === -1) return;
        at++;
        const line = chunkLine.replace(/\r$/, "");
        chunkLine = "";
        if (chunkState === "dataEnd") {
          if (line !== "") return broken("a chunk does not end where its size says");
          chunkState = "size";
        } else if (chunkState === "size") {
          const size = /^([0-9a-fA-F]{1,12})(;.*)?$/.exec(line);
          if (!size?.[1]) return broken("a chunk's size is not hexadecimal");
          chunkLeft = Number.parseInt(size[1], 16);
          // A chunk announced larger than the cap: refused before any of it arrives.
          if (body.length + chunkLeft > request.maxBodyBytes) return tooLarge();
          chunkState = chunkLeft === 0 ? "trailer" : "data";
        } else if (line === "") {
          return done();
        }
      }
    };

    const takeBodyBytes = (data: Buffer): void => {
      if (framing.kind === "chunked") return takeChunked(data);
      if (framing.kind === "length") {
        const take = Math.min(framing.left, data.length);
        if (!takeBody(data.subarray(0, take))) return;
        framing.left -= take;
        if (framing.left === 0) done();
        return;
      }
      if (framing.kind === "close") takeBody(data);
    };

    const takeHead = (data: Buffer): void => {
      headBytes.push(Buffer.from(data));
      headLength += data.length;
      const all = Buffer.concat(headBytes, headLength);
      const end = all.indexOf("\r\n\r\n");
      if (end === -1) {
        if (headLength > MAX_HEAD_BYTES) broken("the answer's head is not HTTP");
        return;
      }
      headBytes = [];
      headLength = 0;
      const parsed = parseHead(all.toString("latin1", 0, end));
      if (!parsed) return broken("the answer is not HTTP");
      const rest = all.subarray(end + 4);
      // An interim answer (100 Continue) comes before the real one.
      if (parsed.status >= 100 && parsed.status < 200) {
        if (rest.length > 0) takeHead(rest);
        return;
      }
      const framed = framingOf(parsed.status, parsed.headers);
      if (framed === "invalid") return broken("the answer's Content-Length is not a number");
      answer = parsed;
      framing = framed;
      // Announced larger than the cap: refused before any of it is read.
      if (framed.kind === "length" && framed.left > request.maxBodyBytes) return tooLarge();
      if (framed.kind === "none" || (framed.kind === "length" && framed.left === 0)) return done();
      if (rest.length > 0) takeBodyBytes(rest);
    };

    const onread: OnReadOpts = {
      buffer: READS,
      callback(length: number, buffer: Uint8Array): boolean {
        if (settled) return false;
        const data = Buffer.from(buffer.buffer, buffer.byteOffset, length);
        if (answer) takeBodyBytes(data);
        else takeHead(data);
        return !settled;
      },
    };
    // tls.connect takes `onread` as net.connect does (Node's documentation), though its type
    // does not say so.
    const tlsOptions: ConnectionOptions & { onread: OnReadOpts } = {
      host,
      port,
      servername: isIP(host) ? undefined : host,
      ALPNProtocols: ["http/1.1"],
      onread,
    };
    const socket: Socket = secure ? connectTls(tlsOptions) : connectTcp({ host, port, onread });

    function onAbort() {
      broken("aborted");
    }
    request.signal.addEventListener("abort", onAbort);
    socket.on("error", (error) => broken(error.message));
    // An answer without a length ends with its connection.
    const ended = () => {
      if (answer && framing.kind === "close") done();
      else broken("the connection ended mid-answer");
    };
    socket.on("end", ended);
    socket.on("close", ended);
    socket.write(head + request.body);
  });
