// Chain mode's payouts, an extension beside the spec's routes (absent in strict mode and outside
// chain mode, where they answer 404 as any unknown path): the client's payouts, one payout, its
// cancel, a signer's broadcast report, the watch-only keys' first addresses and the client's
// order addresses with what each received. Another client's payout answers as an unknown id.
import type { Context, Handler, Hono } from "hono";
import * as z from "zod/mini";
import {
  ASSETS,
  type ChainAddressList,
  type ChainKeys,
  PAYOUT_STATES,
  PayoutBroadcastRequest,
  PayoutSightingAnswer,
  type PayoutList,
  addCrypto,
  isIssuedId,
  type AssetId,
  type NetworkId,
  type PayoutItem,
} from "../../src/shared/index.ts";
import { addressOfAccount } from "../domain/chain-codec.ts";
import type { AuditEntry } from "../domain/audit.ts";
import { toPayoutItem, type ChainIds } from "../domain/payout-view.ts";
import type { PayoutRecord } from "../domain/payouts.ts";
import { ZERO } from "../domain/ledger.ts";
import { apiJson } from "../http/answer.ts";
import { clientIdOf } from "../http/auth.ts";
import { clientKey } from "../http/client-key.ts";
import { ApiFailure, apiError, shown } from "../http/failure.ts";
import { idempotencyClaim, respondWritten } from "../http/idempotency.ts";
import { parseWith, readJsonObject } from "../http/validation.ts";
import type { ChainMode } from "../chain/mode.ts";
import { MAINNET_CHAIN_IDS } from "../chain/settings.ts";
import type { Services } from "../services.ts";
import { cancel, dismissStranger, markPaid, recordBroadcast } from "../use-cases/payouts.ts";
import { specStrict } from "./spec-view.ts";

const PAGE = 50;
const NETWORK_IDS = ["ethereum", "bsc", "tron"] as const;

const cursorText = z.optional(z.string().check(z.regex(/^\d{1,15}$/, "cursor must be a nextCursor from a previous page")));

export const PayoutsQuery = z.object({
  state: z.optional(z.enum(PAYOUT_STATES, `state must be one of ${PAYOUT_STATES.join(", ")}`)),
  network: z.optional(z.enum(NETWORK_IDS, `network must be one of ${NETWORK_IDS.join(", ")}`)),
  cursor: cursorText,
});

export const ChainAddressesQuery = z.object({
  network: z.enum(NETWORK_IDS, `network is required: one of ${NETWORK_IDS.join(", ")}`),
  funded: z.optional(z.enum(["true", "false"], "funded must be true or false")),
  cursor: cursorText,
});

export function chainIdsOf(mode: ChainMode): ChainIds {
  const ids: ChainIds = {};
  for (const network of NETWORK_IDS) {
    const settings = mode.settings.networks[network];
    // Trust Wallet's link names mainnet: offered only when the chain watched is mainnet itself.
    if (settings)
      ids[network] = {
        chainId: settings.chainId,
        mainnet: settings.variant === "mainnet" && settings.chainId === MAINNET_CHAIN_IDS[network],
      };
  }
  return ids;
}

const payoutNotFound = (id: string) =>
  new ApiFailure(404, [apiError("wrongData", "orderId", `payout ${shown(id)} does not exist: use an orderId from GET /api/v1/payouts`)]);

/** A list cursor: open payouts rank 0, the rest 1, then the row's place (rank * 10^12 + seq, as digits). */
const RANK_STEP = 1_000_000_000_000;
const encodeCursor = (cursor: { rank: 0 | 1; seq: number }) => String(cursor.rank * RANK_STEP + cursor.seq);
const decodeCursor = (text: string | undefined) => {
  if (text === undefined) return null;
  const value = Number(text);
  return { rank: (value >= RANK_STEP ? 1 : 0) as 0 | 1, seq: value % RANK_STEP };
};

