import { describe, expect, it } from "vitest";
import { PaymentLink, PaymentLinkCreated } from "../../src/shared/index.ts";
import { chooseOnLinkPage } from "../../test/support/link-page.ts";
import { INTEGRATION_ID, ORIGIN, SECOND_KEY, testApp } from "../testing.ts";

type T = Awaited<ReturnType<typeof testApp>>;

const tenDollars = {
  integrationId: INTEGRATION_ID,
  name: "T-shirt",
  price: { amount: "10.00", currency: "USD" },
  returnUrl: "http://localhost:8081/thanks?order=42",
};

async function makeLink(t: T, body: Record<string, unknown> = tenDollars) {
  const res = await t.call("POST", "/api/v1/payment-links", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return PaymentLinkCreated.parse(await res.json());
}

/** The payer's press on the link's page, with the page's quote: the order it made (from the redirect to its checkout). */
function choose(t: T, linkId: string, assetId: string, query = "") {
  return chooseOnLinkPage(t.app, linkId, assetId, { query });
}

async function chosenOrder(t: T, linkId: string, assetId = "USDT_TRC20") {
  const res = await choose(t, linkId, assetId);
  expect(res.status).toBe(303);
  const orderId = new URL(res.headers.get("Location") ?? "").searchParams.get("orderId") ?? "";
  return { orderId, location: res.headers.get("Location") ?? "" };
}

describe("payment links (an extension)", () => {
  it("makes a link priced in USD for every enabled asset, with a 15-minute window, and lists and reads it", async () => {
    const t = await testApp();
    const created = await makeLink(t);
    expect(created.linkId).toMatch(/^lnk_/);
    expect(created.url).toBe(`${ORIGIN}/link/${created.linkId}`);
    const read = PaymentLink.parse(await t.json(await t.call("GET", `/api/v1/payment-links/${created.linkId}`)));
    expect(read).toMatchObject({ name: "T-shirt", price: { amount: "10.00", currency: "USD" }, expiresInMinutes: 15, active: true });
    expect(read.assetIds).not.toContain("BUSD_BEP20");
    expect(read.assetIds).toContain("USDT_TRC20");
    const list = await t.json(await t.call("GET", "/api/v1/payment-links"));
    expect(list.data.map((l: { linkId: string }) => l.linkId)).toEqual([created.linkId]);
    expect(list.pagination.totalQuantity).toBe(1);
  });

  it("answers bad input with the spec's 400 array, naming the field", async () => {
    const t = await testApp();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...tenDollars, price: { amount: 10, currency: "USD" } }, "price.amount"],
      [{ ...tenDollars, price: { amount: "10.001", currency: "USD" } }, "price.amount"],
      [{ ...tenDollars, price: { amount: "0", currency: "USD" } }, "price.amount"],
      [{ ...tenDollars, price: { amount: "10", currency: "GBP" } }, "price.currency"],
      [{ ...tenDollars, assetIds: ["DOGE"] }, "assetIds[0]"],
      [{ ...tenDollars, assetIds: ["BUSD_BEP20"] }, "assetIds[0]"],
      [{ ...tenDollars, expiresInMinutes: 0 }, "expiresInMinutes"],
      [{ ...tenDollars, expiresInMinutes: 1.5 }, "expiresInMinutes"],
      [{ ...tenDollars, returnUrl: "http://shop.example/thanks" }, "returnUrl"],
      [{ ...tenDollars, returnUrl: "javascript:alert(1)" }, "returnUrl"],
      [{ ...tenDollars, integrationId: "int_nobody" }, "integrationId"],
      [{ ...tenDollars, name: "" }, "name"],
      [{ ...tenDollars, price: { amount: "10", currency: "ETH" }, assetIds: ["TRX"] }, "assetIds"],
    ];
    for (const [body, field] of cases) {
      const res = await t.call("POST", "/api/v1/payment-links", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const errors = await res.json();
      expect(Array.isArray(errors)).toBe(true);
      expect(
        errors.map((e: { field: string }) => e.field),
        JSON.stringify(body),
      ).toContain(field);
    }
  });

  it("replays a retried creation with the same Idempotency-Key instead of making a second link", async () => {
    const t = await testApp();
    const headers = { "Idempotency-Key": "link-1" };
    const [a, b] = await Promise.all([
      t.call("POST", "/api/v1/payment-links", tenDollars, headers),
      t.call("POST", "/api/v1/payment-links", tenDollars, headers),
    ]);
    expect((await a.json()).linkId).toBe((await b.json()).linkId);
    expect((await t.json(await t.call("GET", "/api/v1/payment-links"))).data).toHaveLength(1);
  });

  it("shows another client's link as an unknown one", async () => {
    const t = await testApp();
    const { linkId } = await makeLink(t);
    for (const [method, path] of [
      ["GET", `/api/v1/payment-links/${linkId}`],
      ["POST", `/api/v1/payment-links/${linkId}/deactivate`],
    ] as const) {
      const theirs = await t.call(method, path, undefined, { "X-API-Key": SECOND_KEY });
      const nobody = await t.call(method, path.replace(linkId, "lnk_nobody"), undefined, { "X-API-Key": SECOND_KEY });
      expect(theirs.status).toBe(404);
      expect(nobody.status).toBe(404);
      expect(JSON.stringify(await theirs.json()).replace(linkId, "lnk_nobody")).toBe(JSON.stringify(await nobody.json()));
    }
    expect((await t.json(await t.call("GET", "/api/v1/payment-links", undefined, { "X-API-Key": SECOND_KEY }))).data).toEqual([]);
  });

  it("is absent in strict mode, as are the orders' extension fields", async () => {
    const t = await testApp();
    const { linkId } = await makeLink(t);
    const { orderId } = await chosenOrder(t, linkId);
    const strict = await testApp({ store: t.app.services.store, config: { ...t.app.services.config, specStrict: true } });
    expect((await strict.call("POST", "/api/v1/payment-links", tenDollars)).status).toBe(404);
    expect((await strict.call("GET", "/api/v1/payment-links")).status).toBe(404);
    const order = await strict.json(await strict.call("GET", `/api/v1/orders/${orderId}`));
    expect(order).not.toHaveProperty("paymentLinkId");
    expect(order).not.toHaveProperty("expiresAt");
    const strictDocument = await (await strict.app.request("/openapi.json")).json();
    expect(Object.keys(strictDocument.paths).filter((p) => p.includes("payment-links"))).toEqual([]);
    const document = await (await t.app.request("/openapi.json")).json();
    expect(document.paths["/api/v1/payment-links"].post["x-extension"]).toBe(true);
  });
});

