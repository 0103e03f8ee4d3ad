// A rotation as a receiver lives it: callbacks made during the grace period verify with the
// old secret and with the new one; after it, only with the new one.
import { describe, expect, it } from "vitest";
import { CHEAP_SCRYPT, browser } from "../../test/support/portal-app.ts";
import { manualClock } from "../domain/clock.ts";
import { offlineLookup, ORIGIN, testApp, testRepository } from "../testing.ts";
import { createWebhookDispatcher } from "./dispatcher.ts";
import { integrationSecrets } from "./integration-secrets.ts";
import { generateWebhookSecret, verifyWebhook } from "./signature.ts";

describe("an integration's signing secrets in its deliveries", () => {
  it("signs with both secrets during the grace period, and with the new one alone after it", async () => {
    const clock = manualClock();
    const store = await testRepository();
    const service = generateWebhookSecret();
    const received: { headers: Record<string, string>; body: string }[] = [];
    const webhooks = createWebhookDispatcher({
      secret: service,
      outbox: store.outbox,
      destinations: { allowPrivate: true },
      secretsFor: integrationSecrets(store, service, () => clock.now()),
      fetch: async (_url, init) => {
        received.push({ headers: init?.headers as Record<string, string>, body: String(init?.body) });
        return new Response(null, { status: 204 });
      },
    });
    const t = await testApp({
      store,
      webhooks,
      clock,
      config: { publicOrigin: ORIGIN, distDir: null, lookup: offlineLookup, portal: { scrypt: CHEAP_SCRYPT } },
    });
    const b = browser({ ...t, origin: ORIGIN });
    await b.signUp("ada@example.com");
    const created = await (await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).json();
    const id: string = created.integration.id;
    const first: string = created.signingSecret;
    await b.request("PUT", `/portal/api/integrations/${id}/webhook`, {
      callbackUrl: "http://127.0.0.1:4000/hooks",
      orderTypes: ["Payment"],
    });
    const second: string = (await (await b.request("POST", `/portal/api/integrations/${id}/signing-secret`, { graceHours: 24 })).json())
      .signingSecret;
    const order = await (
      await b.request("POST", "/portal/api/orders/payment", {
        integrationId: id,
        assetId: "USDT_TRC20",
        amount: "5",
        customer: { type: "individual", firstName: "A", lastName: "B" },
      })
    ).json();
    await b.request("POST", `/portal/api/sandbox/orders/${order.orderId}/payments`, {});
    await webhooks.idle();
    expect(received).toHaveLength(1);
    const during = received[0] ?? { headers: {}, body: "" };
    expect(verifyWebhook({ secret: first, ...during })).toBe(true);
    expect(verifyWebhook({ secret: second, ...during })).toBe(true);
    expect(verifyWebhook({ secret: service, ...during })).toBe(false);

    clock.advance(25 * 3_600_000);
    await b.signIn("ada@example.com");
    await b.request("POST", `/portal/api/integrations/${id}/webhook/test`, {});
    await webhooks.idle();
    expect(received).toHaveLength(2);
    const after = received[1] ?? { headers: {}, body: "" };
    expect(verifyWebhook({ secret: second, ...after })).toBe(true);
    expect(verifyWebhook({ secret: first, ...after })).toBe(false);
    webhooks.close();
  });
});