/** Who acts on a payout and how its cancel is put on the record: the API key's client, or the portal's session. */
export interface PayoutActor {
  clientOf(c: Context): string;
  /** `extra`: what the line adds about the action (the transfer a merchant answered about). */
  audit(c: Context, action: string, payout: PayoutRecord, extra?: Record<string, string>): AuditEntry;
  /** Who acts, as the payout records it (the portal's account). */
  by?(c: Context): string;
}

export function payoutHandlers(
  s: Services,
  mode: ChainMode,
  actor: PayoutActor,
): { list: Handler; read: Handler; cancel: Handler; broadcast: Handler; markPaid: Handler; notThisOne: Handler } {
  const chainIds = chainIdsOf(mode);
  const item = (record: PayoutRecord): PayoutItem => toPayoutItem(record, chainIds);
  const idParam = (c: Context): string => {
    const id = c.req.param("orderId") ?? "";
    if (!isIssuedId(id)) throw payoutNotFound(id);
    return id;
  };
  return {
    async list(c) {
      const query = parseWith(PayoutsQuery, c.req.query(), "query");
      const rows = await s.store.payouts.list(
        actor.clientOf(c),
        { state: query.state, network: query.network },
        decodeCursor(query.cursor),
        PAGE + 1,
      );
      const page = rows.slice(0, PAGE);
      const last = page.at(-1);
      const body: PayoutList = {
        items: page.map((row) => item(row.record)),
        nextCursor: rows.length > PAGE && last ? encodeCursor(last.cursor) : null,
      };
      return c.json(body);
    },
    async read(c) {
      const id = idParam(c);
      const record = await s.store.payouts.get(id, actor.clientOf(c));
      if (!record) throw payoutNotFound(id);
      return c.json(item(record));
    },
    async cancel(c) {
      const raw = await readJsonObject(c, { optional: true });
      const id = idParam(c);
      const clientId = actor.clientOf(c);
      const idempotency = idempotencyClaim(c, raw, (record: PayoutRecord) => ({ status: 200, body: item(record) }), clientId);
      const written = await cancel(s.store, clientId, id, s.ruleContext(), {
        idempotency,
        audit: (record) => actor.audit(c, "payout cancelled", record),
      });
      return respondWritten(c, written, (record) => apiJson(item(record), 200));
    },
    // The merchant's answer to a stranger's transfer recorded on the payout: each on the audit
    // log with the transfer it names, in the answer's own transaction.
    async markPaid(c) {
      const raw = await readJsonObject(c);
      const answer = parseWith(PayoutSightingAnswer, raw);
      const id = idParam(c);
      const by = actor.by ? actor.by(c) : actor.clientOf(c);
      const written = await markPaid(
        s.store,
        actor.clientOf(c),
        id,
        answer,
        by,
        { ...s.ruleContext(), specStrict: specStrict(s.config) },
        {
          audit: (record) => actor.audit(c, "payout marked paid", record, answerDetail(record, answer)),
        },
      );
      return respondWritten(c, written, (record) => apiJson(item(record), 200));
    },
    async notThisOne(c) {
      const raw = await readJsonObject(c);
      const answer = parseWith(PayoutSightingAnswer, raw);
      const id = idParam(c);
      const by = actor.by ? actor.by(c) : actor.clientOf(c);
      const written = await dismissStranger(s.store, actor.clientOf(c), id, answer, by, s.ruleContext(), {
        audit: (record) => actor.audit(c, "payout transfer dismissed", record, answerDetail(record, answer)),
      });
      return respondWritten(c, written, (record) => apiJson(item(record), 200));
    },
    async broadcast(c) {
      const raw = await readJsonObject(c);
      const request = parseWith(PayoutBroadcastRequest, raw);
      const id = idParam(c);
      const written = await recordBroadcast(s.store, actor.clientOf(c), id, request.hash.toLowerCase(), s.ruleContext());
      return respondWritten(c, written, (record) => apiJson(item(record), 200));
    },
  };
}

