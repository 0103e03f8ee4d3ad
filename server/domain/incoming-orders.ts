// The spec's incoming orders (payment and deposit): their creation, and the one rule by which a
// confirmed transfer changes money. Pure functions over records: they take the records they
// need and return the changed and new ones, and never touch what they were given. A refused
// request throws a Refusal (refusal.ts) before anything is made.
import {
  ASSETS,
  ASSET_IDS,
  addCrypto,
  appSchemeProblem,
  compareCrypto,
  cryptoToFiat,
  isAssetId,
  toCryptoText,
  NETWORKS,
  schemeOf,
  type AssetId,
  type DepositOrderRequest,
  type PaymentOrderRequest,
} from "../../src/shared/index.ts";
import { CATALOG } from "./catalog.ts";
import { newAddress } from "./chain-formats.ts";
import { fiatValueOf, type UsdValue } from "./fiat-value.ts";
import { integrationUrlProblem } from "./integrations.ts";
import { invalid, shown } from "./refusal.ts";
import { ZERO, ZERO_FIAT, credited, type BalanceRecord } from "./ledger.ts";
import { effectOfConfirmation, summarizeAmounts, type AmountSummary, type ConfirmationEffect } from "./payment-rules.ts";
import { detectedAfterWindow } from "./payment-windows.ts";
import { touch } from "./order-revision.ts";
import type { RuleContext } from "./rule-context.ts";
import type { IntegrationRecord, OrderRecord, TransactionRecord } from "./types.ts";

/** The integration the request names, or the refusal a caller sees for an unknown (or another client's) id. */
export function requireIntegration(
  integration: IntegrationRecord | undefined,
  integrationId: string,
  field = "integrationId",
): IntegrationRecord {
  if (!integration) {
    throw invalid(
      "wrongData",
      field,
      `${field} ${shown(integrationId)} is not one of your integrations: use an id from GET /api/v1/integrations`,
    );
  }
  return integration;
}

/**
 * A known, enabled asset (spec, Limits: an asset with disabled true is disabled for operations).
 * `unwatched`: chain mode's assets of networks it has no node for, disabled too.
 */
export function usableAsset(assetId: string, field = "assetId", unwatched?: ReadonlySet<AssetId>): AssetId {
  if (!isAssetId(assetId)) {
    throw invalid(
      "wrongData",
      field,
      `${field} ${shown(assetId)} is not a supported asset: use one of ${ASSET_IDS.filter((id) => !CATALOG[id].disabled).join(", ")} (GET /api/v1/assets)`,
    );
  }
  if (CATALOG[assetId].disabled || unwatched?.has(assetId)) {
    throw invalid(
      "wrongData",
      field,
      `${field} ${assetId} is disabled for operations (GET /api/v1/assets shows disabled: true): choose an enabled asset`,
    );
  }
  return assetId;
}

export function requireMinimum(assetId: AssetId, amount: string, field: string): void {
  const minimum = CATALOG[assetId].minimumIncoming;
  if (compareCrypto(amount, minimum) < 0) {
    throw invalid(
      "limitExceeded",
      field,
      `${field} ${shown(amount)} is below the minimum incoming amount of ${minimum} ${assetId} on ${NETWORKS[ASSETS[assetId].network].displayName}: send at least ${minimum}`,
    );
  }
}

/** The sandbox's USD value of an amount (its catalog prices every asset). */
export function usdValue(assetId: AssetId, amount: string): string {
  return cryptoToFiat(amount, CATALOG[assetId].rates.USD);
}

/**
 * Chain mode's part in a creation: the address derived for this order (its index taken in the
 * creation's transaction) and the assets it cannot watch.
 */
export interface OrderAddress {
  paymentAddress: string;
  unwatched: ReadonlySet<AssetId>;
  /** The address's index in the wallet's receiving chain and its full derivation path. */
  derivation?: { index: number; path: string };
}

export function createIncomingOrder(
  integration: IntegrationRecord | undefined,
  kind: "payment" | "deposit",
  request: PaymentOrderRequest | DepositOrderRequest,
  ctx: RuleContext,
  address?: OrderAddress,
): OrderRecord {
  const owner = requireIntegration(integration, request.integrationId);
  const assetId = usableAsset(request.assetId, "assetId", address?.unwatched);
  let requestedAmount: string | null = null;
  if (kind === "payment" && "amount" in request) {
    requestedAmount = toCryptoText(request.amount);
    requireMinimum(assetId, requestedAmount, "amount");
  }
  const order: OrderRecord = {
    id: ctx.ids.next("ord"),
    type: kind,
    integrationId: owner.id,
    clientId: owner.clientId,
    assetId,
    status: "inProgress",
    createdAt: ctx.now,
    updatedAt: ctx.now,
    operationId: ctx.ids.next("op"),
    customer: request.customer,
    requestedAmount,
    // Chain mode: the merchant's own address for this order. The sandbox: 160 random bits, so
    // a collision with another order's address is not a practical concern (no uniqueness index).
    paymentAddress: address?.paymentAddress ?? newAddress(ASSETS[assetId].network, ctx.ids),
    destinationAddress: null,
    refundOf: null,
    refundedAmount: ZERO,
    primaryAmount: ZERO,
    serviceFeeAmount: ZERO,
    totalAmount: ZERO,
    secondaryAmount: ZERO_FIAT,
    transactions: [],
  };
  if (request.externalId !== undefined) order.externalId = request.externalId;
  if (address?.derivation) order.chainAddress = { ...address.derivation };
  return order;
}

