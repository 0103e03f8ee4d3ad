// Reusable payment links: a price in money (or an asset) that any payer opens, picks an asset
// for, and turns into an order of their own at the rate of that moment, with a payment window.
// Pure rules over records: the link's creation and deactivation, the offer a payer sees, and
// the order a choice makes (through createIncomingOrder, the very rule of the API's payment
// creation, so the validation and minimums cannot drift apart).
import {
  ASSETS,
  ASSET_IDS,
  CRYPTO_SCALE,
  LINK_EXPIRY_MINUTES,
  NETWORKS,
  PaymentOrderRequest,
  fiatToCrypto,
  fractionDigits,
  isDecimalText,
  parseUnits,
  toCryptoText,
  toFiatText,
  type AssetId,
  type Customer,
  type LinkOffer,
  type PaymentLinkRequest,
} from "../../src/shared/index.ts";
import { CATALOG, FIAT_CURRENCIES, isFiatCurrency } from "./catalog.ts";
import type { RateTable } from "./exchange-rates.ts";
import { requireIntegration, usableAsset } from "./incoming-orders.ts";
import { integrationUrlProblem } from "./integrations.ts";
import { invalid, refused, shown } from "./refusal.ts";
import type { RuleContext } from "./rule-context.ts";
import type { IntegrationRecord, OrderRecord } from "./types.ts";

export interface PaymentLinkRecord {
  id: string;
  clientId: string;
  integrationId: string;
  /** What is sold, as the payer reads it. */
  name: string;
  /** Fiat: 2 fraction digits; an asset: 6. */
  price: { amount: string; currency: string };
  /** What the payer may pick from, in the catalog's order. */
  assetIds: AssetId[];
  /** The customer of every order the link makes: the payer is never asked for a name. */
  customer?: Customer;
  returnUrl: string | null;
  /** Each order's payment window, counted from the payer's choice. */
  expiresInMinutes: number;
  active: boolean;
  createdAt: string;
  deactivatedAt: string | null;
  /** The last time a choice was refused for the link's cap on unpaid open orders (link-open-orders.ts). */
  capped?: { at: string; openOrders: number; limit: number };
}

const enabledAssets = (): AssetId[] => ASSET_IDS.filter((id) => !CATALOG[id].disabled);

/** The price, checked and written with its currency's digits. */
function checkedPrice(price: PaymentLinkRequest["price"]): { amount: string; currency: string; asset: AssetId | null } {
  const { amount, currency } = price;
  if (!isFiatCurrency(currency) && !(ASSET_IDS as readonly string[]).includes(currency)) {
    throw invalid(
      "wrongData",
      "price.currency",
      `price.currency ${shown(currency)} is neither a currency the exchange rates know (${FIAT_CURRENCIES.join(", ")}) nor an assetId (${enabledAssets().join(", ")})`,
    );
  }
  const digits = isFiatCurrency(currency) ? 2 : CRYPTO_SCALE;
  const integer = amount.split(".")[0] ?? "";
  if (!isDecimalText(amount) || integer.length > 15 || fractionDigits(amount) > digits || parseUnits(amount, CRYPTO_SCALE) <= 0n) {
    throw invalid(
      "wrongData",
      "price.amount",
      `price.amount ${shown(amount)} must be decimal text above zero with at most ${digits} fraction digits for ${currency}, such as ${digits === 2 ? '"10.00"' : '"25.5"'}`,
    );
  }
  if (isFiatCurrency(currency)) return { amount: toFiatText(amount), currency, asset: null };
  const asset = usableAsset(currency, "price.currency");
  return { amount: toCryptoText(amount), currency, asset };
}

export function createPaymentLink(
  integration: IntegrationRecord | undefined,
  request: PaymentLinkRequest,
  ctx: RuleContext,
  options: { sandbox: boolean },
): PaymentLinkRecord {
  const owner = requireIntegration(integration, request.integrationId);
  const price = checkedPrice(request.price);
  let assetIds: AssetId[];
  if (request.assetIds === undefined) {
    assetIds = price.asset ? [price.asset] : enabledAssets();
  } else {
    const wanted = new Set(request.assetIds.map((id, index) => usableAsset(id, `assetIds[${index}]`)));
    assetIds = ASSET_IDS.filter((id) => wanted.has(id));
  }
  // A price in an asset is paid in that asset: converting one crypto price into another would
  // lock two rates, and the merchant asked for that asset.
  if (price.asset && (assetIds.length !== 1 || assetIds[0] !== price.asset)) {
    throw invalid(
      "wrongData",
      "assetIds",
      `a price in ${price.asset} is paid in ${price.asset} only: leave assetIds out or send ["${price.asset}"]`,
    );
  }
  if (request.returnUrl !== undefined) {
    const problem = integrationUrlProblem(request.returnUrl, { sandbox: options.sandbox, field: "returnUrl" });
    if (problem) throw invalid("wrongData", "returnUrl", problem);
  }
  const link: PaymentLinkRecord = {
    id: ctx.ids.next("lnk"),
    clientId: owner.clientId,
    integrationId: owner.id,
    name: request.name,
    price: { amount: price.amount, currency: price.currency },
    assetIds,
    returnUrl: request.returnUrl ?? null,
    expiresInMinutes: request.expiresInMinutes ?? LINK_EXPIRY_MINUTES.default,
    active: true,
    createdAt: ctx.now,
    deactivatedAt: null,
  };
  if (request.customer) link.customer = request.customer;
  return link;
}

