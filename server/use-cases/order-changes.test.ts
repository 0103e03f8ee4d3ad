// The one write tail of an order's change, with an outbox that refuses its callback: whichever
// path made the change (a merchant's "mark as paid", the gateway's recorded read, the sandbox's
// payment, the chain watcher's tick), the change commits without the callback, and the operator
// is told once, after the commit, in the same words.
import { describe, expect, it } from "vitest";
import { PASSWORD, browser, portalTestApp } from "../../test/support/portal-app.ts";
import { withRefusableOutbox } from "../../test/support/refused-callbacks.ts";
import { createOrderEvents } from "../events/order-events.ts";
import { createIds } from "../domain/ids.ts";
import type { ChainTransferRecord } from "../domain/chain-transfers.ts";
import { specOrder, specTransaction } from "../gateway/testing.ts";
import { CUSTOMER, INTEGRATION_ID, fakeDispatcher, testApp } from "../testing.ts";
import { committing } from "./after-commit.ts";
import { writeChainTick } from "./chain-ticks.ts";
import { recordGatewayCreation, writeGatewayIntent } from "./gateway-links.ts";
import { readGatewayPoll, recordGatewayRead } from "./gateway-polls.ts";
import { chooseOnLinkPage } from "../../test/support/link-page.ts";

const told = (orderId: string) => [expect.stringContaining(`the callback of order ${orderId} could not be queued`)];

describe("a callback the outbox refuses", () => {
  it("on a late payment marked as paid: the order completes, and the operator is told once after the commit", async () => {
    await withRefusableOutbox(async ({ repository, refuseCallbacks, logger, errors }) => {
      const t = await portalTestApp({}, { store: repository, logger });
      const b = browser(t);
      expect((await b.signUp("ada@example.com")).status).toBe(201);
      const created = await (await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).json();
      const integrationId: string = created.integration.id;
      await b.request("PUT", `/portal/api/integrations/${integrationId}/webhook`, {
        callbackUrl: "http://localhost:4000/hooks",
        orderTypes: ["Payment"],
      });
      const made = await b.request("POST", "/portal/api/payment-links", {
        integrationId,
        name: "T-shirt",
        price: { amount: "10.00", currency: "USD" },
      });
      const { linkId } = await made.json();
      const chosen = await chooseOnLinkPage(t.app, linkId, "USDT_TRC20");
      const orderId = new URL(chosen.headers.get("Location") ?? "").searchParams.get("orderId") ?? "";
      expect((await b.request("POST", `/portal/api/sandbox/orders/${orderId}/expire`)).status).toBe(200);
      expect((await b.request("POST", `/portal/api/sandbox/orders/${orderId}/payments`, {})).status).toBe(201);
      expect((await b.request("POST", "/portal/api/confirm", { password: PASSWORD })).status).toBe(204);

      refuseCallbacks();
      errors.length = 0;
      const marked = await b.request("POST", `/portal/api/orders/${orderId}/mark-paid`);
      expect(marked.status, await marked.clone().text()).toBe(200);
      expect((await marked.json()).order).toMatchObject({ id: orderId, status: "completed" });
      expect(errors).toEqual(told(orderId));
    });
  });

  it("on a gateway's recorded read: the snapshot is kept, and the operator is told once after the commit", async () => {
    await withRefusableOutbox(async ({ repository, refuseCallbacks, logger, errors }) => {
      const store = committing(repository, { events: createOrderEvents(), webhooks: fakeDispatcher(), logger });
      const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString();
      const linkId = "link_ord_cb".padEnd(32, "0");
      await writeGatewayIntent(store, {
        linkId,
        integrationId: "int_up",
        kind: "payment",
        assetId: "USDT_TRC20",
        amount: "25.00",
        externalId: null,
        idempotency: null,
        createdAt: at(0),
      });
      await recordGatewayCreation(store, linkId, { orderId: "ord_cb", address: "TAddress", merchant: { name: "", url: "" } }, at(0));
      refuseCallbacks();
      const completed = specOrder({ id: "ord_cb", status: "completed", transactions: [specTransaction("25.000000")] });
      const recorded = await recordGatewayRead(store, {
        orderId: "ord_cb",
        order: completed,
        readAt: at(1),
        callback: ({ integrationId, order }) => ({
          clientId: "",
          integrationId,
          orderId: order.id,
          url: "https://shop.example/hooks",
          payload: JSON.stringify({ id: order.id, status: order.status }),
        }),
      });
      expect(recorded).toEqual({ changed: true, delivery: null });
      expect((await readGatewayPoll(store, "ord_cb", at(2)))?.status).toBe("completed");
      expect(errors).toEqual(told("ord_cb"));
    });
  });

  it("on a sandbox payment: credited, and the operator is told once", async () => {
    await withRefusableOutbox(async ({ repository, refuseCallbacks, logger, errors }) => {
      const t = await testApp({ store: repository, logger, ids: createIds() });
      const put = await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
        callbackUrl: "http://localhost:4000/hooks",
        orderTypes: ["Payment"],
      });
      expect(put.status).toBe(200);
      const created = await t.createPayment("25");
      refuseCallbacks();
      errors.length = 0;
      expect((await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`)).status).toBe(201);
      expect((await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`))).status).toBe("completed");
      expect(errors).toEqual(told(created.orderId));
    });
  });

  it("on a chain tick's credit: the credit and the cursor commit, and the operator is told once after the commit", async () => {
    await withRefusableOutbox(async ({ repository, refuseCallbacks, logger, errors }) => {
      const t = await testApp({ store: repository, logger, ids: createIds() });
      await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
        callbackUrl: "http://localhost:4000/hooks",
        orderTypes: ["Payment"],
      });
      const created = await t.createPayment("25", "USDT_ERC20", { customer: CUSTOMER });
      // A transfer seen and waiting for its confirmations, as the watcher lists one.
      const seen = await t.json(await t.call("POST", `/_sandbox/orders/${created.orderId}/payments`, { amount: "25", confirmed: false }));
      refuseCallbacks();
      errors.length = 0;
      const now = new Date().toISOString();
      const credit: ChainTransferRecord = {
        network: "ethereum",
        txHash: `0x${"ab".repeat(32)}`,
        logIndex: 0,
        blockNumber: 100,
        blockHash: `0x${"cd".repeat(32)}`,
        from: "11".repeat(20),
        to: "22".repeat(20),
        contract: "33".repeat(20),
        value: "25000000",
        state: "credited",
        orderId: created.orderId,
        assetId: "USDT_ERC20",
        transactionId: seen.id,
        confirmations: 12,
        seenAt: now,
        updatedAt: now,
      };
      const services = t.app.services;
      const written = await writeChainTick(
        services.store,
        {
          network: "ethereum",
          owner: "w_test",
          now,
          cursor: { height: null, hash: null },
          plan: {
            saves: new Map([["credit", credit]]),
            orders: new Map([[created.orderId, { detect: [], drop: [], count: [], credit: [credit], unexpected: [] }]]),
          },
          cursorAfter: { height: 111, hash: `0x${"ef".repeat(32)}` },
          required: 12,
          leaseUntil: now,
          lateUntil: now,
        },
        { ids: services.ids, specStrict: false, serviceFeeBasisPoints: 0n, usd: () => services.usd() },
      );
      expect(written?.completed).toEqual([created.orderId]);
      expect((await t.json(await t.call("GET", `/api/v1/orders/${created.orderId}`))).status).toBe("completed");
      expect((await services.store.chain.cursor("ethereum"))?.height).toBe(111);
      expect(errors).toEqual(told(created.orderId));
    });
  });
});
