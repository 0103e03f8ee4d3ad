// What the wallet's seed gives, on the paths chain mode derives: the account-level extended
// public keys (m/44'/60'/n' for Ethereum and BNB Smart Chain, m/44'/195'/n' for TRON), the
// receiving addresses under them (…/0/i), and, for signing only, the key of one address.
import { HDKey, type PrivateKeyAccount, privateKeyToAccount } from "viem/accounts";
import { bytesToHex } from "viem";
import { mnemonicToSeed } from "./mnemonic.ts";
import type { MnemonicSecret, Secret } from "./secret.ts";
import { tronAddressOf } from "./tron-address.ts";

export type Family = "evm" | "tron";

const COIN: Record<Family, number> = { evm: 60, tron: 195 };

export const accountPath = (family: Family, account: number) => `m/44'/${COIN[family]}'/${account}'`;

export interface FamilyKeys {
  family: Family;
  path: string;
  xpub: string;
  /** The first receiving addresses, index 0 first. */
  addresses: string[];
}

function receiving(account: HDKey, index: number): HDKey {
  return account.deriveChild(0).deriveChild(index);
}

function addressOf(family: Family, key: HDKey): string {
  const evm = privateKeyToAccount(bytesToHex(key.privateKey as Uint8Array)).address;
  return family === "evm" ? evm : tronAddressOf(evm);
}

/** A seed's account on both families: each xpub and its first `count` addresses. */
export function walletKeys(secret: MnemonicSecret, account = 0, count = 3): FamilyKeys[] {
  const master = HDKey.fromMasterSeed(mnemonicToSeed(secret.words));
  return (["evm", "tron"] as const).map((family) => {
    const path = accountPath(family, account);
    const node = master.derive(path);
    const addresses = Array.from({ length: count }, (_, i) => addressOf(family, receiving(node, i)));
    return { family, path, xpub: node.publicExtendedKey, addresses };
  });
}

/**
 * The signing account of receiving address `index` (viem's local account: it signs in this
 * process and never sends its key anywhere). Derived when it is about to sign, not kept.
 */
export function signerAt(secret: Secret, family: Family, account: number, index: number): PrivateKeyAccount {
  if (secret.kind === "privateKey") return privateKeyToAccount(secret.key);
  const master = HDKey.fromMasterSeed(mnemonicToSeed(secret.words));
  const key = receiving(master.derive(accountPath(family, account)), index);
  return privateKeyToAccount(bytesToHex(key.privateKey as Uint8Array));
}
