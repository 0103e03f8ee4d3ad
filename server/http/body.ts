// A request's body as text, at most MAX_BODY_BYTES. On node:http it is read straight from the
// IncomingMessage that @hono/node-server hands the app as `env.incoming`: reading it through
// c.req makes the adapter build a whole fetch Request (a URL, a copy of the headers, an
// AbortController and a web ReadableStream over the socket) for every POST, about a tenth of
// an order creation's CPU. Elsewhere (app.request() in tests) the Request is already there.
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { requestHeader } from "./answer.ts";
import { ApiFailure, apiError } from "./failure.ts";
import { MAX_BODY_BYTES } from "./limits.ts";

const tooLarge = () =>
  new ApiFailure(413, [apiError("wrongData", "body", `The body is larger than ${MAX_BODY_BYTES} bytes: send a smaller JSON object`)]);

/** Bodies already read, by request: a second reader gets the same text. */
const read = new WeakMap<object, Promise<string>>();

function incomingOf(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming && typeof (incoming as IncomingMessage).on === "function" ? (incoming as IncomingMessage) : undefined;
}

/** True when the request declares a body over the limit (Content-Length, not chunked). */
export function declaresTooLarge(c: Context): boolean {
  const length = requestHeader(c, "content-length");
  return length !== undefined && requestHeader(c, "transfer-encoding") === undefined && Number.parseInt(length, 10) > MAX_BODY_BYTES;
}

/**
 * The body as UTF-8 text (a leading byte order mark dropped, as Request.text() does), or an
 * ApiFailure(413) as soon as more than MAX_BODY_BYTES have arrived, however it is sent.
 */
export function bodyText(c: Context): Promise<string> {
  if (declaresTooLarge(c)) return Promise.reject(tooLarge());
  const incoming = incomingOf(c);
  const key: object = incoming ?? c.req.raw;
  let text = read.get(key);
  if (!text) {
    text = incoming ? readIncoming(incoming) : readRequest(c);
    read.set(key, text);
  }
  return text;
}

async function readRequest(c: Context): Promise<string> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw tooLarge();
  return text;
}

function readIncoming(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        finish();
        // The rest is not read: it is discarded as it arrives, and the answer goes out now.
        incoming.resume();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      finish();
      resolve(new TextDecoder().decode(Buffer.concat(chunks, size)));
    };
    const onError = (error: Error) => {
      finish();
      reject(error);
    };
    const finish = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
    };
    incoming.on("data", onData);
    incoming.on("end", onEnd);
    incoming.on("error", onError);
  });
}
