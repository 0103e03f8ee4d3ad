// What the operator's signer must never let out of its process, for a test mnemonic: the words
// (as typed, and without spaces), the seed, the account-level extended private keys and each
// derived private key of the first addresses of the first accounts (hex, with and without 0x),
// and a scan of recorded requests for any of them or for a transaction signature.
import { pbkdf2Sync } from "node:crypto";
import { HDKey } from "@scure/bip32";

export function secretsOf(mnemonic: string, accounts = 2, addresses = 5): string[] {
  const seed = pbkdf2Sync(mnemonic.normalize("NFKD"), "mnemonic", 2048, 64, "sha512");
  const master = HDKey.fromMasterSeed(seed);
  const secrets = [mnemonic, mnemonic.replaceAll(" ", ""), seed.toString("hex"), master.privateExtendedKey];
  for (const coin of [60, 195])
    for (let account = 0; account < accounts; account++) {
      const node = master.derive(`m/44'/${coin}'/${account}'`);
      secrets.push(node.privateExtendedKey);
      for (let index = 0; index < addresses; index++) {
        const key = Buffer.from(node.deriveChild(0).deriveChild(index).privateKey as Uint8Array).toString("hex");
        secrets.push(key, `0x${key}`);
      }
    }
  return secrets;
}

export interface Sent {
  method: string;
  path: string;
  headers: Record<string, unknown>;
  body: string;
}

/** One line per request that carries a secret, two adjacent words of the mnemonic or a signed transaction's bytes. */
export function leaks(requests: Sent[], mnemonic: string, signedTransactions: string[] = []): string[] {
  const secrets = secretsOf(mnemonic).map((secret) => secret.toLowerCase());
  const words = mnemonic.split(" ");
  const pairs = words.slice(1).map((word, i) => new RegExp(`${words[i]}[^a-z]{0,6}${word}`));
  const found: string[] = [];
  for (const request of requests) {
    const text = decodeURIComponent(`${request.method} ${request.path}\n${JSON.stringify(request.headers)}\n${request.body}`).toLowerCase();
    const hit =
      secrets.some((secret) => text.includes(secret)) ||
      pairs.some((pair) => pair.test(text)) ||
      signedTransactions.some((raw) => text.includes(raw.toLowerCase().replace(/^0x/, "")));
    if (hit) found.push(`${request.method} ${request.path}`);
  }
  return found;
}
