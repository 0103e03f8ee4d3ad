// Chain mode's rules as tables, without a node: what a tick makes of what the node said
// (planTick), what one order's share of it does to the order and its balance (applyToOrder),
// where a tick scans from and where its cursor lands (scanStart, cursorAfter), and how a credit
// whose block a reorg replaced is reconciled (reconcileCredits, never reversed); then a payment
// followed through several ticks, each tick's plan applied as the use case applies it.
import { describe, expect, it } from "vitest";
import { CUSTOMER, DEMO_CLIENT_ID, INTEGRATION_ID } from "../testing.ts";
import { pinnedAssets } from "./chain-codec.ts";
import { positionOf, transferKey, type ChainTransferRecord, type Sighting } from "./chain-transfers.ts";
import {
  applyToOrder,
  capUnexpected,
  witnessDisagreement,
  cursorAfter,
  planTick,
  reconcileCredits,
  scanStart,
  type OrderShare,
  type TickFacts,
} from "./chain-watch.ts";
import { stablecoinRates, type RateTable } from "./exchange-rates.ts";
import { usdFromTable } from "./fiat-value.ts";
import { createIds, seededRandom } from "./ids.ts";
import { createIncomingOrder } from "./incoming-orders.ts";
import { newIntegration } from "./integrations.ts";
import { ZERO, type BalanceRecord } from "./ledger.ts";

const NOW = "2026-02-01T00:00:00.000Z";
const pinned = pinnedAssets("ethereum");
const contractOf = (assetId: string) => [...pinned].find(([, id]) => id === assetId)?.[0] as string;
const USDT = contractOf("USDT_ERC20");
const USDC = contractOf("USDC_ERC20");
const OURS = "a1".repeat(20);
const PAYER = "b2".repeat(20);
const STRANGER = "c3".repeat(20);
const hashAt = (height: number, fork = "a") => `0x${fork.repeat(2)}${height.toString(16).padStart(62, "0")}`;

const sighting = (extra: Partial<Sighting> = {}): Sighting => ({
  network: "ethereum",
  txHash: `0x${"77".repeat(32)}`,
  logIndex: 0,
  blockNumber: 100,
  blockHash: hashAt(100),
  from: PAYER,
  to: OURS,
  contract: USDT,
  value: "25000000",
  ...extra,
});

const recorded = (state: ChainTransferRecord["state"], extra: Partial<ChainTransferRecord> = {}): ChainTransferRecord => ({
  ...sighting(),
  state,
  orderId: "ord_1",
  assetId: "USDT_ERC20",
  transactionId: "tx_1",
  confirmations: 1,
  seenAt: NOW,
  updatedAt: NOW,
  ...extra,
});

const facts = (extra: Partial<TickFacts> = {}): TickFacts => ({
  network: "ethereum",
  now: NOW,
  head: 100,
  finalized: null,
  required: 12,
  verified: new Map(),
  sightings: [],
  known: new Map(),
  owner: (account) => (account === OURS ? { orderId: "ord_1", assetId: "USDT_ERC20" } : undefined),
  pinned: (contract) => pinned.get(contract),
  ...extra,
});

const knownOf = (...records: ChainTransferRecord[]) => new Map(records.map((r) => [transferKey(r), r]));

/** A plan in short: each saved transfer's state (and reason), and the order's share by kind. */
function summary(plan: ReturnType<typeof planTick>) {
  const s = plan.orders.get("ord_1");
  return {
    saved: [...plan.saves.values()].map((t) => ({ state: t.state, block: t.blockNumber, confirmations: t.confirmations })),
    share: s ? { detect: s.detect.length, drop: s.drop.length, count: s.count.length, credit: s.credit.length } : null,
  };
}