/**
 * A payment order made through the API with a return URL (an extension): an http(s) URL is
 * checked as an integration's URL is (https outside the sandbox, no userinfo); any other is an
 * app's own link, allowed only on a scheme the integration lists and never on one that runs
 * script or reads the device. Kept as given, query included.
 */
export function withReturnUrl(
  order: OrderRecord,
  returnUrl: string,
  options: { sandbox: boolean; appReturnSchemes?: readonly string[] | undefined },
): OrderRecord {
  const problem = returnUrlProblem(returnUrl, options);
  if (problem) throw invalid("wrongData", "returnUrl", problem);
  return { ...order, returnUrl };
}

function returnUrlProblem(
  returnUrl: string,
  options: { sandbox: boolean; appReturnSchemes?: readonly string[] | undefined },
): string | null {
  const scheme = schemeOf(returnUrl) ?? "";
  if (scheme === "http" || scheme === "https") return integrationUrlProblem(returnUrl, { sandbox: options.sandbox, field: "returnUrl" });
  const refused = appSchemeProblem(scheme, "returnUrl's scheme");
  if (refused) return refused;
  const listed = options.appReturnSchemes ?? [];
  if (!listed.includes(scheme)) {
    return `returnUrl uses ${scheme}:, which is not one of this integration's app return schemes (${listed.length ? listed.join(", ") : "none listed"}): add it in the portal's integration settings, or give an https URL`;
  }
  if (new URL(returnUrl).username) return 'returnUrl must not contain a user or password before "@": give the app\'s own link';
  return null;
}

export { touch };

/** The amount rules' view of an order (payment-rules.ts). */
export function amountsOf(order: OrderRecord, integration: IntegrationRecord | undefined): AmountSummary {
  return summarizeAmounts({
    kind: order.type === "deposit" ? "deposit" : "payment",
    requested: order.requestedAmount,
    transfers: order.transactions.map((t) => ({ status: t.status, amount: t.primaryAmount })),
    tolerancePercent: integration?.paymentTolerancePercent ?? "0",
  });
}

const sumOf = (amounts: string[]) => amounts.reduce((total, amount) => addCrypto(total, amount), ZERO);

/**
 * The one place a confirmed transfer changes money: the transaction completes, the order's
 * amounts become the sums of its confirmed transfers, the balance is credited with the
 * transfer's amount less the service fee, and the amount rules (payment-rules.ts) decide the
 * order's status and whether a callback is due. `order` is the caller's own copy, changed in
 * place (the chain simulator's rules copy what they are given); the balance is returned anew.
 * `usd` values the order's received amount: the sandbox's catalog there, real rates elsewhere.
 */
export function applyConfirmedTransfer(
  order: OrderRecord,
  transaction: TransactionRecord,
  integration: IntegrationRecord | undefined,
  balance: BalanceRecord,
  ctx: RuleContext,
  usd: UsdValue,
): { effect: ConfirmationEffect; balance: BalanceRecord } {
  const statusBefore = order.status;
  transaction.status = "completed";
  transaction.confirmedAt = ctx.now;
  transaction.updatedAt = ctx.now;
  const confirmed = order.transactions.filter((t) => t.status === "completed");
  const summary = amountsOf(order, integration);
  // A transfer first seen after the order's window is credited and announced, but leaves the
  // order as it was: completing it is the merchant's choice (payment-windows.ts).
  const effect: ConfirmationEffect =
    statusBefore === "inProgress" && detectedAfterWindow(order, transaction)
      ? { outcome: "late", status: "inProgress", callback: true }
      : effectOfConfirmation(order.type === "deposit" ? "deposit" : "payment", statusBefore, summary.covered);
  if (effect.outcome === "late") transaction.late = true;
  order.primaryAmount = summary.received;
  order.serviceFeeAmount = sumOf(confirmed.map((t) => t.serviceFeeAmount));
  order.totalAmount = sumOf(confirmed.map((t) => t.totalAmount));
  order.secondaryAmount = fiatValueOf(order, summary.received, usd);
  order.status = effect.status;
  if (effect.status === "completed" && order.completedAt === undefined) order.completedAt = ctx.now;
  touch(order, ctx.now);
  return { effect, balance: credited(balance, transaction.totalAmount) };
}
