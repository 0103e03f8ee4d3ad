// The wallet's secret comes from a file and nowhere else: an argument is kept in the shell's
// history and shown to every user by `ps`, and an environment variable is inherited by every
// child process and often dumped by crash reporters. A file others can read is refused, so the
// secret is not left where another account on the machine would find it.
import { readFileSync, statSync } from "node:fs";
import { validateMnemonic } from "./mnemonic.ts";

export type MnemonicSecret = { kind: "mnemonic"; words: string };
export type PrivateKeySecret = { kind: "privateKey"; key: `0x${string}` };
export type Secret = MnemonicSecret | PrivateKeySecret;

/** Why a secret file was not used; the message names the flag and the file, never the content. */
export class SecretRefused extends Error {
  override name = "SecretRefused";
}

type Flag = "--mnemonic-file" | "--private-key-file";

function readPrivate(path: string, flag: Flag): string {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch {
    throw new SecretRefused(`${flag} ${path}: no such file`);
  }
  // Windows has no group/others bits: its ACLs are the owner's business there.
  if (process.platform !== "win32" && (mode & 0o077) !== 0) {
    const octal = (mode & 0o777).toString(8).padStart(3, "0");
    throw new SecretRefused(
      `${flag} ${path} can be read by other users of this machine (mode ${octal}): make it the owner's only with chmod 600 ${path}`,
    );
  }
  return readFileSync(path, "utf8");
}

/** The mnemonic in `path`: its words lowercased and single-spaced, checked against the BIP-39 list and checksum. */
export function readMnemonicFile(path: string): MnemonicSecret {
  const words = readPrivate(path, "--mnemonic-file").trim().toLowerCase().split(/\s+/).join(" ");
  const problem = validateMnemonic(words);
  // The problem says which word position is wrong, never the word itself.
  if (problem) throw new SecretRefused(`--mnemonic-file ${path} does not hold a BIP-39 mnemonic: ${problem}`);
  return { kind: "mnemonic", words };
}

/** The private key in `path`: 64 hexadecimal digits, with or without 0x. */
export function readPrivateKeyFile(path: string): PrivateKeySecret {
  const text = readPrivate(path, "--private-key-file").trim();
  const hex = text.startsWith("0x") ? text.slice(2) : text;
  if (!/^[0-9a-fA-F]{64}$/.test(hex))
    throw new SecretRefused(`--private-key-file ${path} does not hold a private key: expected 64 hexadecimal digits (0x optional)`);
  return { kind: "privateKey", key: `0x${hex.toLowerCase()}` };
}