describe("planTick", () => {
  const cases: { name: string; facts: TickFacts; expected: ReturnType<typeof summary> }[] = [
    {
      name: "a transfer of the asked token to our address: detected, its block the first confirmation",
      facts: facts({ head: 102, sightings: [sighting()] }),
      expected: { saved: [{ state: "detected", block: 100, confirmations: 3 }], share: { detect: 1, drop: 0, count: 0, credit: 0 } },
    },
    {
      name: "a new transfer already deep enough is detected first, credited on a later tick",
      facts: facts({ head: 200, sightings: [sighting()], verified: new Map([[100, hashAt(100)]]) }),
      expected: { saved: [{ state: "detected", block: 100, confirmations: 101 }], share: { detect: 1, drop: 0, count: 0, credit: 0 } },
    },
    {
      name: "another pinned token to the address: unexpected, the order's share empty",
      facts: facts({ sightings: [sighting({ contract: USDC })] }),
      expected: { saved: [{ state: "unexpected", block: 100, confirmations: 1 }], share: { detect: 0, drop: 0, count: 0, credit: 0 } },
    },
    {
      name: "a token no one pinned: unexpected",
      facts: facts({ sightings: [sighting({ contract: "de".repeat(20) })] }),
      expected: { saved: [{ state: "unexpected", block: 100, confirmations: 1 }], share: { detect: 0, drop: 0, count: 0, credit: 0 } },
    },
    {
      name: "less than the smallest amount counted: unexpected",
      facts: facts({ sightings: [sighting({ value: "0" })] }),
      expected: { saved: [{ state: "unexpected", block: 100, confirmations: 1 }], share: { detect: 0, drop: 0, count: 0, credit: 0 } },
    },
    {
      name: "to an address of no order: nothing",
      facts: facts({ sightings: [sighting({ to: STRANGER })] }),
      expected: { saved: [], share: null },
    },
    {
      name: "a detected one whose block the node confirms at the required depth: credited",
      facts: facts({ head: 111, known: knownOf(recorded("detected")), verified: new Map([[100, hashAt(100)]]) }),
      expected: { saved: [{ state: "credited", block: 100, confirmations: 12 }], share: { detect: 0, drop: 0, count: 0, credit: 1 } },
    },
    {
      name: "deep enough but its block not at the node yet: counted, not credited (a missing block is not yet)",
      facts: facts({ head: 111, known: knownOf(recorded("detected")), verified: new Map([[100, null]]) }),
      expected: { saved: [{ state: "detected", block: 100, confirmations: 12 }], share: { detect: 0, drop: 0, count: 1, credit: 0 } },
    },
    {
      name: "short of the confirmations: counted",
      facts: facts({ head: 105, known: knownOf(recorded("detected")), verified: new Map([[100, hashAt(100)]]) }),
      expected: { saved: [{ state: "detected", block: 100, confirmations: 6 }], share: { detect: 0, drop: 0, count: 1, credit: 0 } },
    },
    {
      name: "the finalized block reaches it before the confirmations: credited",
      facts: facts({ head: 103, finalized: 101, known: knownOf(recorded("detected")), verified: new Map([[100, hashAt(100)]]) }),
      expected: { saved: [{ state: "credited", block: 100, confirmations: 4 }], share: { detect: 0, drop: 0, count: 0, credit: 1 } },
    },
    {
      name: "its block replaced (another hash at its height) and no rescan finds it: dropped",
      facts: facts({ head: 105, known: knownOf(recorded("detected")), verified: new Map([[100, hashAt(100, "b")]]) }),
      expected: { saved: [{ state: "dropped", block: 100, confirmations: 1 }], share: { detect: 0, drop: 1, count: 0, credit: 0 } },
    },
    {
      name: "its block replaced, and the rescan finds it in the new fork: moved, and counted there",
      facts: facts({
        head: 105,
        known: knownOf(recorded("detected")),
        verified: new Map([[100, hashAt(100, "b")]]),
        sightings: [sighting({ blockNumber: 101, blockHash: hashAt(101, "b") })],
      }),
      expected: { saved: [{ state: "detected", block: 101, confirmations: 5 }], share: { detect: 0, drop: 0, count: 1, credit: 0 } },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(summary(planTick(c.facts))).toEqual(c.expected);
    });
  }
});

