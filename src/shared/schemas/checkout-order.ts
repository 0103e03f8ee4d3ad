import * as z from "zod/mini";
import { MoneyAmount } from "./money-amount.ts";

/**
 * The hosted page's order read: payer-safe fields only. No customer data, no externalId (unless
 * the merchant chose to show it as the receipt's reference), no merchant accounting (service
 * fee, net total, balances), nothing a payer could use against the merchant. A transfer's sender is
 * in: it is public on the chain and the payer's own wallet. This is not part of the spec: the spec's order read needs the API key and carries neither the address nor the
 * requested amount. server/checkout/order-read.test.ts asserts its exact key set.
 */
export const CheckoutTransaction = z.object({
  id: z.string(),
  hash: z.nullable(z.string()),
  /**
   * The address the transfer came from, as the network's explorer writes it: public chain data,
   * and the payer's own wallet, so the page can show whose transfer it saw. Null where the
   * service does not know it (in front of a provider whose API leaves it out).
   */
  senderAddress: z.nullable(z.string()),
  /** "pending" while confirmations are missing, "completed" once credited. */
  status: z.string(),
  /** What the payer sent (gross). */
  amount: MoneyAmount,
  confirmations: z.int(),
  requiredConfirmations: z.int(),
  /** Confirmed after the order had completed: an additional payment. */
  late: z.boolean(),
  createdAt: z.string(),
  confirmedAt: z.nullable(z.string()),
});
export type CheckoutTransaction = z.infer<typeof CheckoutTransaction>;

/**
 * The chain the order is watched on, as the payer's wallet and explorer must see it: mainnet's
 * facts in the sandbox and in gateway mode, the watched chain's in chain mode (a rehearsal on a
 * test network must not hand the payer a wallet link to mainnet, nor mainnet's token contract).
 * The page builds its wallet links, QR payload, contract line and explorer links from this, not
 * from pinned tables.
 */
export const CheckoutChain = z.object({
  /** The chain's id as its node answers eth_chainId (EIP-155 on Ethereum and BNB Smart Chain). */
  chainId: z.int(),
  /** The public test network's name ("Sepolia"), shown beside the network's; null on mainnet or a private chain. */
  testNetwork: z.nullable(z.string()),
  /** Mainnet itself: wallet links that can name only a mainnet (Trust Wallet's asset ids) apply. */
  mainnet: z.boolean(),
  /** The asset's token contract on this chain; null for the network's own coin. */
  contract: z.nullable(z.string()),
  /** The explorer of this chain (https://sepolia.etherscan.io); null where none is known (a private chain). */
  explorerUrl: z.nullable(z.string()),
});
export type CheckoutChain = z.infer<typeof CheckoutChain>;

export const CheckoutOrder = z.object({
  id: z.string(),
  kind: z.enum(["payment", "deposit"]),
  /** Kept as free text: a status the page does not know renders as "processing". */
  status: z.string(),
  asset: z.object({
    id: z.string(),
    currencyCode: z.string(),
    displayName: z.string(),
    networkId: z.string(),
    networkDisplayName: z.string(),
  }),
  /** Null where the service knows no chain for it (an asset on no network it knows): no wallet or explorer links then. */
  chain: z.nullable(CheckoutChain),
  address: z.string(),
  /** What a payment order asks for (crypto, 6 digits); null for a deposit order. */
  requestedAmount: z.nullable(MoneyAmount),
  /** Fiat value of the requested amount; null for a deposit order. */
  requestedFiatAmount: z.nullable(MoneyAmount),
  /**
   * The network's minimum for an incoming transfer of this asset; null where it is not known
   * (in front of a provider whose API does not say it), and the page then says nothing of one.
   */
  minimumAmount: z.nullable(MoneyAmount),
  /** Confirmed transfers, summed (late ones included). */
  receivedAmount: MoneyAmount,
  /** Detected transfers still waiting for confirmations, summed. */
  pendingAmount: MoneyAmount,
  /** What the payer still has to send (payment orders; zero once paid). Null for a deposit. */
  remainingAmount: z.nullable(MoneyAmount),
  /** Received beyond the requested amount (payment orders). Null for a deposit. */
  overpaidAmount: z.nullable(MoneyAmount),
  /** The order's transfers, oldest first: the latest ones only when there are very many (see transactionsCount). */
  transactions: z.array(CheckoutTransaction),
  /**
   * How many transfers the order has in all, present when `transactions` holds only the latest
   * of them: an address paid hundreds of times would otherwise make every read and every page
   * render all of them. Named as the API's order read names its count.
   */
  transactionsCount: z.optional(z.int()),
  /**
   * The merchant as the payer sees it. logoUrl (https) and accentColor (#rrggbb) are optional
   * integration settings (sandbox: PUT /_sandbox/integrations/{id}/branding), served here and
   * never taken from the page's URL; the page checks both again before using them.
   */
  merchant: z.object({
    name: z.string(),
    url: z.string(),
    logoUrl: z.optional(z.string()),
    accentColor: z.optional(z.string()),
    /** Where the payer gets help: from the integration's settings, never from the page's URL. */
    supportUrl: z.nullable(z.string()),
    supportEmail: z.nullable(z.string()),
  }),
  /** The receipt's order reference: the merchant's externalId if it chose to show it, else the order id. */
  reference: z.object({ kind: z.enum(["externalId", "orderId"]), value: z.string() }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When a payment order completed (the receipt's date); null before. */
  completedAt: z.nullable(z.string()),
  /**
   * An order made by a payment link: the link the payer can start again from (its page is as
   * public as this one) and the end of the payment window. The page counts the window down
   * and, with the transfers' times, tells an expired order and a late payment as the service's
   * rule does (a transfer detected before the end is honoured).
   */
  paymentLinkId: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  /** Where the merchant asked the payer to be sent back after paying (the link's or the API order's). */
  returnUrl: z.optional(z.string()),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrder>;
