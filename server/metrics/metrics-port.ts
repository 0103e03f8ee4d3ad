// METRICS_PORT: /metrics on a port of its own (on HOST), for a scraper on a private network,
// apart from the payer's and the API's surface. Nothing else is served there.
import { createServer, type Server } from "node:http";

export function listenForScrapes(
  port: number,
  host: string,
  scrape: () => Promise<{ text: string; contentType: string }>,
  onError: (error: unknown) => void,
): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? "").split("?")[0];
    if (path !== "/metrics" || (incoming.method !== "GET" && incoming.method !== "HEAD")) {
      outgoing.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Only GET /metrics is served here\n");
      return;
    }
    scrape().then(
      ({ text, contentType }) => {
        outgoing.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" });
        outgoing.end(incoming.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        onError(error);
        outgoing
          .writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" })
          .end("Metrics unavailable: try again\n");
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(server));
  });
}
