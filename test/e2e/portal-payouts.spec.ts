// The Payouts screen against the real service in chain mode, on a local chain (anvil): a real
// payment, a withdrawal that becomes a payout, and a stranger's exact transfer to its
// destination, which the watcher records on the payout without completing it. At 320 px, light
// and dark: no axe violation, nothing wider than the screen, the wallet link's QR code; then the
// merchant marks the payout paid with that transfer, and the order read shows it completed with
// the stranger's hash. The service is a process of this file's own, as a chain-mode deployment
// is started (the run's shared services are sandboxes).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { systemClock } from "../../server/domain/clock.ts";
import { createIds } from "../../server/domain/ids.ts";
import { seedDemoAccount } from "../../server/portal/demo-account.ts";
import { openRepository } from "../../server/store/index.ts";
import { testSeed } from "../../server/testing.ts";
import { startTokenAnvil, tokenCalls, type Anvil } from "../support/chain/anvil.ts";
import { TEST_XPUB_EVM } from "../support/chain/keys.ts";
import { createOrder } from "../support/chain/orders.ts";
import { TOKEN_CONTRACTS_FOR_TESTS } from "../support/chain/token-contracts.ts";
import { freePortPair, killServices, ready, spawnService, type ServiceProcess } from "../support/service-process.ts";
import { expectNoViolations } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";

const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;
const PASSWORD = "correct horse battery staple";
/** anvil's third default account: the payout's destination. */
const DESTINATION = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
/** A wallet nobody declared and the xpub never handed out. */
const STRANGER = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";

let folder: string;
let anvil: Anvil;
let service: ServiceProcess;
let email: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), "portal-payouts-"));
  const file = join(folder, "checkout.sqlite");
  anvil = await startTokenAnvil({ chainId: 1, tokens: [USDT], decimals: 6 });
  // Chain mode seeds nothing: the test merchant and its portal account, as an operator would make them.
  const { repository } = await openRepository({ target: { kind: "sqlite", file }, initial: testSeed });
  email = (await seedDemoAccount(repository, { clock: systemClock, ids: createIds(), password: PASSWORD, cost: { log2N: 14, r: 8, p: 1 } }))
    .email;
  await repository.close();
  service = await ready(
    spawnService(
      {
        STATE: file,
        CHAIN_RPC_URL_ETHEREUM: anvil.url,
        CHAIN_ID_ETHEREUM: String(anvil.chainId),
        CHAIN_START_BLOCK_ETHEREUM: "0",
        CHAIN_POLL_MS_ETHEREUM: "50",
        CHAIN_CONFIRMATIONS_ETHEREUM: "1",
        XPUB_EVM: TEST_XPUB_EVM,
        RATE_LIMIT_PAGE: "0",
      },
      await freePortPair(),
    ),
  );
});

test.afterAll(async () => {
  if (service) await killServices([service]);
  await anvil?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The merchant's read of an order, with its payout (outside strict mode). */
const orderRead = async (orderId: string) =>
  (await (await service.call("GET", `/api/v1/orders/${orderId}`)).json()) as {
    status: string;
    transactions: { hash: string | null }[];
    payout?: { state: string; strangers?: { hash: string; senderAddress: string }[]; hash?: string; senderAddress?: string };
  };

test("a stranger's exact transfer on the Payouts screen at 320 px: axe clean light and dark, then marked as paid", async ({ page }) => {
  test.setTimeout(120_000);
  const paid = await createOrder(service.call, "payment", "USDT_ERC20", "25");
  await anvil.send({ to: USDT, data: tokenCalls.transfer(paid.paymentAddress, 25_000_000n) });
  await anvil.mine(2);
  await expect.poll(async () => (await orderRead(paid.orderId)).status, { timeout: 30_000 }).toBe("completed");

  const made = await service.call("POST", "/api/v1/order/refund", {
    refundOrderId: paid.orderId,
    assetId: "USDT_ERC20",
    amount: "5",
    destinationAddress: DESTINATION,
  });
  expect(made.status).toBe(201);
  const { orderId } = (await made.json()) as { orderId: string };

  await anvil.send({ to: USDT, data: tokenCalls.mint(STRANGER, 5_000_000n) });
  await anvil.rpc("anvil_impersonateAccount", [STRANGER]);
  await anvil.rpc("anvil_setBalance", [STRANGER, "0xde0b6b3a7640000"]);
  const strangers = await anvil.send({ from: STRANGER, to: USDT, data: tokenCalls.transfer(DESTINATION, 5_000_000n) });
  await anvil.mine(2);
  await expect.poll(async () => (await orderRead(orderId)).payout?.strangers?.[0]?.hash, { timeout: 30_000 }).toBe(strangers);
  expect((await orderRead(orderId)).payout?.state).toBe("awaitingPayment");

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`${service.origin}/portal`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible({ timeout: 30_000 });
  await page.goto(`${service.origin}/portal/payouts`);
  const card = page.locator(`[data-payout="${orderId}"]`);
  const asked = card.getByRole("region", { name: "Paid from a wallet this service does not know?" });
  await expect(asked.locator(`[data-sighting-hash="${strangers}"]`)).toBeVisible();
  await expect(card.locator("svg[data-qr-value]")).toHaveAttribute("data-qr-value", /^ethereum:/);

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoViolations(page, `the Payouts screen with a stranger's transfer, 320 px, ${scheme}`);
    // Readable at 320 px: nothing wider than the screen (a hash and an address wrap).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }

  await asked.getByRole("button", { name: "Mark as paid" }).click();
  await asked.getByRole("button", { name: "Yes, it paid this payout" }).click();
  // Signed in just now: the step-up is fresh, so the answer goes at once.
  await expect(page.locator(`[data-payout="${orderId}"][data-payout-state="completed"]`)).toBeVisible({ timeout: 30_000 });
  const done = await orderRead(orderId);
  expect(done.status).toBe("completed");
  expect(done.transactions[0]?.hash).toBe(strangers);
  expect(done.payout).toMatchObject({ state: "completed", hash: strangers, senderAddress: STRANGER });
});
