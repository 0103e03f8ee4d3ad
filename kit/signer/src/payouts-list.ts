// `payouts list`: the open payouts as a table the operator can check against the portal.
import type { PayoutToPay } from "./service.ts";

function age(createdAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

export function payoutsText(payouts: PayoutToPay[], now: Date): string {
  if (payouts.length === 0) return "No open payouts.\n";
  const rows = payouts.map((p) => [
    p.orderId,
    p.network,
    `${p.amount} ${p.assetId}`,
    p.destination,
    age(p.createdAt, now),
    p.broadcast ?? "-",
  ]);
  const header = ["ORDER", "NETWORK", "AMOUNT", "DESTINATION", "AGE", "BROADCAST"];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] as string).length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] as number))
      .join("  ")
      .trimEnd();
  return `${[header, ...rows].map(line).join("\n")}\n`;
}