/** The link, no longer active: its page says so and makes no order. Deactivating twice changes nothing. */
export function deactivatePaymentLink(link: PaymentLinkRecord | undefined, linkId: string, ctx: RuleContext): PaymentLinkRecord {
  const found = requireLink(link, linkId);
  if (!found.active) return found;
  return { ...found, active: false, deactivatedAt: ctx.now };
}

export function requireLink(link: PaymentLinkRecord | undefined, linkId: string): PaymentLinkRecord {
  if (!link) {
    throw refused(
      "notFound",
      "wrongData",
      "linkId",
      `payment link ${shown(linkId)} does not exist: use a linkId from POST /api/v1/payment-links or GET /api/v1/payment-links`,
    );
  }
  return link;
}

/** What the payer would send of `assetId` for the link's price, or null when the rates do not know it. */
export function priceIn(link: PaymentLinkRecord, assetId: AssetId, rates: RateTable): { amount: string; rate: string | null } | null {
  if (link.price.currency === assetId) return { amount: link.price.amount, rate: null };
  if (!isFiatCurrency(link.price.currency)) return null;
  const rate = rates.rates[assetId]?.[link.price.currency];
  if (rate === undefined || parseUnits(rate, CRYPTO_SCALE) <= 0n) return null;
  return { amount: fiatToCrypto(link.price.amount, rate), rate };
}

/**
 * The pick page: every asset of the link that is enabled, watched (`unwatched`: chain mode's
 * assets of networks it has no node for, which it could never see paid) and priced now, at the
 * current rate. The merchant's list stays as it is: a network added later is offered again.
 */
export function linkOffer(
  link: PaymentLinkRecord,
  integration: IntegrationRecord,
  rates: RateTable,
  unwatched?: ReadonlySet<AssetId>,
): LinkOffer {
  const choices: LinkOffer["choices"] = [];
  for (const assetId of link.assetIds) {
    if (CATALOG[assetId].disabled || unwatched?.has(assetId)) continue;
    const priced = priceIn(link, assetId, rates);
    if (!priced || parseUnits(priced.amount, CRYPTO_SCALE) <= 0n) continue;
    const facts = ASSETS[assetId];
    const network = NETWORKS[facts.network];
    choices.push({
      assetId,
      currencyCode: facts.currencyCode,
      displayName: facts.displayName,
      networkId: network.id,
      networkDisplayName: network.displayName,
      amount: priced.amount,
    });
  }
  return {
    linkId: link.id,
    active: link.active,
    name: link.name,
    merchant: { name: integration.name, url: integration.url },
    price: link.price,
    choices,
    expiresInMinutes: link.expiresInMinutes,
    ratesAt: rates.at,
  };
}

/**
 * The payer's choice as the API's payment request: the amount at the current rate. Refused when
 * the link is inactive, the asset not offered or not priced now. The order is then made by the
 * API's own rule (createIncomingOrder: validation, minimums) and given the link's terms
 * (withLinkTerms) before it is saved.
 */
export function linkOrderRequest(
  link: PaymentLinkRecord | undefined,
  linkId: string,
  assetId: string,
  rates: RateTable,
  unwatched?: ReadonlySet<AssetId>,
): { link: PaymentLinkRecord; request: PaymentOrderRequest; rate: string | null } {
  const found = requireLink(link, linkId);
  if (!found.active)
    throw refused("conflict", "wrongData", "linkId", `payment link ${found.id} is no longer active: the merchant deactivated it`);
  const asset = usableAsset(assetId);
  if (!found.assetIds.includes(asset)) {
    throw invalid("wrongData", "assetId", `assetId ${asset} is not offered by this link: choose one of ${found.assetIds.join(", ")}`);
  }
  if (unwatched?.has(asset)) {
    throw invalid(
      "wrongData",
      "assetId",
      `assetId ${asset} is not offered: this service does not watch ${NETWORKS[ASSETS[asset].network].displayName}, so a payment in it could not be seen; choose another asset`,
    );
  }
  const priced = priceIn(found, asset, rates);
  if (!priced) {
    throw refused(
      "conflict",
      "wrongData",
      "assetId",
      `no exchange rate for ${asset} in ${found.price.currency} is known now: choose another asset or try again later`,
    );
  }
  // The same request the API would parse, so its checks (decimal text, above zero) apply too.
  const parsed = PaymentOrderRequest.safeParse({
    integrationId: found.integrationId,
    amount: priced.amount,
    assetId: asset,
    customer: found.customer ?? LINK_CUSTOMER,
  });
  if (!parsed.success)
    throw invalid("limitExceeded", "amount", `the price ${found.price.amount} ${found.price.currency} is too small to pay in ${asset}`);
  return { link: found, request: parsed.data, rate: priced.rate };
}

/** Stands in for the customer the API requires, when the link names none; never kept on the order. */
const LINK_CUSTOMER: Customer = { type: "individual", firstName: "Payment", lastName: "link" };

/** The link's terms on the order its choice made: its id, the window from now, the return URL, the locked price. */
export function withLinkTerms(
  order: OrderRecord,
  link: PaymentLinkRecord,
  rate: string | null,
  rates: RateTable,
  ctx: RuleContext,
): OrderRecord {
  const next = structuredClone(order);
  if (!link.customer) delete next.customer;
  next.paymentLinkId = link.id;
  next.expiresAt = new Date(Date.parse(ctx.now) + link.expiresInMinutes * 60_000).toISOString();
  if (link.returnUrl) next.returnUrl = link.returnUrl;
  next.lockedPrice = { price: { ...link.price }, rate, ratesAt: rates.at };
  return next;
}