describe("planTick: a detected transfer the node stops knowing", () => {
  const gone = { verified: new Map([[100, null]]), receipts: new Map([[sighting().txHash, null]]) };
  const cases: {
    name: string;
    facts: TickFacts;
    expected: { state: string; confirmations: number; missingSince?: number }[];
    drop: number;
  }[] = [
    {
      name: "neither its block nor its receipt, the head past it: held at its count, the wait begun",
      facts: facts({ head: 105, known: knownOf(recorded("detected", { confirmations: 4 })), ...gone }),
      expected: [{ state: "detected", confirmations: 4, missingSince: 105 }],
      drop: 0,
    },
    {
      name: "still unknown, fewer than the confirmation count of blocks since: held, nothing written",
      facts: facts({ head: 116, known: knownOf(recorded("detected", { confirmations: 4, missingSince: 105 })), ...gone }),
      expected: [],
      drop: 0,
    },
    {
      name: "still unknown the confirmation count of blocks later: dropped, as a reorg drops it",
      facts: facts({ head: 117, known: knownOf(recorded("detected", { confirmations: 4, missingSince: 105 })), ...gone }),
      expected: [{ state: "dropped", confirmations: 4, missingSince: 105 }],
      drop: 1,
    },
    {
      name: "its block missing but its receipt there: not yet, counted as before",
      facts: facts({
        head: 105,
        known: knownOf(recorded("detected")),
        verified: new Map([[100, null]]),
        receipts: new Map([[sighting().txHash, hashAt(100)]]),
      }),
      expected: [{ state: "detected", confirmations: 6 }],
      drop: 0,
    },
    {
      name: "the node's head below its block (a lagging node): not yet, never a wait",
      facts: facts({ head: 99, known: knownOf(recorded("detected")), ...gone }),
      expected: [],
      drop: 0,
    },
    {
      name: "its block back with its hash: the wait ends, counted and credited as usual",
      facts: facts({
        head: 111,
        known: knownOf(recorded("detected", { missingSince: 105 })),
        verified: new Map([[100, hashAt(100)]]),
      }),
      expected: [{ state: "credited", confirmations: 12 }],
      drop: 0,
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const plan = planTick(c.facts);
      expect(
        [...plan.saves.values()].map((t) => ({
          state: t.state,
          confirmations: t.confirmations,
          ...(t.missingSince === undefined ? {} : { missingSince: t.missingSince }),
        })),
      ).toEqual(c.expected);
      expect(plan.orders.get("ord_1")?.drop.length ?? 0).toBe(c.drop);
    });
  }
});

const ctx = { now: NOW, ids: createIds(seededRandom("chain-watch")) };
const integration = newIntegration({
  id: INTEGRATION_ID,
  clientId: DEMO_CLIENT_ID,
  name: "Shop",
  url: "https://shop.example",
  createdAt: NOW,
});
integration.webhook = { callbackUrl: "https://shop.example/hooks", orderTypes: ["Payment", "Deposit"] };
const noBalance: BalanceRecord = { integrationId: INTEGRATION_ID, assetId: "USDT_ERC20", amount: ZERO };
const newOrder = (amount = "25") =>
  createIncomingOrder(integration, "payment", { integrationId: INTEGRATION_ID, assetId: "USDT_ERC20", amount, customer: CUSTOMER }, ctx, {
    paymentAddress: "0x9858EfFD232B4033E47d90003D41EC34EcaEda94",
    unwatched: new Set(),
  });
// A 1 % service fee (CHAIN_SERVICE_FEE_PERCENT=1), so the tables show where the fee is booked.
// Without a feed: only the dollar stablecoins are priced, at par.
const terms = { network: "ethereum" as const, required: 12, serviceFeeBasisPoints: 100n, usd: usdFromTable(stablecoinRates(NOW)) };
const share = (extra: Partial<OrderShare>): OrderShare => ({ detect: [], drop: [], count: [], credit: [], unexpected: [], ...extra });