describe("the payer's choice", () => {
  it("inside the embed's frame, carries where Back to … leads (back=) to the checkout, with lang= and theme=", async () => {
    const t = await testApp();
    const { linkId } = await makeLink(t);
    const inFrame = await choose(t, linkId, "TRX", "?lang=de&back=close&embedOrigin=https%3A%2F%2Fshop.example");
    expect(inFrame.status).toBe(303);
    const target = new URL(inFrame.headers.get("Location") ?? "");
    expect(target.pathname).toBe("/pay");
    expect([target.searchParams.get("lang"), target.searchParams.get("back")]).toEqual(["de", "close"]);
    // The embedding origin stays the browser's business: the fragment, which the Location
    // (having none) inherits from the posted URL; nothing from the query is made into one.
    expect(target.searchParams.get("embedOrigin")).toBeNull();
    expect(target.hash).toBe("");
  });

  it("makes an order through the payment rule: the amount at the rate, the link's id, window and return URL", async () => {
    const t = await testApp();
    const { linkId } = await makeLink(t, { ...tenDollars, price: { amount: "10.00", currency: "EUR" }, expiresInMinutes: 30 });
    const { orderId, location } = await chosenOrder(t, linkId, "TRX");
    expect(new URL(location).pathname).toBe("/pay");
    const order = await t.json(await t.call("GET", `/api/v1/orders/${orderId}`));
    expect(order).toMatchObject({
      status: "inProgress",
      type: "payment",
      assetId: "TRX",
      paymentLinkId: linkId,
      returnUrl: tenDollars.returnUrl,
    });
    expect(order).not.toHaveProperty("externalId");
    expect(order).not.toHaveProperty("expired");
    // 10 EUR at the sandbox's 0.23 EUR per TRX.
    expect(order.lockedPrice).toMatchObject({ price: { amount: "10.00", currency: "EUR" }, rate: "0.230000" });
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    const page = await t.json(await t.app.request(`/checkout/v1/integrations/${INTEGRATION_ID}/orders/${orderId}`));
    expect(page.requestedAmount).toEqual({ amount: "43.478261", currency: "TRX" });
    // The payer's read carries what its page counts down, starts again from and returns to.
    expect(page).toMatchObject({ paymentLinkId: linkId, expiresAt: order.expiresAt, returnUrl: tenDollars.returnUrl });
  });

  it("refuses an asset the link does not offer, or one below the asset's minimum, and makes nothing", async () => {
    const t = await testApp();
    const { linkId } = await makeLink(t, { ...tenDollars, assetIds: ["USDT_TRC20"] });
    // The page is not built in unit tests (503 instead of the page again): what matters is no redirect, no order.
    expect((await choose(t, linkId, "ETH")).status).not.toBe(303);
    const cheap = await makeLink(t, { ...tenDollars, price: { amount: "0.50", currency: "USD" }, assetIds: ["USDT_TRC20"] });
    expect((await choose(t, cheap.linkId, "USDT_TRC20")).status).not.toBe(303);
    expect((await t.json(await t.call("GET", "/api/v1/orders"))).data).toEqual([]);
  });

  it("stops making orders once the link is deactivated, and its page says so", async () => {
    const t = await testApp();
    const { linkId } = await makeLink(t);
    const res = await t.call("POST", `/api/v1/payment-links/${linkId}/deactivate`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ active: false });
    expect((await choose(t, linkId, "USDT_TRC20")).status).not.toBe(303);
    expect((await t.json(await t.call("GET", "/api/v1/orders"))).data).toEqual([]);
  });
});

