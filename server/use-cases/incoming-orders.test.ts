// Where a new order's address comes from is given once, by the service's settings, to every
// creation path: in chain mode the API's payment and deposit, the portal's (the API's handler
// for the session's client) and a payment link's order each take the next of the merchant's
// xpub addresses, never one the sandbox would make up. No node is needed: the watchers are made
// but not started, and their node is a reserved name nobody answers for.
import { describe, expect, it } from "vitest";
import { EVM_ADDRESSES, TEST_XPUB_EVM, TEST_XPUB_TRON } from "../../test/support/chain/keys.ts";
import { readChainSettings } from "../chain/settings.ts";
import { createChainMode } from "../chain/mode.ts";
import { CUSTOMER, INTEGRATION_ID, testApp } from "../testing.ts";
import { chooseOnLinkPage } from "../../test/support/link-page.ts";

describe("order creation in chain mode", () => {
  it("gives the API's payment and deposit and a payment link's order the xpub's next addresses, in order", async () => {
    const settings = readChainSettings({
      CHAIN_RPC_URL_ETHEREUM: "https://node.invalid",
      XPUB_EVM: TEST_XPUB_EVM,
      XPUB_TRON: TEST_XPUB_TRON,
    });
    if (!settings) throw new Error("no chain settings");
    const t = await testApp({
      startWatchers: false,
      config: { publicOrigin: "http://127.0.0.1:8080", distDir: null, sandbox: false, chain: createChainMode(settings) },
    });
    const payment = await t.createPayment("25", "USDT_ERC20");
    const deposit = await t.createDeposit("ETH");
    const link = await t.json(
      await t.call("POST", "/api/v1/payment-links", {
        integrationId: INTEGRATION_ID,
        name: "T-shirt",
        price: { amount: "10.00", currency: "USD" },
      }),
    );
    const chosen = await chooseOnLinkPage(t.app, link.linkId, "USDT_ERC20");
    expect(chosen.status, await chosen.clone().text()).toBe(303);
    const linkOrderId = new URL(chosen.headers.get("Location") ?? "", "http://127.0.0.1:8080").searchParams.get("orderId") ?? "";
    const linkOrder = await t.app.services.store.getOrder(linkOrderId);
    const after = await t.createPayment("5", "USDT_ERC20", { customer: CUSTOMER });
    const key = settings.keys.evm;
    if (!key) throw new Error("no EVM key");
    expect(key.addressAt(0)).toBe(EVM_ADDRESSES[0]);
    expect([payment.paymentAddress, deposit.paymentAddress, linkOrder?.paymentAddress, after.paymentAddress]).toEqual(
      [0, 1, 2, 3].map((index) => key.addressAt(index)),
    );
  });
});
