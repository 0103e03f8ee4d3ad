// Gateway mode: the payer's page served by the gateway in front of the sandbox in SPEC_STRICT
// mode (its own process, real HTTP). The merchant creates the order through the gateway, the
// payer opens the gateway's link, the upstream sees the funds, and the same page turns to
// completed by itself with the transaction's hash. Once per engine, at the desktop size.
import { E2E } from "../e2e/support/env.ts";
import { sandboxClient } from "../support/sandbox-client.ts";
import { expect, test } from "./support/fixtures.ts";
import { attribute, openWaiting, waitFor, waitForStatus } from "./support/page-actions.ts";

/** The merchant calls the gateway; the chain is played on the upstream sandbox. */
const merchant = sandboxClient(E2E.gatewayOrigin, E2E.apiKey);
const upstream = sandboxClient(E2E.upstreamOrigin, E2E.apiKey);

test("gateway: payment order from the gateway's link to completed, live", async ({ browserPage: page, form }) => {
  test.skip(form !== "desktop", "one gateway journey per engine");
  const order = await merchant.createPaymentOrder("USDT_TRC20", "19.99");
  const link = new URL(order.paymentLink);
  expect(link.origin).toBe(E2E.gatewayOrigin);
  // The link carries the gateway's own 128-bit id, never the upstream's orderId.
  expect(link.searchParams.get("orderId")).toMatch(/^[0-9a-f]{32}$/);
  await openWaiting(page, order.paymentLink);
  expect(await attribute(page, "[data-address]", "data-address")).toBe(order.paymentAddress);
  expect(await attribute(page, "[data-amount]", "data-amount")).toBe("19.990000");
  expect(await attribute(page, "[data-asset]", "data-asset")).toBe("USDT_TRC20");

  const transaction = await upstream.pay(order.orderId);
  await waitForStatus(page, "completed");
  await waitFor(page, `[data-tx-hash="${transaction.hash}"]`);
});
