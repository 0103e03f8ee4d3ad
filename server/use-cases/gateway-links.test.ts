// Gateway mode's links on both engines: the intent is durable on its own, the 201 completes it
// once, a replayed creation closes its own intent and answers with the first link, and an
// intent left pending is found as an orphan.
import { beforeAll, describe, expect, it } from "vitest";
import { storeEngines } from "../../test/support/store-engines.ts";
import type { GatewayIntent } from "../domain/gateway-links.ts";
import { Refusal } from "../domain/refusal.ts";
import type { Repository } from "../store/index.ts";
import {
  findGatewayLink,
  pendingGatewayIntents,
  recordGatewayCreation,
  recordGatewayRefusal,
  removeExpiredGatewayLinks,
  writeGatewayIntent,
} from "./gateway-links.ts";

const engines = storeEngines();

let n = 0;
const intent = (extra: Partial<GatewayIntent> = {}): GatewayIntent => ({
  linkId: `link_${++n}_`.padEnd(32, "0"),
  integrationId: "int_up",
  kind: "payment",
  assetId: "USDT_TRC20",
  amount: "25.00",
  externalId: `inv-${n}`,
  idempotency: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...extra,
});
const NOW = "2026-01-01T00:00:05.000Z";
const merchant = { name: "Shop", url: "https://shop.example" };

describe.each(engines)("gateway links on %s", (_engine, open) => {
  let store: Repository;
  beforeAll(async () => {
    store = await open();
  }, 60_000);

  it("an intent is kept on its own; the 201 completes it once; it is then found by link, order and key", async () => {
    const first = intent({ idempotency: "scope:payment:k1" });
    await writeGatewayIntent(store, first);
    expect(await findGatewayLink(store, { linkId: first.linkId }, NOW)).toMatchObject({ state: "pending", amount: "25.00" });
    const record = await recordGatewayCreation(store, first.linkId, { orderId: "ord_1", address: "TAddr", merchant }, NOW);
    expect(record).toMatchObject({ state: "created", orderId: "ord_1", address: "TAddr", linkId: first.linkId, recordedAt: NOW });
    expect(await findGatewayLink(store, { orderId: "ord_1" }, NOW)).toEqual(record);
    expect(await findGatewayLink(store, { idempotency: "scope:payment:k1" }, NOW)).toEqual(record);
    await expect(recordGatewayCreation(store, first.linkId, { orderId: "ord_other", address: "X", merchant }, NOW)).rejects.toBeInstanceOf(
      Refusal,
    );
  });

  it("a creation the upstream replayed closes its own intent and answers with the first link", async () => {
    const first = intent();
    const retry = intent();
    await writeGatewayIntent(store, first);
    await writeGatewayIntent(store, retry);
    await recordGatewayCreation(store, first.linkId, { orderId: "ord_2", address: "TAddr2", merchant }, NOW);
    const answered = await recordGatewayCreation(store, retry.linkId, { orderId: "ord_2", address: "TAddr2", merchant }, NOW);
    expect(answered.linkId).toBe(first.linkId);
    expect(await findGatewayLink(store, { linkId: retry.linkId }, NOW)).toMatchObject({ state: "replayed", replayOf: first.linkId });
  });

  it("a refusal closes the intent; only intents left pending are orphans", async () => {
    const refusedIntent = intent({ createdAt: "2026-01-01T00:00:01.000Z" });
    const orphan = intent({ createdAt: "2026-01-01T00:00:01.000Z", externalId: "lost-answer" });
    await writeGatewayIntent(store, refusedIntent);
    await writeGatewayIntent(store, orphan);
    await recordGatewayRefusal(store, refusedIntent.linkId, 400, NOW);
    expect(await findGatewayLink(store, { linkId: refusedIntent.linkId }, NOW)).toMatchObject({ state: "refused", status: 400 });
    const orphans = await pendingGatewayIntents(store, "2026-01-01T00:00:02.000Z", NOW);
    expect(orphans.map((o) => o.linkId)).toEqual([orphan.linkId]);
  });

  it("links that will never be payable go after their retention, in bounded batches; created ones stay", async () => {
    const day = 24 * 60 * 60_000;
    const now = new Date(Date.UTC(2026, 2, 1));
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const oldOrphans = [intent({ createdAt: ago(8 * day) }), intent({ createdAt: ago(8 * day) }), intent({ createdAt: ago(8 * day) })];
    const youngOrphan = intent({ createdAt: ago(6 * day) });
    const oldRefused = intent({ createdAt: ago(2 * day) });
    const youngRefused = intent({ createdAt: ago(day / 2) });
    const oldCreated = intent({ createdAt: ago(30 * day) });
    for (const each of [...oldOrphans, youngOrphan, oldRefused, youngRefused, oldCreated]) await writeGatewayIntent(store, each);
    await recordGatewayRefusal(store, oldRefused.linkId, 401, ago(2 * day));
    await recordGatewayRefusal(store, youngRefused.linkId, 400, ago(day / 2));
    await recordGatewayCreation(store, oldCreated.linkId, { orderId: `ord_kept_${n}`, address: "TAddr", merchant }, ago(30 * day));
    // The other tests' links were written on 2026-01-01: old enough to go too, whatever their state.
    let removed = 0;
    for (let pass = 0; pass < 50; pass++) {
      const gone = await removeExpiredGatewayLinks(store, now, 2);
      expect(gone).toBeLessThanOrEqual(2);
      if (gone === 0) break;
      removed += gone;
    }
    expect(removed).toBeGreaterThanOrEqual(4);
    const at = now.toISOString();
    for (const gone of [...oldOrphans, oldRefused]) expect(await findGatewayLink(store, { linkId: gone.linkId }, at)).toBeUndefined();
    for (const kept of [youngOrphan, youngRefused, oldCreated])
      expect(await findGatewayLink(store, { linkId: kept.linkId }, at), kept.linkId).toBeDefined();
  });
});
