// One catalog of the states of a payment's life the sandbox can make, each brought about through
// the real sandbox routes and recognised on the page by its own markers. The layout, the
// accessibility and the focus-order suites and the screenshots script all read it, so a new
// state is added once and measured, checked and pictured everywhere.
//
// Not here because the sandbox cannot make them: cancelled orders and an unknown status
// ("processing"); the spec knows only inProgress and completed. Nor a payment link's order with
// its window (counting down, expired, paid late): it is made by a payer's choice on the link's
// page, not by an order request, so test/e2e/checkout-link-a11y.spec.ts, the link journey and
// the screenshots script bring it about themselves.
import type { CreatedOrder, OrderRequest, SandboxClient } from "./sandbox-client.ts";

/** The page's data-payment-state once it shows the state. */
export type PaymentState = "waiting" | "detected" | "underpaid" | "completed" | "overpaid";

/** What a state draws, as selectors on the page. */
export const PART = {
  qr: "svg[data-qr-value]",
  transfer: "[data-transfer]",
  support: "[data-support]",
  receipt: "[data-receipt]",
  print: ".print-button",
} as const;

type Step = (sandbox: SandboxClient, order: CreatedOrder) => Promise<unknown>;

export interface PaymentStateCase {
  /** The name a failure or a screenshot reports. */
  name: string;
  /** A payment order of this amount (USDT on TRON), or a deposit order when omitted. */
  amount?: string;
  /** The sandbox's steps after creation, in order. */
  steps: Step[];
  state: PaymentState;
  /** What the state must show once loaded (selectors, each waited for). */
  shows: string[];
  /** The copy buttons (44 × 44 px targets) while the page asks for funds. */
  copyButtons?: number;
  /**
   * The most height it may take on a phone, when not the layout suite's budget: a state that
   * draws more than the budget allows, held to the widget's frame instead.
   */
  tallest?: number;
}

const pay =
  (amount?: string): Step =>
  (sandbox, order) =>
    sandbox.pay(order.orderId, amount);
const detect =
  (amount?: string): Step =>
  (sandbox, order) =>
    sandbox.detect(order.orderId, amount);
/** A transfer seen, then five blocks on it. */
const detectWithFiveConfirmations: Step = async (sandbox, order) => sandbox.confirm((await sandbox.detect(order.orderId)).id, 5);

const { qr, transfer, support, receipt, print } = PART;

export const PAYMENT_STATES: readonly PaymentStateCase[] = [
  { name: "payment waiting", amount: "25.00", steps: [], state: "waiting", shows: [qr], copyButtons: 2 },
  {
    name: "payment detected, 5 of N confirmations",
    amount: "25.00",
    steps: [detectWithFiveConfirmations],
    state: "detected",
    shows: [`${transfer}[data-confirmations="5"]`],
  },
  {
    name: "payment detected, 10 of 25 pending, 15 to send",
    amount: "25.00",
    steps: [detect("10")],
    state: "detected",
    shows: [transfer, qr, '[data-amount="15.000000"]'],
    copyButtons: 2,
  },
  {
    name: "payment detected, 10 of 25 confirmed and 5 pending, 10 to send",
    amount: "25.00",
    steps: [pay("10"), detect("5")],
    state: "detected",
    shows: [transfer, qr],
    copyButtons: 2,
  },
  {
    name: "payment underpaid, 10 of 25 confirmed",
    amount: "25.00",
    steps: [pay("10")],
    state: "underpaid",
    shows: [support, qr],
    copyButtons: 2,
  },
  { name: "payment overpaid, 40 of 25", amount: "25.00", steps: [pay("40")], state: "overpaid", shows: [support, receipt, print] },
  { name: "payment completed", amount: "25.00", steps: [pay()], state: "completed", shows: [receipt, print] },
  { name: "payment completed in two transfers", amount: "25.00", steps: [pay("10"), pay()], state: "completed", shows: [receipt, print] },
  {
    name: "payment completed, a late payment confirming",
    amount: "25.00",
    steps: [pay(), detect("5")],
    state: "completed",
    shows: [receipt, transfer],
  },
  {
    name: "payment completed, a late payment confirmed",
    amount: "25.00",
    steps: [pay(), pay("5")],
    state: "overpaid",
    shows: [receipt, support],
  },
  {
    name: "payment completed, a late payment confirmed and another confirming",
    amount: "25.00",
    steps: [pay(), pay("5"), detect("3")],
    state: "overpaid",
    shows: [".receipt-tx-late", '[data-notice="detected"]', print],
    // The receipt, a late transfer and the notice of another: the one state over the 760 px
    // budget in some languages (up to 775 px at 320 px wide on 2026-11-29: Greek, Finnish,
    // Tamil; 798 and 819 before a transfer's time was shortened beside its amount, the count
    // of minutes and the Greek order reference taking a line less). Held to the widget's 800 px
    // frame, which it must never scroll.
    tallest: 800,
  },
  { name: "deposit waiting", steps: [], state: "waiting", shows: [qr], copyButtons: 1 },
  { name: "deposit detected", steps: [detect("40")], state: "detected", shows: [transfer] },
  {
    name: "deposit completed, three transfers",
    steps: [pay("40"), pay("15"), pay("7.5")],
    state: "completed",
    shows: [receipt, print],
  },
  {
    name: "deposit completed, one more confirming",
    steps: [pay("40"), detect("10")],
    state: "completed",
    shows: [receipt, transfer],
  },
];

/** The case of this name (a typo fails at once, naming it). */
export function paymentState(name: string): PaymentStateCase {
  const found = PAYMENT_STATES.find((c) => c.name === name);
  if (!found) throw new Error(`no payment state named "${name}"`);
  return found;
}

/** A fresh order of the integration, brought to the case's state through the sandbox. */
export async function bringTo(
  sandbox: SandboxClient,
  integrationId: string,
  c: PaymentStateCase,
  more: Pick<OrderRequest, "assetId" | "externalId"> = {},
): Promise<CreatedOrder> {
  const order = await sandbox.createOrder({ integrationId, ...more, ...(c.amount === undefined ? {} : { amount: c.amount }) });
  for (const step of c.steps) await step(sandbox, order);
  return order;
}

/** One locator for the state and everything it shows: one wait, one round trip. */
export function stateSelector(c: PaymentStateCase): string {
  return `main[data-screen="order"][data-payment-state="${c.state}"]${c.shows.map((s) => `:has(${s})`).join("")}`;
}
