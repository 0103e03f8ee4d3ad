// An address shown whole, in monospace, its first and last characters set apart from the
// middle. A look-alike address (made to share the payer's first and last few characters, then
// used to send dust) differs in the middle: shown cut short ("TR7NH…Lj6t") the two read the
// same, so an address is never shortened here, and the middle stays in view beside its ends.
import type { JSX } from "preact";

/** Characters set apart at each end: what look-alike generators usually match (a 0x prefix counts). */
export const ADDRESS_END = 6;

export function AddressText({ address }: { address: string }): JSX.Element {
  if (address.length <= ADDRESS_END * 2)
    return (
      <span class="mono address" data-address={address}>
        {address}
      </span>
    );
  return (
    <span class="mono address" data-address={address}>
      <span class="address__end">{address.slice(0, ADDRESS_END)}</span>
      <span class="address__middle">{address.slice(ADDRESS_END, -ADDRESS_END)}</span>
      <span class="address__end">{address.slice(-ADDRESS_END)}</span>
    </span>
  );
}
