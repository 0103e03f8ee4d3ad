// BIP-39 mnemonics: checked (word list and checksum) so that a typo in the file is said before
// anything is derived, and turned into the seed the wallets derive from (PBKDF2-HMAC-SHA512,
// 2048 rounds, salt "mnemonic" plus an empty passphrase), as BIP-39 defines it.
import { createHash, pbkdf2Sync } from "node:crypto";
import { english } from "viem/accounts";

const INDEX = new Map(english.map((word, i) => [word, i]));

/** Null for a valid mnemonic, or what is wrong with it (a position, never a word). */
export function validateMnemonic(words: string): string | null {
  const list = words.split(" ");
  if (![12, 15, 18, 21, 24].includes(list.length)) return `${list.length} words; a mnemonic has 12, 15, 18, 21 or 24`;
  let bits = "";
  for (const [position, word] of list.entries()) {
    const index = INDEX.get(word);
    if (index === undefined) return `word ${position + 1} is not in the English BIP-39 word list`;
    bits += index.toString(2).padStart(11, "0");
  }
  const checksumBits = list.length / 3;
  const entropyBits = bits.slice(0, bits.length - checksumBits);
  const entropy = Buffer.from((entropyBits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const hash = createHash("sha256").update(entropy).digest();
  const expected = [...hash]
    .map((byte) => byte.toString(2).padStart(8, "0"))
    .join("")
    .slice(0, checksumBits);
  return expected === bits.slice(-checksumBits) ? null : "its checksum does not match (a word mistyped or out of order?)";
}

export function mnemonicToSeed(words: string): Uint8Array {
  return new Uint8Array(pbkdf2Sync(words.normalize("NFKD"), "mnemonic", 2048, 64, "sha512"));
}
