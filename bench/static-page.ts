// Lighthouse's baseline: a trivial static page on plain node:http (a heading and a paragraph,
// no script, no style sheet, no image), run on the same preset as the payment page, one run
// of each in turn. What the mobile preset's simulated network and CPU give any page at best.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A trivial static page: the bench's baseline for Lighthouse." />
    <title>Baseline</title>
  </head>
  <body>
    <main>
      <h1>Pay 25 USDT</h1>
      <p>Send exactly 25 USDT on the TRON network to the address below. The page updates when the payment arrives.</p>
    </main>
  </body>
</html>
`;

export interface StaticPage {
  url: string;
  stop(): Promise<void>;
}

export async function startStaticPage(): Promise<StaticPage> {
  const server: Server = createServer((_req, res) => {
    res
      .writeHead(200, {
        "Content-Type": "text/html; charset=UTF-8",
        "Cache-Control": "no-store",
        "Content-Length": String(Buffer.byteLength(HTML)),
      })
      .end(HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