describe("witnessDisagreement", () => {
  const t = recorded("detected");
  const word = (hex: string) => `0x${hex.padStart(64, "0")}`;
  const log = (extra: Record<string, unknown> = {}) => ({
    logIndex: "0x0",
    address: `0x${USDT}`,
    topics: ["0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef", word(PAYER), word(OURS)],
    data: word((25_000_000).toString(16)),
    ...extra,
  });
  const cases: { name: string; receipt: Parameters<typeof witnessDisagreement>[1]; expected: RegExp | null }[] = [
    { name: "the same block and log: agrees", receipt: { blockHash: hashAt(100), status: "0x1", logs: [log()] }, expected: null },
    { name: "no receipt", receipt: null, expected: /no receipt/ },
    { name: "another block", receipt: { blockHash: hashAt(100, "b"), status: "0x1", logs: [log()] }, expected: /in block/ },
    { name: "a failed transaction", receipt: { blockHash: hashAt(100), status: "0x0", logs: [log()] }, expected: /failed/ },
    {
      name: "no log at that index",
      receipt: { blockHash: hashAt(100), status: "0x1", logs: [log({ logIndex: "0x1" })] },
      expected: /no log 0/,
    },
    {
      name: "another value",
      receipt: { blockHash: hashAt(100), status: "0x1", logs: [log({ data: word("1") })] },
      expected: /another transfer/,
    },
    {
      name: "another recipient",
      receipt: { blockHash: hashAt(100), status: "0x1", logs: [log({ topics: [log().topics[0], word(PAYER), word(STRANGER)] })] },
      expected: /another transfer/,
    },
    {
      name: "another contract",
      receipt: { blockHash: hashAt(100), status: "0x1", logs: [log({ address: `0x${USDC}` })] },
      expected: /another transfer/,
    },
  ];
  it.each(cases)("$name", ({ receipt, expected }) => {
    const verdict = witnessDisagreement(t, receipt);
    if (expected === null) expect(verdict).toBeNull();
    else expect(verdict).toMatch(expected);
  });
  it("planTick credits only what the second node confirmed", () => {
    const due = facts({ head: 111, known: knownOf(recorded("detected")), verified: new Map([[100, hashAt(100)]]) });
    const credited = (witnessed?: Map<string, string | null>) =>
      planTick({ ...due, ...(witnessed ? { witnessed } : {}) }).orders.get("ord_1")?.credit.length ?? 0;
    expect(credited()).toBe(1);
    expect(credited(new Map([[transferKey(t), null]]))).toBe(1);
    expect(credited(new Map([[transferKey(t), "the check node has no receipt"]]))).toBe(0);
    expect(credited(new Map())).toBe(0);
  });
  it("planTick records the hold on the transfer, and the credit clears it", () => {
    const due = facts({ head: 111, known: knownOf(recorded("detected")), verified: new Map([[100, hashAt(100)]]) });
    const reason = "the check node has no receipt of the transaction";
    const held = planTick({ ...due, witnessed: new Map([[transferKey(t), reason]]) }).saves.get(transferKey(t));
    expect(held).toMatchObject({ state: "detected", held: { at: due.now, reason } });
    const later = planTick({ ...due, known: knownOf(held as ChainTransferRecord), witnessed: new Map([[transferKey(t), null]]) });
    const credited = later.saves.get(transferKey(t));
    expect(credited?.state).toBe("credited");
    expect(credited?.held).toBeUndefined();
  });
});

describe("capUnexpected", () => {
  const spam = (block: number, logIndex: number, contract: string | null = STRANGER) =>
    recorded("unexpected", {
      blockNumber: block,
      logIndex,
      contract,
      value: "7",
      txHash: `0x${String(block * 100 + logIndex).padStart(64, "0")}`,
    });
  const tally = (through: ChainTransferRecord, count: number, contract = STRANGER) => ({
    orderId: "ord_1",
    network: "ethereum" as const,
    contract,
    assetId: null,
    count,
    units: String(count * 7),
    through: positionOf(through),
  });
  const cases: {
    name: string;
    input: Parameters<typeof capUnexpected>[0];
    expected: { keep: number; beyond: number; tallies: { contract: string; count: number; units: string }[] };
  }[] = [
    {
      name: "under the cap: every one kept, nothing counted",
      input: { fresh: [spam(5, 1), spam(5, 0)], kept: 0, tallies: [], cap: 3 },
      expected: { keep: 2, beyond: 0, tallies: [] },
    },
    {
      name: "past the cap: the first in chain order kept, the rest counted per contract",
      input: { fresh: [spam(6, 0), spam(5, 1), spam(5, 0, null), spam(7, 0, null)], kept: 1, tallies: [], cap: 3 },
      expected: {
        keep: 2,
        beyond: 2,
        tallies: [
          { contract: STRANGER, count: 1, units: "7" },
          { contract: "", count: 1, units: "7" },
        ],
      },
    },
    {
      name: "a rescan of counted blocks adds nothing; a later one adds to the tally",
      input: { fresh: [spam(5, 0), spam(6, 0), spam(8, 2)], kept: 3, tallies: [tally(spam(6, 0), 10)], cap: 3 },
      expected: { keep: 0, beyond: 3, tallies: [{ contract: STRANGER, count: 11, units: "77" }] },
    },
  ];
  it.each(cases)("$name", ({ input, expected }) => {
    const capped = capUnexpected(input);
    expect({
      keep: capped.keep.length,
      beyond: capped.beyond.length,
      tallies: capped.tallies.map(({ contract, count, units }) => ({ contract, count, units })),
    }).toEqual(expected);
  });
  it("keeps the earliest by block and log index, whatever order the node answered in", () => {
    const capped = capUnexpected({ fresh: [spam(9, 0), spam(5, 3), spam(5, 1)], kept: 0, tallies: [], cap: 2 });
    expect(capped.keep.map((t) => [t.blockNumber, t.logIndex])).toEqual([
      [5, 1],
      [5, 3],
    ]);
  });
});

