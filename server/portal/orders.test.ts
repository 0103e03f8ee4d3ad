// The portal's orders, money and callbacks over HTTP, and its isolation: a payment link made
// through the portal, paid through its sandbox controls, refunded in part (the refundable
// ceiling and the destination checked by the API's own rules), its deliveries redelivered; a
// second client's session cannot read or change any of it; and every state-changing portal
// route refuses a cross-site request.
import { describe, expect, it } from "vitest";
import { chooseOnLinkPage } from "../../test/support/link-page.ts";
import { TRON_DESTINATION } from "../testing.ts";
import { browser, PASSWORD, portalTestApp, type PortalTestApp } from "../../test/support/portal-app.ts";
import { withRefusableAudit } from "../../test/support/refused-audit.ts";

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };

async function merchant(t: PortalTestApp, email: string) {
  const b = browser(t);
  await b.signUp(email);
  const created = await (await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).json();
  const integrationId: string = created.integration.id;
  await b.request("PUT", `/portal/api/integrations/${integrationId}/webhook`, {
    callbackUrl: "http://localhost:4000/hooks",
    orderTypes: ["Payment", "Deposit"],
  });
  return { b, integrationId };
}

async function paidOrder(t: PortalTestApp, email: string) {
  const m = await merchant(t, email);
  const res = await m.b.request("POST", "/portal/api/orders/payment", {
    integrationId: m.integrationId,
    assetId: "USDT_TRC20",
    amount: "40",
    customer: CUSTOMER,
    externalId: "inv-1",
  });
  expect(res.status).toBe(201);
  const created = await res.json();
  const detected = await m.b.request("POST", `/portal/api/sandbox/orders/${created.orderId}/payments`, { amount: "40", confirmed: false });
  expect(detected.status).toBe(201);
  const transactionId: string = (await detected.json()).id;
  expect((await m.b.request("POST", `/portal/api/sandbox/transactions/${transactionId}/confirm`, {})).status).toBe(200);
  return { ...m, orderId: created.orderId as string, transactionId, created };
}

