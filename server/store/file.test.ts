import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { manualClock } from "../domain/clock.ts";
import { createIds, seededRandom } from "../domain/ids.ts";
import { silentLogger } from "../http/logger.ts";
import { CUSTOMER, INTEGRATION_ID, ORIGIN, TEST_KEY, fakeDispatcher, testState } from "../testing.ts";
import { createFileStore } from "./file.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "sandbox-state-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function boot(file: string, seed: string) {
  const store = await createFileStore({ file, initial: testState });
  const app = createApp({
    store,
    clock: manualClock(),
    ids: createIds(seededRandom(seed)),
    webhooks: fakeDispatcher(),
    logger: silentLogger,
    config: { publicOrigin: ORIGIN, distDir: null },
  });
  const call = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { "X-API-Key": TEST_KEY, "Content-Type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return { store, app, call };
}

describe("file store", () => {
  it("keeps orders, balances and refunds across a restart", async () => {
    const file = join(dir, "nested", "state.json");
    const first = await boot(file, "first");
    expect(first.store.created).toBe(true);
    const created = await (
      await first.call("POST", "/api/v1/order/payment", { integrationId: INTEGRATION_ID, amount: "100", assetId: "USDT_TRC20", customer: CUSTOMER, externalId: "keep-me" })
    ).json();
    expect((await first.call("POST", `/_sandbox/orders/${created.orderId}/payments`)).status).toBe(201);
    await first.store.flush();

    const second = await boot(file, "second");
    expect(second.store.created).toBe(false);
    const order = await (await second.call("GET", `/api/v1/orders/${created.orderId}`)).json();
    expect(order).toMatchObject({ status: "completed", externalId: "keep-me", totalAmount: { amount: "99.000000" } });
    const balances = await (await second.call("GET", `/_sandbox/integrations/${INTEGRATION_ID}/balances`)).json();
    expect(balances.balances).toContainEqual({ assetId: "USDT_TRC20", amount: "99.000000" });
    // The second instance continues the ledger: the refund ceiling still counts.
    const refund = await second.call("POST", "/api/v1/order/refund", {
      refundOrderId: created.orderId,
      amount: "50",
      assetId: "USDT_TRC20",
      destinationAddress: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7",
    });
    expect(refund.status).toBe(201);
    await second.store.flush();
    const onDisk = JSON.parse(await readFile(file, "utf8"));
    expect(onDisk.orders[created.orderId].refundedAmount).toBe("50.000000");
  });

  it("refuses an unreadable file with a message saying what to do", async () => {
    const file = join(dir, "state.json");
    await writeFile(file, "{ not json");
    await expect(createFileStore({ file, initial: testState })).rejects.toThrow(/delete it/);
  });
});
