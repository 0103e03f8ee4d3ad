// The payer's page in gateway mode, in the states a spec-only upstream can bring about (the
// sandbox in SPEC_STRICT mode in its own process, the gateway in front of it, both started by
// the run): waiting, underpaid (inferred from completed transactions below the recorded
// amount), completed, a deposit waiting and completed. Upstream knows no pending transfers or
// confirmations, so the page shows fewer parts than with the sandbox; these are the states
// the layout and accessibility suites meet here: axe on the desktop (one theme a state, both
// across them), and the phone budget. And a status the spec does not know, which the upstream may
// still send: the strict sandbox cannot, so a fault proxy rewrites its reads for a gateway of
// this file's own, and the page shows it neutral (processing), never completed.
import { expect, type Page, test } from "./support/fixtures.ts";
import { type FaultProxy, startFaultProxy } from "../support/fault-proxy.ts";
import { type CreatedOrder, sandboxClient } from "../support/sandbox-client.ts";
import { type ServiceProcess, startService } from "../support/service-process.ts";
import { expectNoViolations } from "./support/axe.ts";
import { E2E } from "./support/env.ts";
import { expectWithinBudget, measureInEveryLanguage } from "./support/layout.ts";

/** The merchant calls the gateway; the chain is played on the upstream sandbox. */
const merchant = sandboxClient(E2E.gatewayOrigin, E2E.apiKey);
const upstream = sandboxClient(E2E.upstreamOrigin, E2E.apiKey);

interface GatewayState {
  name: string;
  make: () => Promise<CreatedOrder>;
  /** The page once it shows the state (waited for). */
  ready: string;
  copyButtons?: number;
}

const paid = (create: () => Promise<CreatedOrder>, amount?: string) => async () => {
  const order = await create();
  await upstream.pay(order.orderId, amount);
  return order;
};

const STATES: GatewayState[] = [
  {
    name: "gateway: payment waiting",
    make: () => merchant.createPaymentOrder("USDT_TRC20", "25.00"),
    ready: 'main[data-payment-state="waiting"]:has(svg[data-qr-value])',
    copyButtons: 2,
  },
  {
    name: "gateway: payment underpaid, 10 of 25 completed",
    make: paid(() => merchant.createPaymentOrder("USDT_TRC20", "25.00"), "10"),
    ready: 'main[data-payment-state="underpaid"]:has(svg[data-qr-value])',
    copyButtons: 2,
  },
  {
    name: "gateway: payment completed",
    make: paid(() => merchant.createPaymentOrder("USDT_TRC20", "25.00")),
    ready: 'main[data-status-group="completed"]:has([data-receipt])',
  },
  {
    name: "gateway: deposit waiting",
    make: () => merchant.createDepositOrder("USDT_TRC20"),
    ready: 'main[data-payment-state="waiting"]:has(svg[data-qr-value])',
    copyButtons: 1,
  },
  {
    name: "gateway: deposit completed",
    make: paid(() => merchant.createDepositOrder("USDT_TRC20"), "40"),
    ready: 'main[data-status-group="completed"]:has([data-receipt])',
  },
];

/**
 * Axe on the desktop in one theme, alternating from state to state (so both themes meet the
 * gateway's states); on the phone, the budget in every language. Gateway mode changes which
 * parts the page draws, not their colours: the page, its components and its stylesheet are the
 * sandbox's, whose every state checkout-a11y-states checks in both themes.
 */
async function check(page: Page, isMobile: boolean, state: GatewayState, order: CreatedOrder, theme: "light" | "dark"): Promise<void> {
  if (isMobile) {
    expectWithinBudget(await measureInEveryLanguage(page, state.name, order.paymentLink, state.ready, state));
    return;
  }
  {
    const link = new URL(order.paymentLink);
    link.searchParams.set("theme", theme);
    await page.goto(link.href);
    await page.locator(state.ready).waitFor({ state: "attached" });
    await expectNoViolations(page, `${state.name} (${theme})`);
  }
}

for (const [index, state] of STATES.entries()) {
  const theme = index % 2 === 0 ? "light" : "dark";
  test(`${state.name}: axe in ${theme}, the phone budget in every language`, async ({ page, isMobile }) => {
    test.setTimeout(120_000);
    await check(page, isMobile, state, await state.make(), theme);
  });
}

test.describe("a status of the upstream's own", () => {
  let proxy: FaultProxy;
  let gateway: ServiceProcess;
  test.beforeAll(async () => {
    proxy = await startFaultProxy(E2E.upstreamOrigin);
    gateway = await startService({ UPSTREAM_URL: proxy.origin, UPSTREAM_API_KEY: E2E.apiKey, STATE: "memory", RATE_LIMIT_PAGE: "0" });
  });
  test.afterAll(async () => {
    gateway?.child.kill("SIGTERM");
    await gateway?.exited;
    await proxy?.close();
  });

  test("gateway: payment in a status the spec does not know (onHold): axe in dark, the phone budget in every language", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const order = await sandboxClient(gateway.origin, E2E.apiKey).createPaymentOrder("USDT_TRC20", "25.00");
    // Paid in full upstream (completed there), and read by the gateway as "onHold".
    await proxy.set({
      kind: "rewrite",
      rewrite: (body, path) =>
        path === `/api/v1/orders/${order.orderId}` ? JSON.stringify({ ...JSON.parse(body), status: "onHold" }) : body,
    });
    await upstream.pay(order.orderId);
    const state: GatewayState = {
      name: "gateway: payment in a status the spec does not know",
      make: async () => order,
      ready: 'main[data-status-group="processing"][data-payment-state="processing"]',
    };
    await check(page, isMobile, state, order, "dark");
    await expect(page.locator("[data-receipt]")).toHaveCount(0);
  });
});
