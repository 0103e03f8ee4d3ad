// The kit's API key stays on the service's origin: the typed client and `listen` against a
// service whose answers redirect, with a second local server (another port: another origin)
// that records whatever reaches it. A redirect within the origin is followed; one to the other
// server is refused with an error naming it, and the other server sees nothing. `listen` warns
// of a plain-http service URL that is not this machine.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createCheckoutClient, RedirectRefused } from "../../kit/client/src/index.ts";
import { ListenRefused, listen } from "../../kit/webhooks/src/index.ts";
import { plainHttpWarning } from "../../kit/webhooks/src/listen.ts";

const KEY = "sk_test_redirected_0123456789abcdef";
const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

interface Seen {
  method: string;
  path: string;
  key: string | undefined;
  body: string;
}

/** A server on its own port that records each request and answers with `answer`. */
async function server(answer: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const seen: Seen[] = [];
  const s = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on("end", () => {
      seen.push({ method: req.method ?? "", path: req.url ?? "", key: req.headers["x-api-key"] as string | undefined, body });
      answer(req, res, body);
    });
  });
  servers.push(s);
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(s.address() as AddressInfo).port}`, seen };
}

const json = (res: ServerResponse, body: unknown) => {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

describe("the kit's API key and redirects", () => {
  it("the typed client refuses a redirect to another origin, and the other origin gets nothing", async () => {
    const elsewhere = await server((_req, res) => json(res, { data: [] }));
    const service = await server((req, res) => {
      res.writeHead(307, { Location: `${elsewhere.origin}${req.url}` });
      res.end();
    });
    const client = createCheckoutClient({ baseUrl: service.origin, apiKey: KEY, retries: 0 });
    const read = client.GET("/api/v1/integrations");
    await expect(read).rejects.toThrow(RedirectRefused);
    await expect(read).rejects.toThrow(`to another origin, ${elsewhere.origin}: not followed, so the X-API-Key was not sent there`);
    const created = client.POST("/api/v1/order/deposit", {
      body: { integrationId: "int_x", assetId: "USDT_TRC20", customer: { type: "individual", firstName: "A", lastName: "B" } },
    });
    await expect(created).rejects.toThrow(RedirectRefused);
    expect(service.seen.map((r) => [r.method, r.key])).toEqual([
      ["GET", KEY],
      ["POST", KEY],
    ]);
    expect(elsewhere.seen).toEqual([]);
  });

  it("the typed client follows a redirect within the service's origin, with the key and a 307's body", async () => {
    const service = await server((req, res) => {
      if (req.url?.startsWith("/moved/")) return json(res, { data: [], received: req.method });
      res.writeHead(req.method === "POST" ? 307 : 302, { Location: `/moved${req.url}` });
      res.end();
    });
    const client = createCheckoutClient({ baseUrl: service.origin, apiKey: KEY, retries: 0 });
    expect((await client.GET("/api/v1/integrations")).response.status).toBe(200);
    const body = {
      integrationId: "int_x",
      assetId: "USDT_TRC20" as const,
      customer: { type: "individual" as const, firstName: "A", lastName: "B" },
    };
    expect((await client.POST("/api/v1/order/deposit", { body })).response.status).toBe(200);
    expect(service.seen.map((r) => [r.method, r.path, r.key])).toEqual([
      ["GET", "/api/v1/integrations", KEY],
      ["GET", "/moved/api/v1/integrations", KEY],
      ["POST", "/api/v1/order/deposit", KEY],
      ["POST", "/moved/api/v1/order/deposit", KEY],
    ]);
    expect(JSON.parse(service.seen[3]?.body ?? "")).toEqual(body);
  });

  it("listen stops on a redirect to another origin, which gets nothing, and says so", async () => {
    const elsewhere = await server((_req, res) => json(res, { data: [], cursor: "start" }));
    const service = await server((req, res) => {
      res.writeHead(308, { Location: `${elsewhere.origin}${req.url}` });
      res.end();
    });
    const printed: string[] = [];
    const listening = listen({
      serviceUrl: service.origin,
      apiKey: KEY,
      forwardTo: "http://127.0.0.1:9/hooks",
      print: (line) => printed.push(line),
    });
    await expect(listening).rejects.toThrow(ListenRefused);
    await expect(listening).rejects.toThrow(`the service's URL redirects elsewhere`);
    await expect(listening).rejects.toThrow(elsewhere.origin);
    expect(service.seen).toHaveLength(1);
    expect(elsewhere.seen).toEqual([]);
    expect(printed).toEqual([]);
  });

  it("listen warns of a plain-http service URL that is not this machine", async () => {
    expect(plainHttpWarning("http://pay.invalid")).toMatch(/^warning: http:\/\/pay\.invalid is plain http and not this machine/);
    for (const url of [
      "https://pay.invalid",
      "http://127.0.0.1:8080",
      "http://localhost:8080",
      "http://[::1]:8080",
      "http://app.localhost",
    ])
      expect(plainHttpWarning(url), url).toBeNull();
    const printed: string[] = [];
    // Stopped before its first read: only what it says at the start is printed.
    await listen({
      serviceUrl: "http://pay.invalid",
      apiKey: KEY,
      forwardTo: "http://127.0.0.1:9/hooks",
      print: (line) => printed.push(line),
      signal: AbortSignal.abort(),
    });
    expect(printed).toEqual([expect.stringMatching(/^warning: http:\/\/pay\.invalid is plain http/)]);
  });
});
