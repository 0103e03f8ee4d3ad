// How many blocks the sandbox waits on each network before a detected transfer counts as
// received, and how long a block takes there. The service uses the count; the page uses both to
// say "k of N confirmations, about M minutes left". The sandbox's choice (docs/sandbox.md, "Orders
// and balances", confirmations per network); compared against each network's own finality and common exchange practice:
// - Tron: 19 blocks of 3 s (~1 min). A Tron block is irreversible ("solidified") once 19 of
//   the 27 super representatives (2/3 + 1) have built on it; exchanges wait the same 19.
// - Ethereum: 12 blocks of 12 s (~2.4 min). The long-standing exchange convention; full
//   finality (2 epochs, 64+ blocks, ~13 min) is stricter than a checkout needs for a sandbox.
// - BNB Smart Chain: 15 blocks of 0.45 s (~7 s). 15 of 21 validators (2/3 + 1) was the
//   historical rule exchanges used; blocks are 0.45 s since the Fermi hard fork (Jan 2026,
//   BEP-619), after 3 s, then 1.5 s (Lorentz, Apr 2025) and 0.75 s (Maxwell, Jun 2025).
import type { NetworkId } from "./networks.ts";

export interface ConfirmationPolicy {
  /** Confirmations after which a transfer is final for the sandbox. */
  required: number;
  /** Average time between blocks, in milliseconds. */
  blockMs: number;
}

export const CONFIRMATION_POLICY: Record<NetworkId, ConfirmationPolicy> = {
  tron: { required: 19, blockMs: 3000 },
  ethereum: { required: 12, blockMs: 12000 },
  bsc: { required: 15, blockMs: 450 },
};

/** Expected seconds until `confirmations` reaches `required` (never negative). */
export function secondsToConfirm(confirmations: number, required: number, blockMs: number): number {
  const left = Math.max(0, required - confirmations);
  return Math.ceil((left * blockMs) / 1000);
}