describe("applyToOrder", () => {
  // The dollar value (secondaryAmount) of a chain-mode order and its transfers comes from real
  // rates only: the sandbox's catalog prices ETH at 3,500 USD, a figure nobody read.
  describe("values transfers at the service's real rates, never the sandbox's catalog", () => {
    const feedAt2000: RateTable = { rates: { ETH: { USD: "2000.000000" } }, at: NOW, source: "feed" };
    const ethOrder = () =>
      createIncomingOrder(
        integration,
        "payment",
        { integrationId: INTEGRATION_ID, assetId: "ETH", amount: "1.5", customer: CUSTOMER },
        ctx,
        {
          paymentAddress: "0x9858EfFD232B4033E47d90003D41EC34EcaEda94",
          unwatched: new Set(),
        },
      );
    const ethBalance: BalanceRecord = { integrationId: INTEGRATION_ID, assetId: "ETH", amount: ZERO };
    const payEth = (order: ReturnType<typeof ethOrder>, table: RateTable) => {
      const tableTerms = { ...terms, serviceFeeBasisPoints: 0n, usd: usdFromTable(table) };
      const eth = { contract: null, value: "1500000000000000000" };
      const detected = applyToOrder(
        { order, integration, balance: ethBalance },
        share({ detect: [recorded("detected", { ...eth, transactionId: undefined })] }),
        tableTerms,
        ctx,
      );
      const transactionId = detected.order.transactions[0]?.id;
      return applyToOrder(
        { order: detected.order, integration, balance: detected.balance },
        share({ credit: [recorded("credited", { ...eth, transactionId, confirmations: 12 })] }),
        tableTerms,
        ctx,
      );
    };

    it("a feed at 2,000 USD values 1.5 ETH at 3,000.00 on the transaction and the order", () => {
      const change = payEth(ethOrder(), feedAt2000);
      expect(change.order.status).toBe("completed");
      expect([change.order.secondaryAmount, change.order.transactions[0]?.secondaryAmount]).toEqual(["3000.00", "3000.00"]);
    });

    it("without a rate for ETH, 0.00 (not valued), and the catalog's 3,500 appears nowhere", () => {
      const change = payEth(ethOrder(), stablecoinRates(NOW));
      expect([change.order.secondaryAmount, change.order.transactions[0]?.secondaryAmount]).toEqual(["0.00", "0.00"]);
      expect(JSON.stringify(change.order)).not.toMatch(/5250|3500/);
    });

    it("without a rate now, a link's order keeps the dollar rate its payer was quoted", () => {
      const order = { ...ethOrder(), lockedPrice: { price: { amount: "3000.00", currency: "USD" }, rate: "2000.000000", ratesAt: NOW } };
      const change = payEth(order, stablecoinRates(NOW));
      expect([change.order.secondaryAmount, change.order.transactions[0]?.secondaryAmount]).toEqual(["3000.00", "3000.00"]);
    });

    it("a link priced in euros gives no dollar value: 0.00 without a USD rate", () => {
      const order = { ...ethOrder(), lockedPrice: { price: { amount: "2760.00", currency: "EUR" }, rate: "1840.000000", ratesAt: NOW } };
      expect(payEth(order, stablecoinRates(NOW)).order.secondaryAmount).toBe("0.00");
    });

    it("the dollar stablecoins at par without a feed", () => {
      const { order, transactionId } = pendingOrder("25", "25000000");
      const t = recorded("credited", { transactionId, confirmations: 12 });
      const change = applyToOrder({ order, integration, balance: noBalance }, share({ credit: [t] }), terms, ctx);
      expect([change.order.secondaryAmount, change.order.transactions[0]?.secondaryAmount]).toEqual(["25.00", "25.00"]);
    });
  });

  it("lists a detected transfer as a pending transaction with its hash and sender, the balance untouched, no callback", () => {
    const order = newOrder();
    const change = applyToOrder(
      { order, integration, balance: noBalance },
      share({ detect: [recorded("detected", { transactionId: undefined, confirmations: 3 })] }),
      terms,
      ctx,
    );
    expect(change.order.transactions).toEqual([
      expect.objectContaining({
        status: "pending",
        confirmations: 3,
        requiredConfirmations: 12,
        primaryAmount: "25.000000",
        hash: `0x${"77".repeat(32)}`,
      }),
    ]);
    expect(change.order.transactions[0]?.senderAddress?.toLowerCase()).toBe(`0x${PAYER}`);
    expect(change.transfers[0]?.transactionId).toBe(change.order.transactions[0]?.id);
    expect([change.balance, change.announced, change.completedPayment, order.transactions]).toEqual([noBalance, [], false, []]);
  });

  const pendingOrder = (amount: string, value: string) => {
    const order = newOrder();
    const detected = applyToOrder(
      { order, integration, balance: noBalance },
      share({ detect: [recorded("detected", { transactionId: undefined, value })] }),
      terms,
      ctx,
    );
    return { order: detected.order, transactionId: detected.order.transactions[0]?.id as string, amount };
  };

  const cases: {
    name: string;
    value: string;
    kind: "credit" | "count" | "drop";
    expected: { status: string; transactions: string[]; balance: string; announced: number; completedPayment: boolean };
  }[] = [
    {
      name: "credited in full: completed, the balance credited less the 1 % fee, one callback",
      value: "25000000",
      kind: "credit",
      expected: { status: "completed", transactions: ["completed"], balance: "24.750000", announced: 1, completedPayment: true },
    },
    {
      name: "credited short (10 of 25): still in progress, the 10 credited",
      value: "10000000",
      kind: "credit",
      expected: { status: "inProgress", transactions: ["completed"], balance: "9.900000", announced: 0, completedPayment: false },
    },
    {
      name: "counted: the pending transaction's confirmations move, nothing credited",
      value: "25000000",
      kind: "count",
      expected: { status: "inProgress", transactions: ["pending"], balance: ZERO, announced: 0, completedPayment: false },
    },
    {
      name: "dropped by a reorg before its credit: the pending transaction goes, nothing credited",
      value: "25000000",
      kind: "drop",
      expected: { status: "inProgress", transactions: [], balance: ZERO, announced: 0, completedPayment: false },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const { order, transactionId } = pendingOrder("25", c.value);
      const t = recorded(c.kind === "credit" ? "credited" : c.kind === "drop" ? "dropped" : "detected", {
        transactionId,
        value: c.value,
        confirmations: 12,
      });
      const change = applyToOrder({ order, integration, balance: noBalance }, share({ [c.kind]: [t] }), terms, ctx);
      expect({
        status: change.order.status,
        transactions: change.order.transactions.map((x) => x.status),
        balance: change.balance.amount,
        announced: change.announced.length,
        completedPayment: change.completedPayment,
      }).toEqual(c.expected);
      if (c.kind === "count") expect(change.order.transactions[0]?.confirmations).toBe(12);
    });
  }

  it("a credit of a transfer its order no longer lists as pending credits nothing twice", () => {
    const { order, transactionId } = pendingOrder("25", "25000000");
    const t = recorded("credited", { transactionId, confirmations: 12 });
    const once = applyToOrder({ order, integration, balance: noBalance }, share({ credit: [t] }), terms, ctx);
    const again = applyToOrder({ order: once.order, integration, balance: once.balance }, share({ credit: [t] }), terms, ctx);
    expect([again.balance.amount, again.announced.length]).toEqual(["24.750000", 0]);
  });
});

