import { describe, expect, it } from "vitest";
import { createApiKey, createClient, listApiKeys, revokeApiKey } from "./clients.ts";
import { CUSTOMER, DEMO_CLIENT_ID, INTEGRATION_ID, testApp } from "../testing.ts";

describe("clients and API keys", () => {
  it("a new client's key works, sees none of the other clients' records, and its secret is never listed", async () => {
    const t = await testApp();
    const parts = t.app.services;
    const { client, key, secret } = await createClient(parts, { name: "New Shop" });
    expect(secret).toMatch(/^sk_sandbox_[\w-]{43}$/);
    expect(key).toMatchObject({ clientId: client.id, name: "Default key", prefix: secret.slice(0, 15), revokedAt: null, lastUsedAt: null });
    expect(JSON.stringify(key)).not.toContain(secret.slice(15));
    expect(key).not.toHaveProperty("hash");
    const as = { "X-API-Key": secret };
    expect((await t.json(await t.call("GET", "/api/v1/integrations", undefined, as))).data).toEqual([]);
    expect((await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`, undefined, as)).status).toBe(404);
    const listed = await listApiKeys(parts, client.id);
    expect(listed).toEqual([{ ...key, lastUsedAt: expect.any(String) }]);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(15));
  });

  it("a client has several keys; a revoked one answers 401 at once while the others keep working", async () => {
    const t = await testApp();
    const parts = t.app.services;
    const second = await createApiKey(parts, DEMO_CLIENT_ID, "deploy bot");
    if (!second) throw new Error("the demo client exists");
    const as = { "X-API-Key": second.secret };
    const created = await t.call(
      "POST",
      "/api/v1/order/deposit",
      { integrationId: INTEGRATION_ID, assetId: "ETH", customer: CUSTOMER },
      as,
    );
    expect(created.status, "the new key acts for the same client").toBe(201);
    const revoked = await revokeApiKey(parts, DEMO_CLIENT_ID, second.key.id);
    expect(revoked?.revokedAt).not.toBeNull();
    expect((await t.call("GET", "/api/v1/orders", undefined, as)).status).toBe(401);
    expect((await t.call("GET", "/api/v1/orders")).status).toBe(200);
    expect((await listApiKeys(parts, DEMO_CLIENT_ID)).map((k) => [k.name, k.revokedAt === null])).toEqual([
      ["Sandbox key", true],
      ["deploy bot", false],
    ]);
  });

  it("keys of another client, or of no client, cannot be made or revoked through a client's id", async () => {
    const t = await testApp();
    const parts = t.app.services;
    expect(await createApiKey(parts, "cli_nope", "x")).toBeUndefined();
    const { client } = await createClient(parts, { name: "Other" });
    const [demoKey] = await listApiKeys(parts, DEMO_CLIENT_ID);
    expect(await revokeApiKey(parts, client.id, demoKey!.id)).toBeUndefined();
    expect((await t.call("GET", "/api/v1/orders")).status, "the demo key still works").toBe(200);
  });

  it("records when a key was last used", async () => {
    const t = await testApp();
    await t.call("GET", "/api/v1/orders");
    await expect.poll(async () => (await listApiKeys(t.app.services, DEMO_CLIENT_ID))[0]?.lastUsedAt).not.toBeNull();
  });

  it("names keys for what they open: sk_sandbox_ in the sandbox, sk_live_ where payments are real; both work and list their fixed part and four characters", async () => {
    const t = await testApp();
    const sandbox = await createApiKey(t.app.services, DEMO_CLIENT_ID, "sandbox");
    const live = await createApiKey({ ...t.app.services, keyKind: "live" }, DEMO_CLIENT_ID, "live");
    expect(sandbox?.secret).toMatch(/^sk_sandbox_[\w-]{43}$/);
    expect(live?.secret).toMatch(/^sk_live_[\w-]{43}$/);
    expect(sandbox?.key.prefix).toBe(sandbox?.secret.slice(0, 15));
    expect(live?.key.prefix).toBe(live?.secret.slice(0, 12));
    for (const made of [sandbox, live]) {
      expect((await t.call("GET", "/api/v1/orders", undefined, { "X-API-Key": made?.secret ?? "" })).status).toBe(200);
    }
  });
});
