// The service's records: plain JSON (strings, arrays, records), stored as they are; amounts are
// decimal text with 6 fraction digits (fiat: 2).
import type { AssetId, Customer, OrderType, WebhookOrderType } from "../../src/shared/index.ts";

export interface IntegrationRecord {
  id: string;
  /** The client (merchant) that owns it: only that client's keys see it. */
  clientId: string;
  name: string;
  url: string;
  status: "active";
  webhook: { callbackUrl: string | null; orderTypes: WebhookOrderType[] };
  /** What the hosted checkout shows of the merchant besides its name (optional settings). */
  branding?: { logoUrl: string | null; accentColor: string | null };
  createdAt: string;
  /**
   * Origins allowed to frame the checkout of this integration's orders (CSP frame-ancestors).
   * Absent: any origin (the widgetCode is meant for merchants' sites); empty: none.
   */
  allowedEmbedOrigins?: string[];
  /**
   * URL schemes of the merchant's apps ("myshop"): an order's returnUrl may be a link on one of
   * them, so a payer who paid in the app's WebView is sent back into the app. Absent: none.
   */
  appReturnSchemes?: string[];
  /**
   * Percent (decimal text, at most 2 fraction digits) a payment may fall short of the requested
   * amount and still complete, as BTCPay's "payment tolerance". Absent means "0".
   */
  paymentTolerancePercent?: string;
  /** Where a payer gets help (underpaid, overpaid, late): an http(s) URL or an email address. */
  supportUrl?: string | null;
  supportEmail?: string | null;
  /**
   * Show the order's externalId to the payer as the receipt's reference. Off by default: an
   * externalId may carry what the merchant keeps internal; the order id is always safe to show
   * (the payment link already holds it).
   */
  showExternalIdToPayer?: boolean;
  /**
   * The integration's own signing secret (server/domain/signing-secrets.ts), and the one it
   * replaced while that still verifies. Absent: callbacks are signed with the service's secret.
   * Kept as it is because HMAC needs it; never part of any answer after the one that made it.
   */
  signing?: { secret: string; previous: { secret: string; until: string } | null };
  /**
   * A developer's listener (`crypto-checkout listen`) reads this integration's callbacks until
   * then (ISO time; each read renews it): while it does, the callbacks are made even without a
   * callback URL, for the listener alone.
   */
  listenedUntil?: string;
}

export interface TransactionRecord {
  id: string;
  /** TRON: 64 hex digits; EVM: 0x + 64 hex digits. Null on a chain-mode payout until its transfer is seen. */
  hash: string | null;
  /** pending: detected on the chain, waiting for confirmations. Records before 002 are completed. */
  status: "pending" | "completed";
  createdAt: string;
  updatedAt: string;
  /** Blocks built on the transfer so far; absent on records made before confirmations existed. */
  confirmations?: number;
  /** Confirmations after which it counts (src/shared/confirmations.ts, per network). */
  requiredConfirmations?: number;
  /** When it reached its confirmations and was credited. */
  confirmedAt?: string;
  /** Confirmed after its payment order had completed: an extra payment, recorded and announced. */
  late?: boolean;
  /** Null on a chain-mode payout until its transfer is seen (the merchant's wallet sends it). */
  senderAddress: string | null;
  receiverAddress: string;
  primaryAmount: string;
  serviceFeeAmount: string;
  totalAmount: string;
  /** Fiat (USD) value of primaryAmount, 2 fraction digits. */
  secondaryAmount: string;
}

export type OrderStatus = "inProgress" | "completed";

export interface OrderRecord {
  id: string;
  type: OrderType;
  integrationId: string;
  /** Its integration's client: only that client's keys see it. */
  clientId: string;
  assetId: AssetId;
  status: OrderStatus;
  createdAt: string;
  updatedAt: string;
  operationId: string;
  externalId?: string;
  customer?: Customer;
  /** Payment orders: what the payer is asked for. Null for every other kind. */
  requestedAmount: string | null;
  /** Incoming orders: the deposit address handed out at creation. */
  paymentAddress: string | null;
  /** Outgoing orders: where the funds went. */
  destinationAddress: string | null;
  /** Refund orders: the incoming order refunded. */
  refundOf: string | null;
  /** Incoming orders: the sum of refunds created against it so far. */
  refundedAmount: string;
  primaryAmount: string;
  serviceFeeAmount: string;
  totalAmount: string;
  secondaryAmount: string;
  transactions: TransactionRecord[];
  /** When a payment order completed (the receipt's date). */
  completedAt?: string;
  /**
   * Counts every change. Caches of the order's views key on it with updatedAt: two changes in
   * the same millisecond (a detection and its confirmations) must not serve the older view.
   */
  revision?: number;
  /** Made by a reusable payment link (server/domain/payment-links.ts) when a payer picked its asset. */
  paymentLinkId?: string;
  /**
   * The end of the payment window at the locked amount. A transfer detected before it is
   * honoured whenever it confirms; one detected after it is credited as late and leaves the
   * order to the merchant (payment-windows.ts).
   */
  expiresAt?: string;
  /** Where the checkout offers to send the payer back after completion (the link's, or the API order's). */
  returnUrl?: string;
  /** The price the amount was computed from, the rate (fiat per unit; null for a price in the asset) and when the rates were read. */
  lockedPrice?: { price: { amount: string; currency: string }; rate: string | null; ratesAt: string };
  /** The merchant completed the order by hand after its window ("mark as paid"). */
  markedPaidAt?: string;
  /**
   * Chain mode: where the order's address sits in the merchant's wallet (child 0/index of the
   * xpub's account, and its full path), which a refund or a sweep needs to find its coins.
   */
  chainAddress?: { index: number; path: string };
}
