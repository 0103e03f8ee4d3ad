// What the gateway keeps of an order: what only the creation's 201 and request said (the spec's
// order read carries no address, asset, requested amount or kind), and its own link id.
export interface GatewayOrderRecord {
  /** The gateway's id in the payment link: 128 random bits (the upstream's ids may be guessable). */
  linkId: string;
  /** The upstream's orderId: what the merchant and the embed's events use. */
  orderId: string;
  integrationId: string;
  kind: "payment" | "deposit";
  assetId: string;
  /** paymentAddress of the 201. */
  address: string;
  /** The request's amount (payment); null for a deposit. */
  amount: string | null;
  externalId: string | null;
  /** The merchant as the upstream's integrations list named it at creation. */
  merchant: { name: string; url: string };
  createdAt: string;
}
