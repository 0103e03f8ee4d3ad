// Creating a payment or deposit order: the integration (the client's own) is loaded, the rule
// makes the order, the order is saved, in one transaction. In chain mode the order's address
// index is taken in that same transaction, so an index goes to exactly one order, and a refused
// creation (rolled back) spends none. Where the address comes from is a dependency every
// creation path is given (services.ts makes it once from the settings), never an option a
// path may leave out: one that did would invent an address in chain mode.
import { ASSETS, isAssetId, type DepositOrderRequest, type PaymentOrderRequest } from "../../src/shared/index.ts";
import type { ChainMode } from "../chain/mode.ts";
import { familyOf } from "../chain/settings.ts";
import { addressPath } from "../chain/watch-only-keys.ts";
import { createIncomingOrder as newIncomingOrder, type OrderAddress, withReturnUrl } from "../domain/incoming-orders.ts";
import type { RuleContext } from "../domain/rule-context.ts";
import type { IntegrationRecord, OrderRecord } from "../domain/types.ts";
import type { Repository, StoreTransaction, WriteOptions, Written } from "../store/index.ts";

/**
 * Where new orders' payment addresses come from: the sandbox's (the rule makes one up, as its
 * simulated chain's), or chain mode's (the merchant's xpub, the index taken in the order's own
 * transaction and recorded for the watcher).
 */
export type AddressSource = { kind: "sandbox" } | { kind: "chain"; chain: ChainMode };

export const SANDBOX_ADDRESSES: AddressSource = { kind: "sandbox" };

/** The service's one address source, from its settings. */
export function addressSource(chain: ChainMode | null | undefined): AddressSource {
  return chain ? { kind: "chain", chain } : SANDBOX_ADDRESSES;
}

/** The address of the order about to be made, its index taken now; undefined when the rule will refuse the asset anyway. */
async function takeAddress(
  tx: StoreTransaction,
  chain: ChainMode,
  assetId: string,
): Promise<(OrderAddress & { family: "evm" | "tron"; index: number; account: string }) | undefined> {
  if (!isAssetId(assetId) || chain.unwatched.has(assetId)) return undefined;
  const family = familyOf(ASSETS[assetId].network);
  const key = chain.settings.keys[family];
  if (!key) return undefined;
  const index = await tx.chain.takeAddressIndex(family);
  return {
    paymentAddress: key.addressAt(index),
    unwatched: chain.unwatched,
    derivation: { index, path: addressPath(family, index) },
    family,
    index,
    account: key.accountAt(index),
  };
}

/**
 * The order the payment rule makes of `request`, saved in this transaction (with its chain
 * address in chain mode). `finish` adds what a caller's own rule adds to the new order before
 * it is saved (a payment link's terms); the API's route adds nothing.
 */
export async function insertIncomingOrder(
  tx: StoreTransaction,
  addresses: AddressSource,
  integration: IntegrationRecord | undefined,
  kind: "payment" | "deposit",
  request: PaymentOrderRequest | DepositOrderRequest,
  ctx: RuleContext,
  finish: (order: OrderRecord) => OrderRecord = (order) => order,
): Promise<OrderRecord> {
  if (addresses.kind === "sandbox") {
    const order = finish(newIncomingOrder(integration, kind, request, ctx));
    await tx.insertOrder(order);
    return order;
  }
  const { chain } = addresses;
  const address = integration ? await takeAddress(tx, chain, request.assetId) : undefined;
  const order = finish(newIncomingOrder(integration, kind, request, ctx, address ?? { paymentAddress: "", unwatched: chain.unwatched }));
  if (!address) throw new Error(`no address for ${request.assetId}: the asset rule should have refused it`);
  await tx.insertOrder(order);
  await tx.chain.insertAddress({
    family: address.family,
    index: address.index,
    account: address.account,
    orderId: order.id,
    watchUntil: null,
  });
  return order;
}

/** `returnUrl`: a payment order's return URL (an extension the route read), with whether this is the sandbox. */
export function createIncomingOrder(
  store: Repository,
  addresses: AddressSource,
  clientId: string,
  kind: "payment" | "deposit",
  request: PaymentOrderRequest | DepositOrderRequest,
  ctx: RuleContext,
  options: WriteOptions<OrderRecord> & {
    returnUrl?: { url: string; sandbox: boolean } | undefined;
  } = {},
): Promise<Written<OrderRecord>> {
  const { returnUrl, ...writeOptions } = options;
  return store.transaction(
    async (tx) => {
      const integration = await tx.integration(request.integrationId, clientId);
      // An app's link is checked against the schemes this integration lists, read in the same transaction.
      const finish = returnUrl
        ? (order: OrderRecord) =>
            withReturnUrl(order, returnUrl.url, { sandbox: returnUrl.sandbox, appReturnSchemes: integration?.appReturnSchemes })
        : undefined;
      return insertIncomingOrder(tx, addresses, integration, kind, request, ctx, finish);
    },
    { now: ctx.now, ...writeOptions },
  );
}
