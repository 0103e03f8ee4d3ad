// A node in front of anvil that, once armed, answers every eth_getLogs with a body of `bytes`
// (a JSON-RPC answer whose result is one log's JSON repeated), streamed in chunks as the reader
// takes them and with no length announced, so a client that stops at its cap costs this process nothing either. Everything
// else is forwarded to anvil as it is. Counts the huge answers begun and the bytes they sent.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface HugeAnswerNode {
  url: string;
  /** From now on, every eth_getLogs gets `bytes` of answer (0: forwarded again). */
  arm(bytes: number): void;
  /** Huge answers begun, and the most bytes any of them sent before the client hung up. */
  readonly begun: number;
  /** Milliseconds between the starts of consecutive huge answers, by this process's clock. */
  readonly gaps: number[];
  readonly mostSent: number;
  close(): Promise<void>;
}

const LOG = JSON.stringify({
  address: "0x5bad000000000000000000000000000000005bad",
  topics: [`0x${"dd".repeat(32)}`, `0x${"00".repeat(32)}`, `0x${"00".repeat(32)}`],
  data: `0x${"00".repeat(32)}`,
  blockNumber: "0x1",
  blockHash: `0x${"11".repeat(32)}`,
  transactionHash: `0x${"22".repeat(32)}`,
  logIndex: "0x0",
});

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

export async function startHugeAnswerNode(upstream: string): Promise<HugeAnswerNode> {
  let armed = 0;
  let begun = 0;
  let mostSent = 0;
  let lastBegun: number | null = null;
  const gaps: number[] = [];
  const chunk = Buffer.from(`${Array.from({ length: 256 }, () => LOG).join(",")},`);

  function stream(res: ServerResponse, id: unknown, bytes: number): void {
    begun++;
    const now = performance.now();
    if (lastBegun !== null) gaps.push(now - lastBegun);
    lastBegun = now;
    let sent = 0;
    // No Content-Length: a client that refuses by the header alone never meets the stream.
    res.writeHead(200, { "Content-Type": "application/json" });
    const head = Buffer.from(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":[`);
    res.write(head);
    sent += head.length;
    const more = () => {
      while (sent + chunk.length < bytes - 2) {
        sent += chunk.length;
        mostSent = Math.max(mostSent, sent);
        if (!res.write(chunk)) return void res.once("drain", more);
      }
      res.end(`${LOG}]}`.slice(0, Math.max(0, bytes - sent)));
    };
    res.once("close", () => res.removeAllListeners("drain"));
    more();
  }

  const server = createServer(async (req, res) => {
    const body = await bodyOf(req);
    const call = JSON.parse(body) as { id?: unknown; method?: string };
    if (armed > 0 && !Array.isArray(call) && call.method === "eth_getLogs") return stream(res, call.id, armed);
    const answer = await fetch(upstream, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    res.writeHead(answer.status, { "Content-Type": "application/json" }).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arm(bytes) {
      armed = bytes;
    },
    get begun() {
      return begun;
    },
    get gaps() {
      return gaps;
    },
    get mostSent() {
      return mostSent;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
