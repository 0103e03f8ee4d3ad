import { until } from "../../test/support/until.ts";
import { describe, expect, it, vi } from "vitest";
import { ApiErrors, CheckoutOrder, checkoutOrderPath } from "../../src/shared/index.ts";
import { INTEGRATION_ID, ORIGIN, TRON_DESTINATION, testApp } from "../testing.ts";
import { createOrderEvents } from "../events/order-events.ts";
import { etagMatches, preferredWait } from "../http/conditional.ts";

const read = (
  t: Awaited<ReturnType<typeof testApp>>,
  orderId: string,
  headers: Record<string, string> = {},
  integrationId = INTEGRATION_ID,
  signal?: AbortSignal,
) => t.app.request(checkoutOrderPath(integrationId, orderId), { headers, ...(signal ? { signal } : {}) });

describe("GET /checkout/v1/integrations/{integrationId}/orders/{orderId}", () => {
  it("needs no key and shows payer-safe fields only", async () => {
    const t = await testApp();
    const created = await t.createPayment("25.50", "USDT_TRC20", { externalId: "secret-invoice" });
    const res = await read(t, created.orderId);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const text = await res.text();
    const order = CheckoutOrder.parse(JSON.parse(text));
    expect(order).toMatchObject({
      id: created.orderId,
      kind: "payment",
      status: "inProgress",
      asset: { id: "USDT_TRC20", currencyCode: "USDT", networkId: "tron", networkDisplayName: "Tron" },
      address: created.paymentAddress,
      requestedAmount: { amount: "25.500000", currency: "USDT" },
      requestedFiatAmount: { amount: "25.50", currency: "USD" },
      minimumAmount: { amount: "1.000000", currency: "USDT" },
      receivedAmount: { amount: "0.000000", currency: "USDT" },
      transactions: [],
      merchant: { name: "Demo Store", url: "http://localhost:8081" },
    });
    expect(text).not.toContain("secret-invoice");
    expect(text).not.toContain("Lovelace");
    expect(text).not.toContain("operationId");
  });

  it("carries exactly the payer's keys: no service fee, net total or other merchant accounting", async () => {
    const t = await testApp();
    const created = await t.createPayment("25", "USDT_TRC20", { externalId: "secret-invoice" });
    await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { amount: "10", confirmed: false });
    const text = await (await read(t, created.orderId)).text();
    const order = JSON.parse(text);
    expect(Object.keys(order).sort()).toEqual(
      [
        "address",
        "asset",
        "chain",
        "completedAt",
        "createdAt",
        "id",
        "kind",
        "merchant",
        "minimumAmount",
        "overpaidAmount",
        "pendingAmount",
        "receivedAmount",
        "reference",
        "remainingAmount",
        "requestedAmount",
        "requestedFiatAmount",
        "status",
        "transactions",
        "updatedAt",
      ].sort(),
    );
    expect(Object.keys(order.asset).sort()).toEqual(["currencyCode", "displayName", "id", "networkDisplayName", "networkId"]);
    expect(Object.keys(order.merchant).sort()).toEqual(["name", "supportEmail", "supportUrl", "url"]);
    // The sandbox stands for mainnet: its chain, contract and explorer, as the page showed before.
    expect(order.chain).toEqual({
      chainId: 728126428,
      testNetwork: null,
      mainnet: true,
      contract: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      explorerUrl: "https://tronscan.org",
    });
    expect(Object.keys(order.transactions[0]).sort()).toEqual(
      [
        "amount",
        "confirmations",
        "confirmedAt",
        "createdAt",
        "hash",
        "id",
        "late",
        "requiredConfirmations",
        "senderAddress",
        "status",
      ].sort(),
    );
    // The sender is public on the chain and the payer's own wallet: the page shows whose
    // transfer it saw, the very address the merchant's read names.
    const sent = await (await t.call("GET", `/api/v1/orders/${created.orderId}/transactions/${order.transactions[0].id}`)).json();
    expect(sent.senderAddress).toMatch(/^T/);
    expect(order.transactions[0].senderAddress).toBe(sent.senderAddress);
    for (const secret of ["serviceFee", "totalAmount", "secret-invoice", "operationId", "customer", "Lovelace", "integrationId"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("shows the live amounts: detected, underpaid, then overpaid, with the merchant's support contact", async () => {
    const t = await testApp();
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`, { supportEmail: "help@shop.example" });
    const created = await t.createPayment("25");
    const detected = await t.json(await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { amount: "10", confirmed: false }));
    await t.call("POST", `/_sandbox/transactions/${detected.id}/confirm`, { confirmations: 4 });
    let order = CheckoutOrder.parse(await (await read(t, created.orderId)).json());
    expect(order).toMatchObject({
      status: "inProgress",
      receivedAmount: { amount: "0.000000" },
      pendingAmount: { amount: "10.000000" },
      remainingAmount: { amount: "15.000000" },
      merchant: { supportEmail: "help@shop.example", supportUrl: null },
      completedAt: null,
    });
    expect(order.transactions).toEqual([
      expect.objectContaining({ status: "pending", confirmations: 4, requiredConfirmations: 19, late: false, confirmedAt: null }),
    ]);
    await t.call("POST", `/_sandbox/transactions/${detected.id}/confirm`);
    order = CheckoutOrder.parse(await (await read(t, created.orderId)).json());
    expect(order).toMatchObject({
      status: "inProgress",
      receivedAmount: { amount: "10.000000" },
      pendingAmount: { amount: "0.000000" },
      remainingAmount: { amount: "15.000000" },
    });
    await t.pay(created.orderId, "20");
    order = CheckoutOrder.parse(await (await read(t, created.orderId)).json());
    expect(order).toMatchObject({
      status: "completed",
      receivedAmount: { amount: "30.000000" },
      remainingAmount: { amount: "0.000000" },
      overpaidAmount: { amount: "5.000000" },
    });
    expect(order.completedAt).not.toBeNull();
  });

  it("names the order by its id, or by the externalId only when the merchant chose to show it", async () => {
    const t = await testApp();
    const created = await t.createPayment("25", "USDT_TRC20", { externalId: "shop-42" });
    expect(CheckoutOrder.parse(await (await read(t, created.orderId)).json()).reference).toEqual({
      kind: "orderId",
      value: created.orderId,
    });
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`, { showExternalIdToPayer: true });
    expect(CheckoutOrder.parse(await (await read(t, created.orderId)).json()).reference).toEqual({ kind: "externalId", value: "shop-42" });
    const plain = await t.createPayment("25");
    expect(CheckoutOrder.parse(await (await read(t, plain.orderId)).json()).reference).toEqual({ kind: "orderId", value: plain.orderId });
  });

  it("a detection and its confirmations in the same millisecond each change the ETag", async () => {
    const frozen = new Date("2026-02-01T00:00:00.000Z");
    const t = await testApp({ clock: { now: () => frozen } });
    const created = await t.createPayment("25");
    const etags = [(await read(t, created.orderId)).headers.get("ETag")];
    const tx = await t.json(await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { confirmed: false }));
    etags.push((await read(t, created.orderId)).headers.get("ETag"));
    await t.call("POST", `/_sandbox/transactions/${tx.id}/confirm`, { confirmations: 1 });
    etags.push((await read(t, created.orderId)).headers.get("ETag"));
    expect(new Set(etags).size).toBe(3);
  });

  it("shows a deposit order with null requested amounts, and its transactions once paid", async () => {
    const t = await testApp();
    const created = await t.createDeposit("TRX");
    await t.pay(created.orderId, "20");
    const order = CheckoutOrder.parse(await (await read(t, created.orderId)).json());
    expect(order).toMatchObject({ kind: "deposit", status: "completed", requestedAmount: null, requestedFiatAmount: null });
    expect(order.receivedAmount).toEqual({ amount: "20.000000", currency: "TRX" });
    expect(order.transactions).toEqual([
      expect.objectContaining({ status: "completed", amount: { amount: "20.000000", currency: "TRX" } }),
    ]);
  });

  it("lists only the latest 50 transfers of an order paid 600 times, with the count of all and amounts over all", async () => {
    const t = await testApp();
    const created = await t.createDeposit("TRX");
    const paid: string[] = [];
    for (let i = 0; i < 600; i++) paid.push((await t.pay(created.orderId, "20")).id);
    const order = CheckoutOrder.parse(await (await read(t, created.orderId)).json());
    expect(order.transactions.map((tx) => tx.id)).toEqual(paid.slice(-50));
    expect(order.transactionsCount).toBe(600);
    expect(order.receivedAmount).toEqual({ amount: "12000.000000", currency: "TRX" });
  }, 60_000);

  it("gives one uniform 404 for unknown ids, another integration's order and outgoing orders", async () => {
    const t = await testApp();
    const other = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Other", url: "https://other.example" }));
    const mine = await t.paidOrder("100");
    const theirs = await t.createDeposit("USDT_TRC20", other.id);
    const refund = await t.json(
      await t.call("POST", "/api/v1/order/refund", {
        refundOrderId: mine.orderId,
        amount: "1",
        assetId: "USDT_TRC20",
        destinationAddress: TRON_DESTINATION,
      }),
    );
    const misses = [
      await read(t, "ord_unknown"),
      await read(t, mine.orderId, {}, "int_unknown"),
      await read(t, theirs.orderId), // order of `other`, asked under the seed integration
      await read(t, mine.orderId, {}, other.id),
      await read(t, refund.orderId),
    ];
    const bodies = await Promise.all(misses.map((r) => r.text()));
    expect(misses.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
    // Each answer carries its own request id, which says nothing of the order: the rest is one.
    const sameHeaders = (r: Response) => JSON.stringify([...r.headers.entries()].filter(([name]) => name !== "x-request-id"));
    expect(new Set(misses.map(sameHeaders)).size).toBe(1);
    expect((await read(t, theirs.orderId, {}, other.id)).status).toBe(200);
  });

  it("sends a strong ETag and answers 304 to a matching If-None-Match", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    const first = await read(t, created.orderId);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await read(t, created.orderId, { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await read(t, created.orderId, { "If-None-Match": `W/${etag}` })).status).toBe(304);
    expect((await read(t, created.orderId, { "If-None-Match": '"other"' })).status).toBe(200);
    await t.pay(created.orderId);
    const changed = await read(t, created.orderId, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("Prefer: wait holds a matching request and wakes it when the order is paid", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    const etag = (await read(t, created.orderId)).headers.get("ETag")!;
    const waiting = read(t, created.orderId, { "If-None-Match": etag, Prefer: "wait=5" });
    await until(() => t.app.services.heldReads.size() === 1);
    await t.pay(created.orderId);
    // A 200 inside a 5 s wait proves the payment woke the held request (a timeout is a 304).
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(res.headers.get("Preference-Applied")).toBe("wait=5");
    expect(CheckoutOrder.parse(await res.json()).status).toBe("completed");
    expect(t.app.services.heldReads.size()).toBe(0);
  });

  it("Prefer: wait times out to 304 when nothing changes", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    const etag = (await read(t, created.orderId)).headers.get("ETag")!;
    const started = Date.now();
    const res = await read(t, created.orderId, { "If-None-Match": etag, Prefer: "wait=1" });
    expect(res.status).toBe(304);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(res.headers.get("Preference-Applied")).toBe("wait=1");
    expect(t.app.services.heldReads.size()).toBe(0);
  });

  it("Prefer: wait without a matching ETag answers at once; wait=0 does not hold", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    const started = Date.now();
    const fresh = await read(t, created.orderId, { Prefer: "wait=20" });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("Preference-Applied")).toBeNull();
    const etag = fresh.headers.get("ETag")!;
    expect((await read(t, created.orderId, { "If-None-Match": etag, Prefer: "wait=0" })).status).toBe(304);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("releases a waiter when the client disconnects (no leak)", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    const etag = (await read(t, created.orderId)).headers.get("ETag")!;
    const controller = new AbortController();
    const waiting = Promise.resolve(
      read(t, created.orderId, { "If-None-Match": etag, Prefer: "wait=25" }, INTEGRATION_ID, controller.signal),
    ).catch(() => null);
    await until(() => t.app.services.heldReads.size() === 1);
    controller.abort();
    await waiting;
    await until(() => t.app.services.heldReads.size() === 0);
  });

  it("holds at most maxHeldReads reads; past it, answers 503 with Retry-After and the error array", async () => {
    const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: null, maxHeldReads: 2 } });
    const created = await t.createPayment();
    const etag = (await read(t, created.orderId)).headers.get("ETag")!;
    const controller = new AbortController();
    const holding = [1, 2].map(() =>
      Promise.resolve(read(t, created.orderId, { "If-None-Match": etag, Prefer: "wait=25" }, INTEGRATION_ID, controller.signal)).catch(
        () => null,
      ),
    );
    await until(() => t.app.services.heldReads.size() === 2);
    const third = await read(t, created.orderId, { "If-None-Match": etag, Prefer: "wait=25" });
    expect(third.status).toBe(503);
    expect(third.headers.get("Preference-Applied")).toBeNull();
    expect(third.headers.get("Cache-Control")).toBe("no-store");
    // Default busyRetryAfterSeconds 5: a whole number of seconds in [5, 10].
    const retryAfter = Number(third.headers.get("Retry-After"));
    expect(Number.isInteger(retryAfter) && retryAfter >= 5 && retryAfter <= 10).toBe(true);
    const errors = ApiErrors.parse(await third.json());
    expect(errors).toEqual([expect.objectContaining({ code: "unknownError", field: "Prefer" })]);
    expect(errors[0]!.message).toContain("Retry-After");
    // A read that does not ask to wait is still answered.
    expect((await read(t, created.orderId, { "If-None-Match": etag })).status).toBe(304);
    expect(t.app.services.heldReads.size()).toBe(2);
    // A released slot is free again.
    controller.abort();
    await Promise.all(holding);
    await until(() => t.app.services.heldReads.size() === 0);
    const again = read(t, created.orderId, { "If-None-Match": etag, Prefer: "wait=5" });
    await until(() => t.app.services.heldReads.size() === 1);
    await t.pay(created.orderId);
    expect((await again).status).toBe(200);
  });

  it("answers the uniform 404 for an empty orderId and any other path under the read", async () => {
    const t = await testApp();
    const uniform = await (await read(t, "ord_unknown")).json();
    for (const path of [
      "/checkout/v1/integrations/int_seed/orders/",
      "/checkout/v1/integrations/int_seed/orders",
      "/checkout/v1/integrations//orders/x",
      "/checkout/v1/x",
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      expect(await res.json(), path).toEqual(uniform);
    }
  });

  it("a settings change of one integration wakes only its own orders' held reads, and forgets only their views", async () => {
    const t = await testApp();
    const other = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Other", url: "https://other.example" }));
    const ours = await t.createPayment();
    const theirs = await t.createDeposit("USDT_TRC20", other.id);
    const ourEtag = (await read(t, ours.orderId)).headers.get("ETag")!;
    const theirEtag = (await read(t, theirs.orderId, {}, other.id)).headers.get("ETag")!;
    const loads = vi.spyOn(t.app.services.store, "getOrder");
    const theirLoads = () => loads.mock.calls.filter(([id]) => id === theirs.orderId).length;
    const ourRead = read(t, ours.orderId, { "If-None-Match": ourEtag, Prefer: "wait=5" });
    let theirAnswer: Response | null = null;
    const theirRead = Promise.resolve(read(t, theirs.orderId, { "If-None-Match": theirEtag, Prefer: "wait=5" }, other.id)).then(
      (res) => (theirAnswer = res),
    );
    await until(() => t.app.services.heldReads.size() === 2);
    expect(
      (await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/payment-settings`, { supportEmail: "help@shop.example" })).status,
    ).toBe(200);
    // Ours is woken and sees the new contact; theirs (woken in the same fan-out, if at all) is
    // neither re-read nor answered, and its view is still the one in memory.
    const ourAnswer = await ourRead;
    expect(ourAnswer.status).toBe(200);
    expect(CheckoutOrder.parse(await ourAnswer.json()).merchant.supportEmail).toBe("help@shop.example");
    expect(theirLoads()).toBe(0);
    expect(theirAnswer).toBeNull();
    expect(t.app.services.heldReads.size()).toBe(1);
    expect((await read(t, theirs.orderId, { "If-None-Match": theirEtag }, other.id)).status).toBe(304);
    expect(theirLoads()).toBe(0);
    // Their own integration's change does wake theirs.
    expect(
      (await t.call("PUT", `/_sandbox/integrations/${other.id}/payment-settings`, { supportEmail: "desk@other.example" })).status,
    ).toBe(200);
    await theirRead;
    expect(theirAnswer!.status).toBe(200);
    expect(CheckoutOrder.parse(await theirAnswer!.json()).merchant.supportEmail).toBe("desk@other.example");
    expect(t.app.services.heldReads.size()).toBe(0);
  });

  it("a reset wakes waiters, who then find their order gone (404)", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    const etag = (await read(t, created.orderId)).headers.get("ETag")!;
    const waiting = read(t, created.orderId, { "If-None-Match": etag, Prefer: "wait=5" });
    await until(() => t.app.services.heldReads.size() === 1);
    expect((await t.call("POST", "/_sandbox/reset")).status).toBe(204);
    expect((await waiting).status).toBe(404);
    expect(t.app.services.heldReads.size()).toBe(0);
  });

  it("answers HEAD like GET, without a body", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    const res = await t.app.request(checkoutOrderPath(INTEGRATION_ID, created.orderId), { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("ETag")).toMatch(/^"/);
    expect(await res.text()).toBe("");
  });

  it("plays planned faults in order, then answers normally", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    await t.call("POST", "/_sandbox/faults", { orderId: created.orderId, failures: ["error500", "error429", "garbage", "hang", "reset"] });
    const e500 = await read(t, created.orderId);
    expect(e500.status).toBe(500);
    const e429 = await read(t, created.orderId);
    expect(e429.status).toBe(429);
    expect(e429.headers.get("Retry-After")).toBe("1");
    const garbage = await read(t, created.orderId);
    expect(garbage.status).toBe(200);
    await expect(garbage.clone().json()).rejects.toThrow();
    const hang = await read(t, created.orderId); // faultHangMs is 200 in tests
    expect(hang.status).toBe(504);
    const reset = await read(t, created.orderId); // no socket under app.request: a 502 stands in
    expect(reset.status).toBe(502);
    expect((await read(t, created.orderId)).status).toBe(200);
  });

  it("keeps a planned fault for the order's own page: a probe under another integration gets the uniform 404", async () => {
    const t = await testApp();
    const created = await t.createPayment();
    await t.call("POST", "/_sandbox/faults", { orderId: created.orderId, failures: ["error500"] });
    const probe = await read(t, created.orderId, {}, "int_other");
    expect(probe.status).toBe(404);
    expect((await read(t, created.orderId)).status).toBe(500);
  });
});

describe("conditional helpers", () => {
  it("parses Prefer: wait and clamps it to 25", () => {
    expect(preferredWait(undefined)).toBeNull();
    expect(preferredWait("wait=10")).toBe(10);
    expect(preferredWait("respond-async, wait=3")).toBe(3);
    expect(preferredWait("wait=999")).toBe(25);
    expect(preferredWait("wait=abc")).toBeNull();
    expect(preferredWait("handling=lenient")).toBeNull();
  });

  it("matches ETags weakly and with *", () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches("*", '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
  });

  it("order events unsubscribe cleanly", () => {
    const events = createOrderEvents();
    let calls = 0;
    const off = events.subscribe({ orderId: "o", integrationId: "i" }, () => calls++);
    events.notify("o");
    off();
    off();
    events.notify("o");
    expect(calls).toBe(1);
    expect(events.size()).toBe(0);
  });
});
