// Journey: a payer opens the paymentLink, pays, and watches the order complete, with the
// transaction hash linked to the network's explorer.
import { expect, test } from "./support/fixtures.ts";
import { ASSETS, NETWORKS, addCrypto, isAssetId, toPlainText } from "../../src/shared/index.ts";
import { checkoutOrder, createDepositOrder, createPaymentOrder, pay } from "./support/api.ts";
import { explorerLink, expectStatus, openWaiting, root, visibleText } from "./support/checkout-page.ts";

const explorerShape = {
  tron: /^https:\/\/tronscan\.org\/#\/transaction\/[0-9a-fA-F]{64}$/,
  ethereum: /^https:\/\/etherscan\.io\/tx\/0x[0-9a-fA-F]{64}$/,
  bsc: /^https:\/\/bscscan\.com\/tx\/0x[0-9a-fA-F]{64}$/,
} as const;

function networkOf(assetId: string) {
  if (!isAssetId(assetId)) throw new Error(`unknown asset ${assetId}`);
  return NETWORKS[ASSETS[assetId].network];
}

const payments = [
  { assetId: "USDT_TRC20", amount: "25.00" },
  { assetId: "ETH", amount: "0.05" },
  { assetId: "USDT_BEP20", amount: "12.5" },
] as const;

for (const { assetId, amount } of payments) {
  test(`a ${assetId} payment order paid through the sandbox reaches completed, with hash and explorer link`, async ({ page }) => {
    const order = await createPaymentOrder(assetId, amount);
    await openWaiting(page, order);
    const before = await checkoutOrder(order);
    expect(before.requestedAmount).not.toBeNull();
    // The exact amount, without meaningless zeros (25, 0.05, 12.5), never rounded.
    await expect(page.locator("[data-amount]")).toHaveText(toPlainText(before.requestedAmount?.amount ?? ""));

    const transaction = await pay(order.orderId);
    await expectStatus(page, "completed");
    const hash = transaction.hash;
    expect(hash, "the sandbox returns the transaction hash").toBeTruthy();
    if (!hash) return;

    const network = networkOf(assetId);
    const link = explorerLink(page, hash);
    await expect(link).toHaveCount(1);
    const href = await link.getAttribute("href");
    expect(href).toMatch(explorerShape[network.id]);
    expect(href).toBe(network.explorerTxUrl(hash));
    await expect(link).toBeVisible();

    // The amount received, as the service reports it, is on screen.
    const after = await checkoutOrder(order);
    expect(after.status).toBe("completed");
    expect(await visibleText(page)).toContain(`${toPlainText(after.receivedAmount.amount)} ${after.receivedAmount.currency}`);
  });
}

test("a deposit order paid with an explicit amount above the minimum reaches completed, with hash and explorer link", async ({ page }) => {
  const order = await createDepositOrder("USDT_TRC20");
  await openWaiting(page, order);
  const before = await checkoutOrder(order);
  expect(before.kind).toBe("deposit");
  expect(before.requestedAmount).toBeNull();
  // A deposit order shows the network minimum (the sandbox knows it), not an amount to pay.
  const minimum = before.minimumAmount?.amount ?? "";
  await expect(root(page)).toContainText(toPlainText(minimum));

  const amount = addCrypto(minimum, "3.25");
  const transaction = await pay(order.orderId, amount);
  await expectStatus(page, "completed");
  const hash = transaction.hash;
  expect(hash).toBeTruthy();
  if (!hash) return;
  const link = explorerLink(page, hash);
  await expect(link).toHaveCount(1);
  expect(await link.getAttribute("href")).toMatch(explorerShape.tron);
  expect(await link.getAttribute("href")).toBe(NETWORKS.tron.explorerTxUrl(hash));

  const after = await checkoutOrder(order);
  expect(after.receivedAmount.amount).toBe(amount);
  expect(await visibleText(page)).toContain(toPlainText(amount));
});

test("a BNB deposit order completes with a bscscan link", async ({ page }) => {
  const order = await createDepositOrder("BNB");
  await openWaiting(page, order);
  const before = await checkoutOrder(order);
  const transaction = await pay(order.orderId, addCrypto(before.minimumAmount?.amount ?? "0", "0.5"));
  await expectStatus(page, "completed");
  const hash = transaction.hash ?? "";
  const link = explorerLink(page, hash);
  await expect(link).toHaveCount(1);
  expect(await link.getAttribute("href")).toMatch(explorerShape.bsc);
});