describe("scanStart and cursorAfter", () => {
  const base = {
    startBlock: null,
    head: 500,
    depth: 128,
    detected: [] as ChainTransferRecord[],
    verified: new Map<number, string | null>(),
  };
  const starts: { name: string; input: Parameters<typeof scanStart>[0]; expected: ReturnType<typeof scanStart> }[] = [
    {
      name: "a first start: CHAIN_START_BLOCK",
      input: { ...base, startBlock: 42, cursor: { height: null, hash: null }, cursorHash: null },
      expected: { from: 42, reorg: false, floor: null },
    },
    {
      name: "a first start without one: the head",
      input: { ...base, cursor: { height: null, hash: null }, cursorHash: null },
      expected: { from: 500, reorg: false, floor: null },
    },
    {
      name: "the cursor's block unchanged: the next block",
      input: { ...base, cursor: { height: 300, hash: hashAt(300) }, cursorHash: hashAt(300) },
      expected: { from: 301, reorg: false, floor: null },
    },
    {
      name: "the node lacks the cursor's block: not a reorg",
      input: { ...base, cursor: { height: 300, hash: hashAt(300) }, cursorHash: null },
      expected: { from: 301, reorg: false, floor: null },
    },
    {
      name: "another hash at the cursor: a reorg, rescanned from the depth below it",
      input: { ...base, cursor: { height: 300, hash: hashAt(300) }, cursorHash: hashAt(300, "b") },
      expected: { from: 172, reorg: true, floor: 172 },
    },
    {
      name: "a reorg with a detected transfer's block replaced lower still: from there",
      input: {
        ...base,
        cursor: { height: 300, hash: hashAt(300) },
        cursorHash: hashAt(300, "b"),
        detected: [recorded("detected", { blockNumber: 150, blockHash: hashAt(150) })],
        verified: new Map([[150, hashAt(150, "b")]]),
      },
      expected: { from: 150, reorg: true, floor: 172 },
    },
    {
      name: "a reorg near genesis: never below block 0",
      input: { ...base, cursor: { height: 50, hash: hashAt(50) }, cursorHash: hashAt(50, "b") },
      expected: { from: 0, reorg: true, floor: 0 },
    },
  ];
  for (const c of starts) {
    it(`scanStart: ${c.name}`, () => {
      expect(scanStart(c.input)).toEqual(c.expected);
    });
  }

  const lands: { name: string; input: Parameters<typeof cursorAfter>[0]; expected: ReturnType<typeof cursorAfter> }[] = [
    {
      name: "a range read from one chain: its top",
      input: { cursor: { height: 300, hash: hashAt(300) }, from: 301, reorg: false, scannedTo: { height: 400, hash: hashAt(400) } },
      expected: { height: 400, hash: hashAt(400) },
    },
    {
      name: "nothing read (a node behind the cursor): where it was",
      input: { cursor: { height: 300, hash: hashAt(300) }, from: 301, reorg: false, scannedTo: null },
      expected: { height: 300, hash: hashAt(300) },
    },
    {
      name: "a reorg whose rescan read nothing: below the rescan, without a hash, so the next tick rescans",
      input: { cursor: { height: 300, hash: hashAt(300) }, from: 172, reorg: true, scannedTo: null },
      expected: { height: 171, hash: null },
    },
    {
      name: "a first start that read nothing: just below its start",
      input: { cursor: { height: null, hash: null }, from: 42, reorg: false, scannedTo: null },
      expected: { height: 41, hash: null },
    },
  ];
  for (const c of lands) {
    it(`cursorAfter: ${c.name}`, () => {
      expect(cursorAfter(c.input)).toEqual(c.expected);
    });
  }
});

