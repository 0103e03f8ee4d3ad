import { describe, expect, it } from "vitest";
import { CHECKOUT_PAGE_PATH, IncomingOrderCreated, isEvmAddress, isTronAddress, widgetCode } from "../../src/shared/index.ts";
import { CUSTOMER, INTEGRATION_ID, ORIGIN, testApp } from "../testing.ts";

const valid = { integrationId: INTEGRATION_ID, amount: "25.50", assetId: "USDT_TRC20", customer: CUSTOMER };

describe("POST /api/v1/order/payment's returnUrl (an extension)", () => {
  const page = (orderId: string) => `/checkout/v1/integrations/${INTEGRATION_ID}/orders/${orderId}`;

  it("keeps the URL as given, query included, on the order read and the payer's read", async () => {
    const t = await testApp();
    const returnUrl = "https://shop.example/thanks?order=42&lang=de";
    const res = await t.call("POST", "/api/v1/order/payment", { ...valid, returnUrl });
    expect(res.status).toBe(201);
    const { orderId } = IncomingOrderCreated.parse(await res.json());
    expect(await t.json(await t.call("GET", `/api/v1/orders/${orderId}`))).toMatchObject({ returnUrl });
    expect(await t.json(await t.app.request(page(orderId)))).toMatchObject({ returnUrl });
    const without = await t.createPayment();
    expect(await t.json(await t.call("GET", `/api/v1/orders/${without.orderId}`))).not.toHaveProperty("returnUrl");
  });

  it("checks it as an integration's URL: the spec's 400 array naming returnUrl, nothing made", async () => {
    const t = await testApp();
    for (const returnUrl of ["javascript:alert(1)", "https://user:pw@shop.example/", "http://shop.example/thanks", 42, "x".repeat(3000)]) {
      const res = await t.call("POST", "/api/v1/order/payment", { ...valid, returnUrl });
      expect(res.status, String(returnUrl)).toBe(400);
      const errors: { field: string }[] = await res.json();
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.map((e) => e.field)).toEqual(errors.map(() => "returnUrl"));
    }
    // http is the sandbox's allowance for a shop on this machine only.
    expect((await t.call("POST", "/api/v1/order/payment", { ...valid, returnUrl: "http://localhost:8081/thanks" })).status).toBe(201);
    expect((await t.json(await t.call("GET", "/api/v1/orders"))).data).toHaveLength(1);
  });

  it("may be an app's own link on a scheme the integration lists; every other scheme stays refused, naming returnUrl", async () => {
    const t = await testApp();
    const listed = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/app-return-schemes`, { appReturnSchemes: ["myshop"] });
    expect(listed.status).toBe(200);
    const returnUrl = "myshop://paid?order=42";
    const res = await t.call("POST", "/api/v1/order/payment", { ...valid, returnUrl });
    expect(res.status).toBe(201);
    const { orderId } = IncomingOrderCreated.parse(await res.json());
    expect(await t.json(await t.app.request(page(orderId)))).toMatchObject({ returnUrl });
    const refused = [
      "otherapp://paid",
      "MYSHOP2://paid",
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "intent://scan/#Intent;scheme=zxing;end",
      "vbscript:msgbox(1)",
      "blob:https://shop.example/1",
      "myshop://user@paid",
    ];
    for (const bad of refused) {
      const answer = await t.call("POST", "/api/v1/order/payment", { ...valid, returnUrl: bad });
      expect(answer.status, bad).toBe(400);
      const errors: { field: string; message: string }[] = await answer.json();
      expect(
        errors.map((e) => e.field),
        bad,
      ).toEqual(["returnUrl"]);
    }
    expect((await t.json(await t.call("GET", "/api/v1/orders"))).data).toHaveLength(1);
  });

  it("wants https outside the sandbox, and does not exist in strict mode", async () => {
    const t = await testApp();
    const live = await testApp({ store: t.app.services.store, config: { ...t.app.services.config, sandbox: false } });
    const local = await live.call("POST", "/api/v1/order/payment", { ...valid, returnUrl: "http://localhost:8081/thanks" });
    expect(local.status).toBe(400);
    const strict = await testApp({ store: t.app.services.store, config: { ...t.app.services.config, specStrict: true } });
    const res = await strict.call("POST", "/api/v1/order/payment", { ...valid, returnUrl: "javascript:alert(1)" });
    expect(res.status).toBe(201);
    const { orderId } = IncomingOrderCreated.parse(await res.json());
    expect(await strict.json(await strict.call("GET", `/api/v1/orders/${orderId}`))).not.toHaveProperty("returnUrl");
  });
});

describe("POST /api/v1/order/payment", () => {
  it("creates an inProgress order: 201 with link, widget and a TRON address", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/api/v1/order/payment", { ...valid, externalId: "inv-1" });
    expect(res.status).toBe(201);
    const body = IncomingOrderCreated.parse(await res.json());
    expect(body.orderId).toMatch(/^ord_[\w-]{22}$/);
    const link = new URL(body.paymentLink);
    expect(link.origin + link.pathname).toBe(ORIGIN + CHECKOUT_PAGE_PATH);
    expect(link.searchParams.get("integrationId")).toBe(INTEGRATION_ID);
    expect(link.searchParams.get("orderId")).toBe(body.orderId);
    expect(body.widgetCode).toBe(widgetCode(body.paymentLink));
    expect(body.widgetCode).toContain('width="100%" height="800px" allow="clipboard-write *"');
    expect(isTronAddress(body.paymentAddress)).toBe(true);

    const order = await t.json(await t.call("GET", `/api/v1/orders/${body.orderId}`));
    expect(order).toMatchObject({
      id: body.orderId,
      status: "inProgress",
      type: "payment",
      externalId: "inv-1",
      transactions: [],
      primaryAmount: { amount: "0.000000", currency: "USDT" },
      totalAmount: { amount: "0.000000", currency: "USDT" },
      secondaryAmount: { amount: "0.00", currency: "USD" },
    });
    expect(order.operationId).toMatch(/^op_/);
  });

  it("hands out unique, checksummed EVM addresses for EVM assets", async () => {
    const t = await testApp();
    const addresses = new Set<string>();
    for (const assetId of ["ETH", "USDT_ERC20", "BNB", "USDC_BEP20"]) {
      const created = await t.createPayment("50", assetId === "ETH" ? "ETH" : assetId);
      expect(isEvmAddress(created.paymentAddress)).toBe(true);
      expect(created.paymentAddress).not.toBe(created.paymentAddress.toLowerCase());
      addresses.add(created.paymentAddress);
    }
    const again = await t.createPayment("50", "ETH");
    addresses.add(again.paymentAddress);
    expect(addresses.size).toBe(5);
  });

  const bad: [string, unknown, string, string][] = [
    ["a JSON number amount", { ...valid, amount: 25.5 }, "amount", "not a JSON number"],
    ["a negative amount", { ...valid, amount: "-1" }, "amount", "plain decimal text"],
    ["zero", { ...valid, amount: "0" }, "amount", "greater than zero"],
    ["7 fraction digits", { ...valid, amount: "1.0000001" }, "amount", "more than 6 fraction digits"],
    ["exponent notation", { ...valid, amount: "1e3" }, "amount", "plain decimal text"],
    ["garbage amount", { ...valid, amount: "ten" }, "amount", "plain decimal text"],
    ["spaces in amount", { ...valid, amount: " 10" }, "amount", "plain decimal text"],
    ["a missing amount", { ...valid, amount: undefined }, "amount", "required"],
    ["a missing customer", { ...valid, customer: undefined }, "customer", "customer is required"],
    ["a customer of unknown type", { ...valid, customer: { ...CUSTOMER, type: "company" } }, "customer.type", "individual"],
    ["a customer without firstName", { ...valid, customer: { type: "individual", lastName: "X" } }, "customer.firstName", "required"],
    ["a number integrationId", { ...valid, integrationId: 7 }, "integrationId", "must be a string"],
  ];
  it.each(bad)("refuses %s with 400 wrongData naming the field", async (_name, body, field, text) => {
    const t = await testApp();
    const res = await t.call("POST", "/api/v1/order/payment", body);
    expect(res.status).toBe(400);
    const errors = await res.json();
    expect(Array.isArray(errors)).toBe(true);
    expect(errors).toContainEqual(expect.objectContaining({ code: "wrongData", field, message: expect.stringContaining(text) }));
  });

  it("reports every invalid field at once, with the value received", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/api/v1/order/payment", { integrationId: "", amount: 3, assetId: 5 });
    const errors = await res.json();
    expect(errors.map((e: { field: string }) => e.field).sort()).toEqual(["amount", "assetId", "customer", "integrationId"]);
    expect(errors.find((e: { field: string }) => e.field === "amount").message).toContain("received 3");
  });

  it("refuses an unknown asset, a disabled asset and an unknown integration", async () => {
    const t = await testApp();
    const unknown = await t.call("POST", "/api/v1/order/payment", { ...valid, assetId: "DOGE" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual([
      expect.objectContaining({ code: "wrongData", field: "assetId", message: expect.stringContaining("USDT_TRC20") }),
    ]);

    const disabled = await t.call("POST", "/api/v1/order/payment", { ...valid, assetId: "BUSD_BEP20" });
    expect(disabled.status).toBe(400);
    expect(await disabled.json()).toEqual([
      expect.objectContaining({ code: "wrongData", field: "assetId", message: expect.stringContaining("disabled") }),
    ]);

    const integration = await t.call("POST", "/api/v1/order/payment", { ...valid, integrationId: "int_nope" });
    expect(integration.status).toBe(400);
    expect(await integration.json()).toEqual([expect.objectContaining({ code: "wrongData", field: "integrationId" })]);
  });

  it("refuses an amount below the asset's minimum with limitExceeded", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/api/v1/order/payment", { ...valid, assetId: "TRX", amount: "9.999999" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual([
      expect.objectContaining({ code: "limitExceeded", field: "amount", message: expect.stringContaining("10.000000") }),
    ]);
    expect((await t.call("POST", "/api/v1/order/payment", { ...valid, assetId: "TRX", amount: "10" })).status).toBe(201);
  });

  it("never answers 500 to garbage bodies", async () => {
    const t = await testApp();
    const bodies = [
      "",
      "null",
      "[]",
      "42",
      '"text"',
      "{",
      '{"amount":',
      "{}",
      '{"customer":null}',
      '{"amount":{}}',
      "\u0000",
      '{"__proto__":{"x":1}}',
    ];
    for (const body of bodies) {
      const res = await t.call("POST", "/api/v1/order/payment", body);
      expect(res.status, body).toBe(400);
      expect(Array.isArray(await res.json())).toBe(true);
    }
  });
});

describe("POST /api/v1/order/deposit", () => {
  it("creates a deposit order without amount", async () => {
    const t = await testApp();
    const res = await t.call("POST", "/api/v1/order/deposit", {
      integrationId: INTEGRATION_ID,
      assetId: "ETH",
      customer: CUSTOMER,
      externalId: "dep-1",
    });
    expect(res.status).toBe(201);
    const body = IncomingOrderCreated.parse(await res.json());
    expect(isEvmAddress(body.paymentAddress)).toBe(true);
    const order = await t.json(await t.call("GET", `/api/v1/orders/${body.orderId}`));
    expect(order).toMatchObject({
      type: "deposit",
      status: "inProgress",
      externalId: "dep-1",
      primaryAmount: { amount: "0.000000", currency: "ETH" },
    });
  });

  it("requires customer and refuses a disabled asset", async () => {
    const t = await testApp();
    const noCustomer = await t.call("POST", "/api/v1/order/deposit", { integrationId: INTEGRATION_ID, assetId: "ETH" });
    expect(noCustomer.status).toBe(400);
    expect(await noCustomer.json()).toEqual([expect.objectContaining({ field: "customer", code: "wrongData" })]);
    const disabled = await t.call("POST", "/api/v1/order/deposit", {
      integrationId: INTEGRATION_ID,
      assetId: "BUSD_BEP20",
      customer: CUSTOMER,
    });
    expect(disabled.status).toBe(400);
  });
});