describe("the payment window", () => {
  it("says expired once the window ends with nothing detected; the status stays inProgress", async () => {
    const t = await testApp();
    const { linkId } = await makeLink(t, { ...tenDollars, expiresInMinutes: 1 });
    const { orderId } = await chosenOrder(t, linkId);
    t.clock.advance(61_000);
    const order = await t.json(await t.call("GET", `/api/v1/orders/${orderId}`));
    expect(order).toMatchObject({ status: "inProgress", expired: true });
  });

  it("honours a payment detected before expiry that confirms after it", async () => {
    const t = await testApp();
    const { linkId } = await makeLink(t, { ...tenDollars, expiresInMinutes: 1 });
    const { orderId } = await chosenOrder(t, linkId);
    const pending = await t.json(await t.call("POST", `/_sandbox/orders/${orderId}/payments`, { confirmed: false }));
    t.clock.advance(5 * 60_000);
    expect(await t.json(await t.call("GET", `/api/v1/orders/${orderId}`))).not.toHaveProperty("expired");
    const res = await t.call("POST", `/_sandbox/transactions/${pending.id}/confirm`);
    expect(res.status).toBe(200);
    const order = await t.json(await t.call("GET", `/api/v1/orders/${orderId}`));
    expect(order.status).toBe("completed");
    expect(order).not.toHaveProperty("paidAfterExpiry");
  });

  it("credits a payment after expiry as late, sends one callback, and leaves completion to the merchant", async () => {
    const t = await testApp();
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "http://localhost:9/cb",
      orderTypes: ["Payment"],
    });
    const { linkId } = await makeLink(t);
    const { orderId } = await chosenOrder(t, linkId);
    const payerRead = `/checkout/v1/integrations/${INTEGRATION_ID}/orders/${orderId}`;
    const before = await t.json(await t.app.request(payerRead));
    expect((await t.call("POST", `/_sandbox/orders/${orderId}/expire`)).status).toBe(200);
    const expired = await t.json(await t.call("GET", `/api/v1/orders/${orderId}`));
    expect(expired).toMatchObject({ expired: true });
    // The payer's (cached) read hears of the ended window: its page turns to "expired" at once.
    const after = await t.json(await t.app.request(payerRead));
    expect(after.expiresAt).toBe(expired.expiresAt);
    expect(after.expiresAt < before.expiresAt).toBe(true);
    await t.pay(orderId);
    const order = await t.json(await t.call("GET", `/api/v1/orders/${orderId}`));
    expect(order).toMatchObject({ status: "inProgress", paidAfterExpiry: true });
    expect(order.transactions[0]).toMatchObject({ status: "completed", late: true });
    const balances = await t.json(await t.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`));
    expect(JSON.stringify(balances)).toContain("9.900000");
    const callbacks = t.webhooks.sent.filter((d) => d.orderId === orderId);
    expect(callbacks).toHaveLength(1);
    expect(JSON.parse(callbacks[0]?.body ?? "{}")).toMatchObject({ data: { payment: { event: "late" } } });
  });
});