describe("reconcileCredits", () => {
  const credited = recorded("credited", { confirmations: 12 });
  const key = transferKey(credited);
  const cases: {
    name: string;
    saves: ChainTransferRecord[];
    replaced: ChainTransferRecord[];
    known: ChainTransferRecord[];
    expected: { outOfChain: number; moved: number; saved: Partial<ChainTransferRecord> | undefined };
  }[] = [
    {
      name: "a credited transfer in no block of the new chain: flagged, the credit standing",
      saves: [],
      replaced: [credited],
      known: [credited],
      expected: { outOfChain: 1, moved: 0, saved: { state: "credited", reorgedAfterCredit: NOW, blockNumber: 100 } },
    },
    {
      name: "found again by the rescan in another block: moved",
      saves: [{ ...credited, blockNumber: 102, blockHash: hashAt(102, "b") }],
      replaced: [credited],
      known: [credited],
      expected: { outOfChain: 0, moved: 1, saved: { state: "credited", reorgedAfterCredit: NOW, reincludedAt: NOW, blockNumber: 102 } },
    },
    {
      name: "a flagged one a later scan finds in a block: marked as included again",
      saves: [{ ...credited, blockNumber: 103, blockHash: hashAt(103, "c"), reorgedAfterCredit: "2026-01-31T00:00:00.000Z" }],
      replaced: [],
      known: [{ ...credited, reorgedAfterCredit: "2026-01-31T00:00:00.000Z" }],
      expected: { outOfChain: 0, moved: 1, saved: { reincludedAt: NOW, blockNumber: 103 } },
    },
    {
      name: "no reorg under a credit: nothing",
      saves: [],
      replaced: [],
      known: [credited],
      expected: { outOfChain: 0, moved: 0, saved: undefined },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const plan = { saves: new Map(c.saves.map((t) => [transferKey(t), t])), orders: new Map() };
      const before = structuredClone(plan.saves);
      const result = reconcileCredits(plan, c.replaced, knownOf(...c.known), NOW);
      expect(result.outOfChain.length).toBe(c.expected.outOfChain);
      expect(result.moved.length).toBe(c.expected.moved);
      const saved = result.plan.saves.get(key);
      if (c.expected.saved === undefined) expect(saved).toBeUndefined();
      else expect(saved).toMatchObject(c.expected.saved);
      // Records in, records out: the plan given is left as it was.
      expect(plan.saves).toEqual(before);
    });
  }
});