describe("portal orders", () => {
  it("sells, pays through the sandbox controls, refunds part, and audits the refund", async () => {
    const t = await portalTestApp();
    const { b, orderId, created, integrationId } = await paidOrder(t, "ada@example.com");
    expect(created.paymentLink).toContain(`orderId=${orderId}`);
    expect(created.widgetCode).toContain("<iframe");
    const order = await (await b.request("GET", `/portal/api/orders/${orderId}`)).json();
    expect(order).toMatchObject({
      integrationId,
      order: { status: "completed", transactions: [expect.objectContaining({ status: "completed" })] },
      refundable: "40.000000",
      // What the order's page shows in words: who, where from, through which integration.
      customer: { firstName: "Ada", lastName: "Lovelace" },
      integrationName: "Shop",
      senderAddresses: [expect.stringMatching(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)],
      // The sandbox stands for mainnet: its transfers' links go to mainnet's explorer.
      explorerUrl: "https://tronscan.org",
    });
    // What a refund may go back to: the confirmed transfer's sender, with its amount.
    expect(order.creditedSenders).toEqual([{ address: order.senderAddresses[0], largest: "40.000000" }]);
    expect(order.customer).not.toHaveProperty("type");

    const tooMuch = await b.request("POST", "/portal/api/orders/refund", {
      refundOrderId: orderId,
      assetId: "USDT_TRC20",
      amount: "41",
      destinationAddress: TRON_DESTINATION,
    });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json())[0].field).toBe("amount");
    const badAddress = await b.request("POST", "/portal/api/orders/refund", {
      refundOrderId: orderId,
      assetId: "USDT_TRC20",
      amount: "10",
      destinationAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
    });
    expect(badAddress.status).toBe(400);
    expect((await badAddress.json())[0].field).toBe("destinationAddress");
    const refundBody = { refundOrderId: orderId, assetId: "USDT_TRC20", amount: "10", destinationAddress: TRON_DESTINATION };
    const refund = await b.request("POST", "/portal/api/orders/refund", refundBody, { "Idempotency-Key": "refund-1" });
    expect(refund.status).toBe(201);
    const replayed = await b.request("POST", "/portal/api/orders/refund", refundBody, { "Idempotency-Key": "refund-1" });
    expect(replayed.headers.get("Idempotent-Replayed")).toBe("true");
    const refundId: string = (await refund.json()).orderId;
    const refunded = await (await b.request("GET", `/portal/api/orders/${orderId}`)).json();
    expect(refunded.refundable).toBe("30.000000");
    expect(refunded.refunds).toEqual([expect.objectContaining({ id: refundId, amount: "10.000000" })]);

    const refunds = await (await b.request("GET", "/portal/api/orders?type=refund")).json();
    expect(refunds.data.map((o: { order: { id: string } }) => o.order.id)).toEqual([refundId]);
    expect(refunds.data[0]).toMatchObject({ refundOf: orderId, destinationAddress: TRON_DESTINATION });
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(
      (await (await b.request("GET", `/portal/api/orders?assetId=USDT_TRC20&from=${today}&to=${today}`)).json()).pagination.totalQuantity,
    ).toBe(2);
    expect((await (await b.request("GET", "/portal/api/orders?assetId=ETH")).json()).data).toEqual([]);
    expect((await (await b.request("GET", "/portal/api/orders?externalId=inv-1")).json()).data).toHaveLength(1);
    expect((await b.request("GET", "/portal/api/orders?from=yesterday")).status).toBe(400);

    const audit = await (await b.request("GET", "/portal/api/audit")).json();
    expect(audit.data.filter((line: { action: string }) => line.action === "refund created")).toHaveLength(1);
    expect(audit.data.find((line: { action: string }) => line.action === "refund created")?.detail).toMatchObject({
      orderId: refundId,
      amount: "10.000000",
      refundOf: orderId,
    });
  });

  it("commits a refund and its audit line together: when the line cannot be written, no money moves", async () => {
    await withRefusableAudit(async (store, refuseAudit) => {
      const t = await portalTestApp({}, { store });
      const { b, orderId } = await paidOrder(t, "ada@example.com");
      const balance = async () => (await (await b.request("GET", "/portal/api/balances")).json()).data[0].balances;
      const before = await balance();
      refuseAudit();
      const body = { refundOrderId: orderId, assetId: "USDT_TRC20", amount: "10", destinationAddress: TRON_DESTINATION };
      const refund = await b.request("POST", "/portal/api/orders/refund", body);
      expect(refund.status).not.toBe(201);
      expect((await (await b.request("GET", `/portal/api/orders/${orderId}`)).json()).refundable).toBe("40.000000");
      expect((await (await b.request("GET", "/portal/api/orders?type=refund")).json()).data).toEqual([]);
      expect(await balance()).toEqual(before);
    });
  });

  it("asks for a fresh step-up before a refund, as before a withdrawal: a session past the window moves nothing", async () => {
    const t = await portalTestApp();
    const { b, orderId } = await paidOrder(t, "ada@example.com");
    t.clock.advance(6 * 60_000);
    const body = { refundOrderId: orderId, assetId: "USDT_TRC20", amount: "30", destinationAddress: TRON_DESTINATION };
    const late = await b.request("POST", "/portal/api/orders/refund", body);
    expect(late.status).toBe(403);
    expect((await late.json())[0].field).toBe("confirmation");
    expect((await (await b.request("GET", `/portal/api/orders/${orderId}`)).json()).refundable).toBe("40.000000");
    expect((await b.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const refund = await b.request("POST", "/portal/api/orders/refund", body);
    expect(refund.status, await refund.clone().text()).toBe(201);
  });

  it("replays a creation retried with the same Idempotency-Key", async () => {
    const t = await portalTestApp();
    const { b, integrationId } = await merchant(t, "ada@example.com");
    const body = { integrationId, assetId: "USDT_TRC20", amount: "5", customer: CUSTOMER };
    const first = await b.request("POST", "/portal/api/orders/payment", body, { "Idempotency-Key": "sell-1" });
    const again = await b.request("POST", "/portal/api/orders/payment", body, { "Idempotency-Key": "sell-1" });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect((await again.json()).orderId).toBe((await first.json()).orderId);
    expect((await (await b.request("GET", "/portal/api/orders")).json()).data).toHaveLength(1);
  });

  it("lists the order's deliveries, redelivers one under the same id, and sends a test event", async () => {
    const t = await portalTestApp();
    const { b, orderId, integrationId } = await paidOrder(t, "ada@example.com");
    const deliveries = (await (await b.request("GET", `/portal/api/deliveries?orderId=${orderId}`)).json()).data;
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries[0]).toMatchObject({ orderId, url: "http://localhost:4000/hooks" });
    const again = await b.request("POST", `/portal/api/deliveries/${deliveries[0].id}/redeliver`);
    expect(again.status).toBe(202);
    expect((await again.json()).id).toBe(deliveries[0].id);
    const test = await b.request("POST", `/portal/api/integrations/${integrationId}/webhook/test`, {});
    expect(test.status).toBe(202);
    expect((await (await b.request("GET", `/portal/api/deliveries?integrationId=${integrationId}`)).json()).data.length).toBe(
      deliveries.length + 1,
    );
  });

  it("asks for a recent password before a withdrawal, then withdraws what the balance holds", async () => {
    const t = await portalTestApp();
    const { b, integrationId } = await paidOrder(t, "ada@example.com");
    const balances = (await (await b.request("GET", "/portal/api/balances")).json()).data;
    const held = balances[0].balances.find((row: { assetId: string }) => row.assetId === "USDT_TRC20").amount;
    expect(Number.parseFloat(held)).toBeGreaterThan(0);
    const body = { integrationId, assetId: "USDT_TRC20", amount: "5", destinationAddress: TRON_DESTINATION, customer: CUSTOMER };
    t.clock.advance(6 * 60_000);
    const late = await b.request("POST", "/portal/api/orders/withdrawal", body);
    expect(late.status).toBe(403);
    await b.signIn("ada@example.com");
    const tooMuch = await b.request("POST", "/portal/api/orders/withdrawal", { ...body, amount: "1000" });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json())[0].field).toBe("amount");
    expect((await b.request("POST", "/portal/api/orders/withdrawal", body)).status).toBe(201);
    const audit = JSON.stringify(await (await b.request("GET", "/portal/api/audit")).json());
    expect(audit).toContain("withdrawal created");
  });
});

