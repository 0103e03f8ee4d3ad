// A real HTTP receiver of webhooks on 127.0.0.1 and a port the kernel picks: it records every
// request whole (headers and raw body, for signature checks) and answers as the test says.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** `answer` gets each request (body read in full) and its 0-based index; it may leave `res` hanging. */
export async function startReceiver(answer: (res: ServerResponse, request: ReceivedRequest, index: number) => void): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === "string") headers[name] = value;
      }
      const request = { method: req.method ?? "", path: req.url ?? "", headers, body: Buffer.concat(chunks).toString("utf8") };
      requests.push(request);
      answer(res, request, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging receivers hold sockets open; drop them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