describe("planTick and applyToOrder, tick after tick", () => {
  it("a 25 USDT payment: detected at once, counted, dropped by a reorg, seen again and credited once at 12 confirmations", () => {
    let order = newOrder();
    let balance = noBalance;
    let known = new Map<string, ChainTransferRecord>();
    /** One tick as the use case runs it: the plan, the order's share applied, the transfers kept. */
    const tick = (input: Partial<TickFacts>) => {
      const plan = planTick(facts({ ...input, known }));
      const s = plan.orders.get("ord_1");
      const change = s ? applyToOrder({ order, integration, balance }, s, terms, ctx) : null;
      const saves = new Map(plan.saves);
      for (const t of change?.transfers ?? []) saves.set(transferKey(t), t);
      known = new Map([...known, ...saves]);
      if (change) ({ order, balance } = change);
      return change;
    };
    const first = sighting();
    tick({ head: 100, sightings: [first] });
    expect(order.transactions.map((t) => [t.status, t.confirmations])).toEqual([["pending", 1]]);
    tick({ head: 104, verified: new Map([[100, hashAt(100)]]) });
    expect(order.transactions.map((t) => [t.status, t.confirmations])).toEqual([["pending", 5]]);
    // The block is replaced and the rescan does not find it: dropped, the order waits again.
    tick({ head: 106, verified: new Map([[100, hashAt(100, "b")]]) });
    expect([order.transactions, [...known.values()].map((t) => t.state)]).toEqual([[], ["dropped"]]);
    // Mined again in the new fork: detected anew, then credited once, at the required depth.
    const again = sighting({ blockNumber: 107, blockHash: hashAt(107, "b") });
    tick({ head: 107, sightings: [again] });
    expect(order.transactions.map((t) => [t.status, t.confirmations])).toEqual([["pending", 1]]);
    const credit = tick({ head: 118, verified: new Map([[107, hashAt(107, "b")]]) });
    expect([order.status, balance.amount, credit?.announced.length, credit?.completedPayment]).toEqual(["completed", "24.750000", 1, true]);
    expect(tick({ head: 130, verified: new Map([[107, hashAt(107, "b")]]) })).toBeNull();
    expect(balance.amount).toBe("24.750000");
  });
});