describe("orders as CSV", () => {
  it("exports the orders the filters match, amounts as the API's text, a formula in a name quoted, another client's orders absent", async () => {
    const t = await portalTestApp();
    const { b, integrationId, orderId } = await paidOrder(t, "ada@example.com");
    const made = await b.request("POST", "/portal/api/orders/payment", {
      integrationId,
      assetId: "USDT_TRC20",
      amount: "12.345678",
      customer: { type: "individual", firstName: '=HYPERLINK("http://evil.example")', lastName: "-2+3" },
      externalId: "inv-2",
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const second: string = (await made.json()).orderId;
    const eve = await paidOrder(t, "eve@example.com");

    const all = await b.request("GET", "/portal/api/orders/export.csv");
    expect(all.status).toBe(200);
    expect(all.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("Content-Disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await all.text()).split("\r\n");
    expect(lines.at(-1)).toBe("");
    const [header, ...rows] = lines.slice(0, -1);
    const columns = (header ?? "").split(",");
    const cell = (row: string | undefined, name: string) => (row ?? "").split(",")[columns.indexOf(name)];
    expect(rows).toHaveLength(2);
    expect(rows.join("\n")).not.toContain(eve.orderId);
    // Newest first; amounts exactly as the API writes them.
    expect(cell(rows[0], "orderId")).toBe(second);
    expect(cell(rows[0], "amount")).toBe("0.000000");
    expect(cell(rows[0], "requestedAmount")).toBe("12.345678");
    expect(rows[0]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(cell(rows[0], "customerLastName")).toBe("'-2+3");
    expect(cell(rows[1], "orderId")).toBe(orderId);
    expect(cell(rows[1], "status")).toBe("completed");
    expect(cell(rows[1], "amount")).toBe("40.000000");
    expect(cell(rows[1], "currency")).toBe("USDT");

    const filtered = await (await b.request("GET", "/portal/api/orders/export.csv?status=completed&externalId=inv-1")).text();
    expect(filtered.split("\r\n").filter(Boolean)).toHaveLength(2);
    expect(filtered).toContain(orderId);
    expect(filtered).not.toContain(second);
    const bad = await b.request("GET", "/portal/api/orders/export.csv?status=paid");
    expect(bad.status).toBe(400);
    expect((await bad.json())[0].field).toBe("status");
    expect((await browser(t).request("GET", "/portal/api/orders/export.csv")).status).toBe(401);
  });
});

describe("portal isolation and CSRF", () => {
  it("answers another client's ids as unknown through every merchant route", async () => {
    const t = await portalTestApp();
    const ada = await paidOrder(t, "ada@example.com");
    const deliveryId: string = (await (await ada.b.request("GET", `/portal/api/deliveries?orderId=${ada.orderId}`)).json()).data[0].id;
    const eve = await merchant(t, "eve@example.com");
    const i = ada.integrationId;
    const reads: string[] = [`/portal/api/integrations/${i}`, `/portal/api/orders/${ada.orderId}`];
    for (const path of reads) expect((await eve.b.request("GET", path)).status, path).toBe(404);
    const writes: [string, string, unknown][] = [
      ["PUT", `/portal/api/integrations/${i}`, { name: "Eve", url: "https://eve.example" }],
      ["PUT", `/portal/api/integrations/${i}/webhook`, { callbackUrl: "http://localhost:4000/eve", orderTypes: ["Payment"] }],
      ["PUT", `/portal/api/integrations/${i}/branding`, { logoUrl: null, accentColor: "#000000" }],
      ["PUT", `/portal/api/integrations/${i}/embedding`, { allowedOrigins: [] }],
      ["PUT", `/portal/api/integrations/${i}/payment-settings`, { paymentTolerancePercent: "50" }],
      ["POST", `/portal/api/integrations/${i}/signing-secret`, { graceHours: 0 }],
      ["POST", `/portal/api/integrations/${i}/webhook/test`, {}],
      ["POST", `/portal/api/deliveries/${deliveryId}/redeliver`, undefined],
      ["POST", `/portal/api/sandbox/orders/${ada.orderId}/payments`, { amount: "1" }],
      ["POST", `/portal/api/sandbox/transactions/${ada.transactionId}/confirm`, {}],
    ];
    for (const [method, path, body] of writes) expect((await eve.b.request(method, path, body)).status, `${method} ${path}`).toBe(404);
    const money: [string, unknown][] = [
      ["/portal/api/orders/payment", { integrationId: i, assetId: "USDT_TRC20", amount: "1", customer: CUSTOMER }],
      [
        "/portal/api/orders/refund",
        { refundOrderId: ada.orderId, assetId: "USDT_TRC20", amount: "1", destinationAddress: TRON_DESTINATION },
      ],
      [
        "/portal/api/orders/withdrawal",
        { integrationId: i, assetId: "USDT_TRC20", amount: "1", destinationAddress: TRON_DESTINATION, customer: CUSTOMER },
      ],
    ];
    for (const [path, body] of money) {
      const res = await eve.b.request("POST", path, body);
      expect([400, 404], path).toContain(res.status);
      expect(JSON.stringify(await res.json()), path).toMatch(/does not exist|not one of your/);
    }
    expect((await (await eve.b.request("GET", `/portal/api/deliveries?orderId=${ada.orderId}`)).json()).data).toEqual([]);
    expect((await (await eve.b.request("GET", `/portal/api/deliveries?integrationId=${i}`)).json()).data).toEqual([]);
    expect(JSON.stringify(await (await eve.b.request("GET", "/portal/api/orders")).json())).not.toContain(ada.orderId);
    expect(JSON.stringify(await (await eve.b.request("GET", "/portal/api/integrations")).json())).not.toContain(i);
    expect(JSON.stringify(await (await eve.b.request("GET", "/portal/api/balances")).json())).not.toContain(i);
    // Nothing of Ada's changed.
    const after = await (await ada.b.request("GET", `/portal/api/integrations/${i}`)).json();
    expect(after).toMatchObject({
      name: "Shop",
      webhook: { callbackUrl: "http://localhost:4000/hooks" },
      paymentSettings: { paymentTolerancePercent: "0.00" },
    });
    expect((await (await ada.b.request("GET", `/portal/api/orders/${ada.orderId}`)).json()).order.transactions).toHaveLength(1);
  });

  it("refuses a cross-site request on every state-changing portal route, each one found in the app's routing table", async () => {
    const t = await portalTestApp();
    const ada = await paidOrder(t, "ada@example.com");
    const attacker = browser(t, { origin: "http://localhost:4501" });
    attacker.cookie = ada.b.cookie;
    const changes = t.app.routes.filter(
      (route) => route.path.startsWith("/portal/api/") && !["GET", "HEAD", "OPTIONS", "ALL"].includes(route.method),
    );
    expect(changes.length).toBeGreaterThan(15);
    for (const route of changes) {
      const path = route.path
        .replace(":integrationId", ada.integrationId)
        .replace(":orderId", ada.orderId)
        .replace(":transactionId", ada.transactionId)
        .replace(":deliveryId", "msg_x");
      const res = await attacker.request(route.method, path, {});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
    expect((await (await ada.b.request("GET", `/portal/api/orders/${ada.orderId}`)).json()).refundable).toBe("40.000000");
  });

  it("answers garbage bodies on the merchant routes with the spec's errors, never a 500, and leaves the integration's settings as they were", async () => {
    const t = await portalTestApp();
    const ada = await paidOrder(t, "ada@example.com");
    const mine = t.app.routes.filter(
      (route) =>
        /^\/portal\/api\/(integrations|orders|deliveries|sandbox)/.test(route.path) && (route.method === "POST" || route.method === "PUT"),
    );
    const bodies: unknown[] = [
      "not an object",
      [],
      [1, 2],
      null,
      42,
      { "": "" },
      { name: "\u0000" },
      JSON.parse(`${"[".repeat(2000)}${"]".repeat(2000)}`),
    ];
    for (const route of mine) {
      const path = route.path
        .replace(":integrationId", ada.integrationId)
        .replace(":orderId", ada.orderId)
        .replace(":transactionId", ada.transactionId)
        .replace(":deliveryId", "msg_x");
      for (const body of bodies) {
        const res = await ada.b.request(route.method, path, body);
        expect(res.status, `${route.method} ${route.path} ${JSON.stringify(body).slice(0, 40)}`).toBeLessThan(500);
        if (res.status >= 400) expect(Array.isArray(await res.json()), route.path).toBe(true);
      }
    }
    const after = await (await ada.b.request("GET", `/portal/api/integrations/${ada.integrationId}`)).json();
    expect(after).toMatchObject({ name: "Shop", webhook: { callbackUrl: "http://localhost:4000/hooks" } });
    expect((await (await ada.b.request("GET", "/portal/api/orders")).json()).data).toHaveLength(1);
  });
});

describe("payment links in the portal, and mark as paid", () => {
  it("makes, lists and deactivates a link for the session's client only", async () => {
    const t = await portalTestApp();
    const { b, integrationId } = await merchant(t, "ada@example.com");
    const res = await b.request("POST", "/portal/api/payment-links", {
      integrationId,
      name: "T-shirt",
      price: { amount: "10.00", currency: "USD" },
      returnUrl: "https://shop.example/thanks",
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { linkId } = await res.json();
    expect((await (await b.request("GET", "/portal/api/payment-links")).json()).data).toEqual([
      expect.objectContaining({ linkId, name: "T-shirt", active: true }),
    ]);
    const other = browser(t);
    await other.signUp("eve@example.com");
    expect((await (await other.request("GET", "/portal/api/payment-links")).json()).data).toEqual([]);
    expect((await other.request("POST", `/portal/api/payment-links/${linkId}/deactivate`)).status).toBe(404);
    const off = await b.request("POST", `/portal/api/payment-links/${linkId}/deactivate`);
    expect(await off.json()).toMatchObject({ linkId, active: false });
  });

  it("completes an order paid after its window by the merchant's hand: a fresh step-up, an audit line, the callback", async () => {
    const t = await portalTestApp();
    const { b, integrationId } = await merchant(t, "ada@example.com");
    const made = await b.request("POST", "/portal/api/payment-links", {
      integrationId,
      name: "T-shirt",
      price: { amount: "10.00", currency: "USD" },
    });
    const { linkId } = await made.json();
    const chosen = await chooseOnLinkPage(t.app, linkId, "USDT_TRC20");
    const orderId = new URL(chosen.headers.get("Location") ?? "").searchParams.get("orderId") ?? "";
    // Nothing late yet: nothing to mark.
    expect((await b.request("POST", `/portal/api/orders/${orderId}/mark-paid`)).status).toBe(409);
    expect((await b.request("POST", `/portal/api/sandbox/orders/${orderId}/expire`)).status).toBe(200);
    expect((await b.request("POST", `/portal/api/sandbox/orders/${orderId}/payments`, {})).status).toBe(201);
    const late = await (await b.request("GET", `/portal/api/orders/${orderId}`)).json();
    expect(late.order).toMatchObject({ status: "inProgress", paidAfterExpiry: true });
    const callbacksBefore = (await (await b.request("GET", `/portal/api/deliveries?orderId=${orderId}`)).json()).data.length;

    t.clock.advance(6 * 60_000);
    const stale = await b.request("POST", `/portal/api/orders/${orderId}/mark-paid`);
    expect(stale.status).toBe(403);
    expect((await stale.json())[0].field).toBe("confirmation");
    expect((await (await b.request("GET", `/portal/api/orders/${orderId}`)).json()).order.status).toBe("inProgress");

    expect((await b.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);
    const marked = await b.request("POST", `/portal/api/orders/${orderId}/mark-paid`);
    expect(marked.status, await marked.clone().text()).toBe(200);
    expect((await marked.json()).order).toMatchObject({ id: orderId, status: "completed" });
    const audit = await (await b.request("GET", "/portal/api/audit")).json();
    expect(audit.data.filter((line: { action: string }) => line.action === "order marked as paid")).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ orderId }) }),
    ]);
    const callbacks = (await (await b.request("GET", `/portal/api/deliveries?orderId=${orderId}`)).json()).data;
    expect(callbacks.length).toBe(callbacksBefore + 1);
    // Once completed, there is nothing left to mark.
    expect((await b.request("POST", `/portal/api/orders/${orderId}/mark-paid`)).status).toBe(409);
  });
});
