// The orders list as CSV, for a spreadsheet or an accountant: one line per order, amounts as
// the decimal text the API gives (never numbers, so no spreadsheet rounds them on the way), and
// every cell safe to open: a cell a spreadsheet would run as a formula is prefixed with a quote.
import type { Order } from "../../src/shared/index.ts";

export const CSV_COLUMNS = [
  "orderId",
  "type",
  "status",
  "createdAt",
  "updatedAt",
  "integrationId",
  "assetId",
  "amount",
  "currency",
  "requestedAmount",
  "serviceFee",
  "net",
  "fiatAmount",
  "fiatCurrency",
  "externalId",
  "customerFirstName",
  "customerLastName",
  "paymentLinkId",
  "paymentAddress",
  "addressIndex",
  "derivationPath",
  "destinationAddress",
  "refundOf",
] as const;

export interface CsvOrder {
  order: Order;
  integrationId: string;
  requestedAmount: string | null;
  paymentAddress: string | null;
  destinationAddress: string | null;
  refundOf: string | null;
  customer?: { firstName: string; lastName: string } | undefined;
}

/**
 * One cell. Text a spreadsheet would read as a formula (=, +, -, @, and a leading tab or
 * carriage return, which some strip before looking) gets a quote in front, so a customer name
 * like "=HYPERLINK(…)" is shown, never run; then the usual CSV quoting.
 */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

export function csvRow(row: CsvOrder): string {
  const { order } = row;
  return csvLine([
    order.id,
    order.type,
    order.status,
    order.createdAt,
    order.updatedAt,
    row.integrationId,
    order.assetId,
    order.primaryAmount.amount,
    order.primaryAmount.currency,
    row.requestedAmount,
    order.serviceFeeAmount.amount,
    order.totalAmount.amount,
    order.secondaryAmount.amount,
    order.secondaryAmount.currency,
    order.externalId,
    row.customer?.firstName,
    row.customer?.lastName,
    order.paymentLinkId,
    row.paymentAddress,
    // Chain mode: where the address sits in the merchant's wallet (empty elsewhere).
    order.addressIndex === undefined ? null : String(order.addressIndex),
    order.derivationPath,
    row.destinationAddress,
    row.refundOf,
  ]);
}

export const CSV_HEADER = csvLine(CSV_COLUMNS);
