// Before anything is signed: is this the wallet the service hands out addresses from? A seed of
// another wallet (or the right seed on another account) would sign for addresses that hold none
// of the shop's money, or worse, move the owner's own. The first address of each family is
// compared with the service's; a mismatch is refused with both addresses shown.
import type { FamilyKeys } from "./derive.ts";
import type { ChainKey } from "./service.ts";

const FAMILY_NAMES = { evm: "Ethereum/BNB Smart Chain", tron: "TRON" } as const;

/** One line per family whose first address differs from the service's; empty when the seed is the service's. */
export function keysMismatch(mine: FamilyKeys[], service: ChainKey[], account: number): string[] {
  const problems: string[] = [];
  for (const theirs of service) {
    const expected = theirs.firstAddresses[0];
    if (expected === undefined) continue;
    const derived = mine.find(({ family }) => family === theirs.family)?.addresses[0];
    // EVM addresses compare without their EIP-55 case; TRON's base58 is case-sensitive.
    const same = theirs.family === "evm" ? derived?.toLowerCase() === expected.toLowerCase() : derived === expected;
    if (!same)
      problems.push(
        `${FAMILY_NAMES[theirs.family]}: this seed's first address (account ${account}) is ${derived}, the service's is ${expected}`,
      );
  }
  return problems;
}