/** The transfer an answer names, for its audit line: its hash and its sender as the payout shows them. */
function answerDetail(record: PayoutRecord, answer: { hash: string; logIndex: number }): Record<string, string> {
  const sighting = record.sightings?.find((s) => s.logIndex === answer.logIndex && s.resolution);
  return {
    hash: answer.hash,
    logIndex: String(answer.logIndex),
    ...(sighting ? { senderAddress: addressOfAccount(record.network, sighting.from) } : {}),
  };
}

function chainKeysHandler(s: Services, mode: ChainMode): Handler {
  return async (c) => {
    const clientId = clientIdOf(c);
    const families: ChainKeys["families"] = [];
    for (const family of ["evm", "tron"] as const) {
      const key = mode.settings.keys[family];
      if (!key) continue;
      // The first addresses to check against the wallet; the extended key itself never leaves the settings.
      families.push({
        family,
        firstAddresses: [0, 1, 2].map((index) => key.addressAt(index)),
        highestIndex: await s.store.payouts.highestIndex(clientId, family),
      });
    }
    return c.json({ families } satisfies ChainKeys);
  };
}

function chainAddressesHandler(s: Services): Handler {
  return async (c) => {
    const query = parseWith(ChainAddressesQuery, c.req.query(), "query");
    const network = query.network as NetworkId;
    const family = network === "tron" ? "tron" : "evm";
    const rows = await s.store.payouts.addresses(clientIdOf(c), family, query.cursor === undefined ? 0 : Number(query.cursor), PAGE + 1);
    const page = rows.slice(0, PAGE);
    const items: ChainAddressList["items"] = [];
    for (const row of page) {
      const order = row.order;
      // Ethereum and BNB Smart Chain share the key family: the order's asset says which network it was for.
      if (order.assetId && !assetOn(order.assetId, network)) continue;
      const credits = order.transactions.filter((tx) => tx.status === "completed");
      const amount = credits.reduce((sum, tx) => addCrypto(sum, tx.primaryAmount), ZERO);
      if (query.funded === "true" && credits.length === 0) continue;
      const last =
        credits
          .map((tx) => tx.confirmedAt ?? tx.updatedAt)
          .sort()
          .at(-1) ?? null;
      items.push({
        index: row.index,
        address: addressOfAccount(network, row.account),
        orderId: order.id,
        assetId: order.assetId,
        amount,
        lastCreditAt: last,
      });
    }
    const lastRow = page.at(-1);
    return c.json({ items, nextCursor: rows.length > PAGE && lastRow ? String(lastRow.seq) : null } satisfies ChainAddressList);
  };
}

const assetOn = (assetId: AssetId, network: NetworkId) => ASSETS[assetId].network === network;

export function payoutRoutes(app: Hono, s: Services): void {
  const mode = s.config.chain;
  // Payouts exist only where the merchant's wallet pays them: chain mode, outside strict mode.
  if (!mode || specStrict(s.config)) return;
  const handlers = payoutHandlers(s, mode, {
    clientOf: clientIdOf,
    audit: (c, action, payout) => ({
      clientId: payout.clientId,
      accountId: null,
      at: s.clock.now().toISOString(),
      action,
      address: clientKey(c, s.config.trustProxy ?? 0),
      detail: {
        orderId: payout.orderId,
        amount: payout.amount,
        assetId: payout.assetId,
        destinationAddress: payout.destination,
        by: "API key",
      },
    }),
  });
  app.get("/api/v1/payouts", handlers.list);
  app.get("/api/v1/payouts/:orderId", handlers.read);
  app.post("/api/v1/payouts/:orderId/cancel", handlers.cancel);
  app.post("/api/v1/payouts/:orderId/broadcast", handlers.broadcast);
  app.get("/api/v1/chain/keys", chainKeysHandler(s, mode));
  app.get("/api/v1/chain/addresses", chainAddressesHandler(s));
}
