// Whether an order's address may be shown: it must pass its network's check (TRON
// base58check, EVM EIP-55) before any payer reads it, so that a corrupted or substituted
// address never reaches one. The check needs two hash functions (keccak-256 and SHA-256,
// about 5 KB gzip), which the first screen does not: the service ran this very check before
// it drew the payment details it served, and the page hydrates that screen as drawn. So the
// address the service drew is taken as checked (start.tsx says which), and the check itself
// is a chunk, loaded only when another address must be shown (an order read later with a new
// one, a page booted without the service's screen). The service's renderer provides the
// check directly (prerender.tsx).
import { signal } from "@preact/signals";
import type { Network } from "../../shared/networks.ts";

export type AddressCheck = typeof import("../../shared/address.ts").isValidAddress;

/** Null until the chunk has loaded (or been provided). */
export const addressCheck = signal<AddressCheck | null>(null);

/** Addresses the service checked and drew, by network: `${networkId} ${address}`. */
const drawnByService = new Set<string>();

let pending: Promise<AddressCheck | null> | null = null;

const key = (address: string, network: Network): string => `${network.id} ${address}`;

/** The service drew payment details with this address on this network: it passed the same check there. */
export function drawnAddress(address: string, network: Network): void {
  drawnByService.add(key(address, network));
}

/** Whether showing this address needs the check's chunk first (reads the signal: a component re-renders when it arrives). */
export function needsAddressCheck(address: string, network: Network): boolean {
  return addressCheck.value === null && !drawnByService.has(key(address, network));
}

/** The verdict: the check's, once loaded; until then only an address the service drew passes. */
export function addressPasses(address: string, network: Network): boolean {
  const check = addressCheck.value;
  return check ? check(address, network.addressFormat) : drawnByService.has(key(address, network));
}

/** Starts (or joins) the load; a failed load is retried on the next call. */
export function loadAddressCheck(): Promise<AddressCheck | null> {
  pending ??= import("../../shared/address.ts").then(
    (module) => {
      addressCheck.value = module.isValidAddress;
      return module.isValidAddress;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

export function provideAddressCheck(check: AddressCheck): void {
  addressCheck.value = check;
}
