// Journey: the QR a wallet scans. Read from the rendered pixels, it must equal the payload the
// page exposes (data-qr-value) and what the service says: the plain address for tokens, TRX
// and deposits; an EIP-681 URI with chain id and integer wei for ETH and BNB payment orders.
import { expect, test } from "./support/fixtures.ts";
import { toBaseUnitsText } from "../../src/shared/index.ts";
import { checkoutOrder, createDepositOrder, createPaymentOrder, type CreatedOrder } from "./support/api.ts";
import { openWaiting, qrElement, shownAddress } from "./support/checkout-page.ts";
import { decodeQr } from "./support/qr.ts";

type Expectation = (order: CreatedOrder, requested: string | null) => string;

const plainAddress: Expectation = (order) => order.paymentAddress;
const eip681 =
  (chainId: number): Expectation =>
  (order, requested) =>
    `ethereum:${order.paymentAddress}@${chainId}?value=${toBaseUnitsText(requested ?? "", 18)}`;

const cases: Array<{ name: string; create: () => Promise<CreatedOrder>; expected: Expectation }> = [
  { name: "USDT_TRC20 payment: plain address", create: () => createPaymentOrder("USDT_TRC20", "25.00"), expected: plainAddress },
  { name: "TRX payment: plain address", create: () => createPaymentOrder("TRX", "150"), expected: plainAddress },
  { name: "USDC_ERC20 payment: plain address (token)", create: () => createPaymentOrder("USDC_ERC20", "40"), expected: plainAddress },
  { name: "ETH payment: EIP-681 with @1 and wei", create: () => createPaymentOrder("ETH", "0.123456"), expected: eip681(1) },
  { name: "BNB payment: EIP-681 with @56 and wei", create: () => createPaymentOrder("BNB", "1.5"), expected: eip681(56) },
  { name: "ETH deposit: plain address", create: () => createDepositOrder("ETH"), expected: plainAddress },
];

for (const { name, create, expected } of cases) {
  test(`QR decoded from the screen equals data-qr-value and the service's payload: ${name}`, async ({ page }) => {
    const order = await create();
    await openWaiting(page, order);
    const read = await checkoutOrder(order);
    expect(read.address).toBe(order.paymentAddress);
    const want = expected(order, read.requestedAmount?.amount ?? null);

    const qr = qrElement(page);
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("data-qr-value")).toBe(want);
    expect(await decodeQr(qr, { darkOnLight: true })).toBe(want);
    expect(await shownAddress(page)).toBe(order.paymentAddress);
  });
}

test("the QR stays scannable in the dark theme (dark modules on a light quiet zone)", async ({ page }) => {
  const order = await createPaymentOrder("ETH", "0.5");
  await openWaiting(page, order, [["theme", "dark"]]);
  const read = await checkoutOrder(order);
  const want = eip681(1)(order, read.requestedAmount?.amount ?? null);
  expect(await decodeQr(qrElement(page), { darkOnLight: true })).toBe(want);
});
