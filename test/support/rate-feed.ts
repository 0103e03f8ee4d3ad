// An exchange-rate feed (EXCHANGE_RATES_URL) as a deployment would serve it: a real HTTP server
// on loopback whose next answers a test sets, read through the same fetch the service uses.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FeedAnswer =
  | { status: number; body: unknown }
  /** A redirect to another URL (which would answer rates if it were followed). */
  | { redirect: string }
  /** An endless body, sent chunk by chunk without a length, until the reader stops. */
  | { endless: true }
  /** Never answered. */
  | "hang";

export interface RateFeed {
  url: string;
  requests: number;
  answer: FeedAnswer;
  /** Bytes written of the last endless body before the reader went away. */
  endlessBytes: number;
  close(): Promise<void>;
}

export async function rateFeed(body: unknown): Promise<RateFeed> {
  let server: Server;
  const state: RateFeed = {
    url: "",
    requests: 0,
    answer: { status: 200, body },
    endlessBytes: 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    state.requests++;
    const answer = state.answer;
    if (answer === "hang") return;
    if ("redirect" in answer) {
      response.writeHead(302, { Location: answer.redirect });
      response.end();
      return;
    }
    if ("endless" in answer) {
      response.writeHead(200, { "Content-Type": "application/json" });
      state.endlessBytes = 0;
      const chunk = Buffer.alloc(64 * 1024, " ");
      const more = () => {
        while (!response.destroyed && state.endlessBytes < 64 * 1024 * 1024) {
          state.endlessBytes += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", more);
        }
        response.end();
      };
      response.write('{"rates":');
      more();
      return;
    }
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates.json`;
  return state;
}
