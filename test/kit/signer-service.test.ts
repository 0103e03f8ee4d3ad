// The signer's service client: answers parsed by their schemas, and a redirect never followed
// (the API key would go with it to whatever host the Location names).
import { createServer } from "node:http";
import { afterAll, expect, it } from "vitest";
import { createServiceClient, ServiceRefused } from "../../kit/signer/src/index.ts";

const seen: Array<{ server: string; key: string | undefined }> = [];
const servers = await Promise.all(
  ["service", "elsewhere"].map(
    (name) =>
      new Promise<{ url: string; close(): void }>((resolve) => {
        const server = createServer((req, res) => {
          seen.push({ server: name, key: req.headers["x-api-key"] as string | undefined });
          if (name === "service" && req.url?.startsWith("/api/v1/chain/keys"))
            return res.writeHead(307, { location: `${servers[1]?.url}/api/v1/chain/keys` }).end();
          if (name === "service") return res.writeHead(200, { "content-type": "application/json" }).end('{"data":[{"family":"evm"}]}');
          res.writeHead(200, { "content-type": "application/json" }).end('{"data":[]}');
        });
        server.listen(0, "127.0.0.1", () => {
          const address = server.address();
          resolve({ url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, close: () => server.close() });
        });
      }),
  ),
);
afterAll(() => {
  for (const server of servers) server.close();
});

it("refuses a redirect, naming where it pointed, and sends the key nowhere else", async () => {
  const client = createServiceClient({ serviceUrl: servers[0]?.url as string, apiKey: "sk_secret_key" });
  const refused = await client.keys().catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ServiceRefused);
  expect((refused as Error).message).toBe(
    `GET /api/v1/chain/keys was redirected (307) to ${servers[1]?.url}/api/v1/chain/keys: not followed, so the API key was not sent there; give the service's own URL as --service-url`,
  );
  expect(seen).toEqual([{ server: "service", key: "sk_secret_key" }]);
});

it("says an answer outside the contract is one, naming the field", async () => {
  const client = createServiceClient({ serviceUrl: servers[0]?.url as string, apiKey: "sk_secret_key" });
  const broken = await client.payout("ord_1").catch((error: unknown) => error);
  expect(broken).not.toBeInstanceOf(ServiceRefused);
  expect((broken as Error).message).toMatch(/^GET \/api\/v1\/payouts\/ord_1 answered outside its contract: [\s\S]*orderId/);
});
