// The baseline of payment → screen: a plain node:http server with a page that holds one long
// poll, and a route that answers it. What a payment costs to reach a screen with nothing in
// between but a socket, a fetch and an attribute change: no store, no order, no rendering.
// Run the same way as the checkout (payment-latency.ts), in the same browser, in the same run.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Baseline</title></head>
  <body>
    <main data-screen="order" data-status-group="waiting" data-payment-state="waiting">Waiting</main>
    <script>
      fetch("/wait").then((answer) => answer.json()).then((state) => {
        const main = document.querySelector("main");
        main.setAttribute("data-payment-state", state.payment);
        main.setAttribute("data-status-group", state.group);
        main.textContent = state.group;
      });
    </script>
  </body>
</html>
`;

export interface LongPollPage {
  /** The page: every visit holds one long poll, under /wait. */
  url: string;
  /** Answers the held polls: "completed" as a payment would, or "detected" for a transfer only seen. */
  trigger(state: "completed" | "detected"): Promise<void>;
  stop(): Promise<void>;
}

export async function startLongPollPage(): Promise<LongPollPage> {
  const held = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (req.url === "/wait") {
      held.add(res);
      res.on("close", () => held.delete(res));
      return;
    }
    if (req.method === "POST" && req.url?.startsWith("/pay?")) {
      const state =
        new URL(req.url, "http://x").searchParams.get("state") === "detected"
          ? { payment: "detected", group: "waiting" }
          : { payment: "completed", group: "completed" };
      const body = JSON.stringify(state);
      for (const poll of held) poll.writeHead(200, { "Content-Type": "application/json", "Cache-Control": "no-store" }).end(body);
      held.clear();
      return res.writeHead(204).end();
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=UTF-8", "Cache-Control": "no-store" }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/`,
    trigger: async (state) => {
      const answer = await fetch(`${origin}/pay?state=${state}`, { method: "POST" });
      await answer.arrayBuffer();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const poll of held) poll.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
