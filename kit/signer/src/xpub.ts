// `xpub`: what the operator pastes into the service's settings, and the addresses to check it by.
import { type FamilyKeys, walletKeys } from "./derive.ts";
import type { MnemonicSecret } from "./secret.ts";

const VARIABLE = { evm: "XPUB_EVM", tron: "XPUB_TRON" } as const;

export function xpubText(secret: MnemonicSecret, account: number): string {
  const keys: FamilyKeys[] = walletKeys(secret, account);
  const lines: string[] = [];
  for (const { family, path, xpub, addresses } of keys) {
    lines.push(`${VARIABLE[family]}=${xpub}`);
    for (const [i, address] of addresses.entries()) lines.push(`  ${path}/0/${i}  ${address}`);
  }
  lines.push(
    "",
    "Paste both lines into the service's settings; the addresses above are its first three order addresses.",
    "Use a seed (or an account) that receives for this shop only: the service hands a customer",
    "each address under these keys, and account 0's are a wallet's own everyday accounts",
    "(MetaMask's \"Account 1, 2, …\" are m/44'/60'/0'/0/0, 1, …): a customer's payment would",
    "land in the owner's personal account, and the owner's spending would look like orders.",
  );
  return `${lines.join("\n")}\n`;
}
