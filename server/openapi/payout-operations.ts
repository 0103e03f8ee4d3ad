// Chain mode's payouts in the OpenAPI document: extensions beside the spec, answered only by a
// service in chain mode (elsewhere they are 404 as any unknown path) and absent in strict mode.
import { ChainAddressesQuery, PayoutsQuery } from "../api/payouts.ts";
import type { OperationSpec } from "./operation-spec.ts";

const BAD_INPUT = "The request is invalid: each error object names the field, the value received and what would be valid.";
const UNKNOWN_PAYOUT = "No payout of yours has this orderId.";
const CHAIN_ONLY = " Only in chain mode; an extension, absent in strict mode.";
const orderPath = { orderId: "ord_2b9c41d07e6f" };

const destination = "0x52908400098527886E0F7030069857D2E4169EE7";
const usdt = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
const payoutItem = {
  orderId: orderPath.orderId,
  type: "refund",
  integrationId: "int_seed",
  refundOf: "ord_7f3a10c2d4e5",
  requestedBy: "portal: merchant@example.com",
  payout: {
    state: "awaitingPayment",
    network: "ethereum",
    assetId: "USDT_ERC20",
    destination,
    amount: "10.000000",
    baseUnits: "10000000",
    contract: usdt,
    walletLinks: {
      eip681: `ethereum:${usdt}@1/transfer?address=${destination}&uint256=10000000`,
      metamask: `https://link.metamask.io/send/${usdt}@1/transfer?address=${destination}&uint256=10000000`,
      trustWallet: `https://link.trustwallet.com/send?asset=c60_t${usdt}&address=${destination}&amount=10`,
      plain: { address: destination, amount: "10" },
    },
    createdAt: "2026-11-23T10:00:00.000Z",
  },
};

export const PAYOUT_OPERATIONS: (OperationSpec & { chainOnly: true })[] = [
  {
    method: "get",
    path: "/api/v1/payouts",
    operationId: "listPayouts",
    tag: "Payouts",
    extension: true,
    chainOnly: true,
    summary: "List payouts",
    description: `Your refunds and withdrawals as payouts your own wallet pays (the service holds no key): open ones (awaitingPayment, seen) first, each group oldest first; 50 a page, nextCursor for the next.${CHAIN_ONLY}`,
    query: PayoutsQuery,
    success: { status: 200, description: "One page of payouts.", schema: "PayoutList", example: { items: [payoutItem], nextCursor: null } },
    errors: { 400: BAD_INPUT },
  },
  {
    method: "get",
    path: "/api/v1/payouts/{orderId}",
    operationId: "getPayout",
    tag: "Payouts",
    extension: true,
    chainOnly: true,
    summary: "Read a payout",
    description: `One payout, with the wallet links that pay it. Another merchant's payout answers as an unknown id.${CHAIN_ONLY}`,
    pathExamples: orderPath,
    success: { status: 200, description: "The payout.", schema: "PayoutItem", example: payoutItem },
    errors: { 404: UNKNOWN_PAYOUT },
  },
  {
    method: "post",
    path: "/api/v1/payouts/{orderId}/cancel",
    operationId: "cancelPayout",
    tag: "Payouts",
    extension: true,
    chainOnly: true,
    summary: "Cancel a payout",
    description: `Only while it awaits payment: the amount and the service's fee come back to the balance (and a refund's amount to what its order may refund), on the audit log.${CHAIN_ONLY}`,
    pathExamples: orderPath,
    idempotent: true,
    success: {
      status: 200,
      description: "The payout, cancelled.",
      schema: "PayoutItem",
      example: { ...payoutItem, payout: { ...payoutItem.payout, state: "cancelled", cancelledAt: "2026-11-23T10:05:00.000Z" } },
    },
    errors: {
      400: "Unknown, or no longer awaiting payment (a transfer was seen for it).",
      409: "The Idempotency-Key was already used with a different request.",
    },
  },
  {
    method: "post",
    path: "/api/v1/payouts/{orderId}/broadcast",
    operationId: "reportPayoutBroadcast",
    tag: "Payouts",
    extension: true,
    chainOnly: true,
    summary: "Report a payout's transaction",
    description: `What a signer says it sent: recorded and shown, never trusted to complete anything (only the transfer seen on the chain does).${CHAIN_ONLY}`,
    pathExamples: orderPath,
    body: { schema: "PayoutBroadcastRequest", required: true, example: { hash: `0x${"ab".repeat(32)}` } },
    success: { status: 200, description: "The payout, with the report.", schema: "PayoutItem", example: payoutItem },
    errors: { 400: BAD_INPUT },
  },
  {
    method: "get",
    path: "/api/v1/chain/keys",
    operationId: "getChainKeys",
    tag: "Payouts",
    extension: true,
    chainOnly: true,
    summary: "The watch-only keys' first addresses",
    description: `Per key family, the first three addresses (to check against your wallet) and the highest index handed to one of your orders; never the extended key.${CHAIN_ONLY}`,
    success: {
      status: 200,
      description: "The key families.",
      schema: "ChainKeys",
      example: { families: [{ family: "evm", firstAddresses: [destination, destination, destination], highestIndex: 4 }] },
    },
    errors: {},
  },
  {
    method: "get",
    path: "/api/v1/chain/addresses",
    operationId: "listChainAddresses",
    tag: "Payouts",
    extension: true,
    chainOnly: true,
    summary: "Your order addresses",
    description: `The addresses handed to your orders on a network, in creation order, with what was credited to each (funded=true: only those with a credit); 50 rows a page.${CHAIN_ONLY}`,
    query: ChainAddressesQuery,
    success: {
      status: 200,
      description: "One page of addresses.",
      schema: "ChainAddressList",
      example: {
        items: [
          {
            index: 0,
            address: destination,
            orderId: "ord_7f3a10c2d4e5",
            assetId: "USDT_ERC20",
            amount: "25.000000",
            lastCreditAt: "2026-11-23T09:58:00.000Z",
          },
        ],
        nextCursor: null,
      },
    },
    errors: { 400: BAD_INPUT },
  },
];
