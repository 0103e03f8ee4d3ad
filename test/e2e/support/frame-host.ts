// A merchant's page on another origin (and another site: "localhost" vs the service's
// "127.0.0.1"), serving the widgetCode exactly as the service returned it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FrameHost {
  /** e.g. http://localhost:40123 */
  origin: string;
  close(): Promise<void>;
}

export async function hostWidget(widgetCode: string): Promise<FrameHost> {
  return hostPage(
    () =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Merchant shop</title></head>` +
      `<body><h1>Merchant shop</h1><p>Pay for your order below.</p>${widgetCode}</body></html>`,
  );
}

/** Serves the page `render` writes (it is told the page's own origin) at `/`. */
export async function hostPage(render: (origin: string) => string): Promise<FrameHost> {
  let html = "";
  const server = createServer((request, response) => {
    if (request.url === "/" || request.url?.startsWith("/?")) {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
      response.end(html);
    } else {
      response.writeHead(404, { "Content-Type": "text/plain" });
      response.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://localhost:${port}`;
  html = render(origin);
  return {
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
