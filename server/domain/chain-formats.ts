// Addresses and hashes as each network writes them, made from random bytes: the simulated
// chain's deposit addresses, senders and transaction hashes.
import { NETWORKS, toChecksumAddress, tronAddressFromAccount, type NetworkId } from "../../src/shared/index.ts";
import { toHex, type Ids } from "./ids.ts";

/** A fresh address in the network's format: base58check T… for TRON, EIP-55 0x… for EVM. */
export function newAddress(network: NetworkId, ids: Ids): string {
  const account = ids.bytes(20);
  return NETWORKS[network].addressFormat === "tron" ? tronAddressFromAccount(account) : toChecksumAddress(`0x${toHex(account)}`);
}

/** A hash shaped like the network's: TRON txids are 64 hex digits, EVM ones 0x + 64. */
export function newHash(network: NetworkId, ids: Ids): string {
  const hex = toHex(ids.bytes(32));
  return NETWORKS[network].addressFormat === "tron" ? hex : `0x${hex}`;
}
