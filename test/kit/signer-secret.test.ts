// The signer's secret and what it derives: a file only its owner can read, a mnemonic checked
// before use (and never repeated in a refusal), the published test vector's xpubs and addresses,
// and the comparison with the service's first addresses.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  keysMismatch,
  readMnemonicFile,
  readPrivateKeyFile,
  SecretRefused,
  signerAt,
  tronAddressBytes,
  tronAddressOf,
  validateMnemonic,
  walletKeys,
} from "../../kit/signer/src/index.ts";
import {
  EVM_ADDRESSES,
  TEST_MNEMONIC,
  TEST_XPUB_EVM,
  TEST_XPUB_EVM_SECOND_ACCOUNT,
  TEST_XPUB_TRON,
  TRON_ADDRESSES,
} from "../support/chain/keys.ts";

const dir = mkdtempSync(join(tmpdir(), "signer-secret-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string, mode: number): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  chmodSync(path, mode);
  return path;
}

const refusal = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    if (error instanceof SecretRefused) return error.message;
    throw error;
  }
  return "accepted";
};

describe.skipIf(process.platform === "win32")("a secret file", () => {
  it("is refused when the group or others can read it, naming the file and the fix", () => {
    for (const mode of [0o644, 0o640, 0o604, 0o660]) {
      const path = file(`seed-${mode.toString(8)}`, `${TEST_MNEMONIC}\n`, mode);
      expect(refusal(() => readMnemonicFile(path))).toBe(
        `--mnemonic-file ${path} can be read by other users of this machine (mode ${mode.toString(8)}): make it the owner's only with chmod 600 ${path}`,
      );
    }
    const key = file("key-644", `0x${"11".repeat(32)}`, 0o644);
    expect(refusal(() => readPrivateKeyFile(key))).toMatch(/^--private-key-file .* can be read by other users/);
  });

  it("is read when only its owner can, its words normalised", () => {
    const path = file("seed-600", `  ${TEST_MNEMONIC.toUpperCase().replaceAll(" ", "\n")}\n`, 0o600);
    expect(readMnemonicFile(path)).toEqual({ kind: "mnemonic", words: TEST_MNEMONIC });
    const key = file("key-400", `${"AB".repeat(32)}\n`, 0o400);
    expect(readPrivateKeyFile(key)).toEqual({ kind: "privateKey", key: `0x${"ab".repeat(32)}` });
  });

  it("says what is wrong with a mnemonic by position, never repeating a word", () => {
    const typo = file("typo", TEST_MNEMONIC.replace("about", "abuot"), 0o600);
    const message = refusal(() => readMnemonicFile(typo));
    expect(message).toBe(`--mnemonic-file ${typo} does not hold a BIP-39 mnemonic: word 12 is not in the English BIP-39 word list`);
    expect(message).not.toContain("abandon");
    const swapped = file("checksum", TEST_MNEMONIC.replace("about", "abandon"), 0o600);
    expect(refusal(() => readMnemonicFile(swapped))).toMatch(/its checksum does not match/);
    expect(refusal(() => readMnemonicFile(file("short", "abandon about", 0o600)))).toMatch(/2 words; a mnemonic has 12, 15, 18, 21 or 24$/);
    expect(refusal(() => readPrivateKeyFile(file("short-key", "0x1234", 0o600)))).toMatch(/expected 64 hexadecimal digits/);
    expect(refusal(() => readMnemonicFile(join(dir, "absent")))).toBe(`--mnemonic-file ${join(dir, "absent")}: no such file`);
  });
});

it("checks the BIP-39 checksum of 24 words too", () => {
  // BIP-39's published vector: entropy 0x00…00 (32 bytes) gives 23 × abandon and "art".
  expect(validateMnemonic(`${"abandon ".repeat(23)}art`)).toBeNull();
  expect(validateMnemonic(`${"abandon ".repeat(23)}about`)).toMatch(/checksum/);
});

describe("the seed's keys", () => {
  const seed = { kind: "mnemonic" as const, words: TEST_MNEMONIC };

  it("are the published test vector's: xpubs at m/44'/60'/0' and m/44'/195'/0', and their first addresses", () => {
    const [evm, tron] = walletKeys(seed, 0);
    expect(evm).toMatchObject({ family: "evm", path: "m/44'/60'/0'", xpub: TEST_XPUB_EVM });
    expect(evm?.addresses.slice(0, 2)).toEqual(EVM_ADDRESSES);
    expect(tron).toMatchObject({ family: "tron", path: "m/44'/195'/0'", xpub: TEST_XPUB_TRON });
    expect(tron?.addresses.slice(0, 2)).toEqual(TRON_ADDRESSES);
    expect(walletKeys(seed, 1)[0]?.xpub).toBe(TEST_XPUB_EVM_SECOND_ACCOUNT);
  });

  it("sign as the address they derive", () => {
    expect(signerAt(seed, "evm", 0, 1).address).toBe(EVM_ADDRESSES[1]);
    expect(tronAddressOf(signerAt(seed, "tron", 0, 0).address)).toBe(TRON_ADDRESSES[0]);
  });

  it("are refused against another wallet's, with both addresses shown", () => {
    const mine = walletKeys(seed, 0);
    const service = mine.map(({ family, addresses }) => ({ family, firstAddresses: addresses, highestIndex: 7 }));
    expect(keysMismatch(mine, service, 0)).toEqual([]);
    // The service's addresses as it writes them: an EVM address's case is not part of it.
    expect(keysMismatch(mine, [{ family: "evm", firstAddresses: [EVM_ADDRESSES[0]!.toLowerCase()], highestIndex: 0 }], 0)).toEqual([]);
    const other = walletKeys(seed, 1);
    expect(keysMismatch(other, service, 1)).toEqual([
      `Ethereum/BNB Smart Chain: this seed's first address (account 1) is ${other[0]?.addresses[0]}, the service's is ${EVM_ADDRESSES[0]}`,
      `TRON: this seed's first address (account 1) is ${other[1]?.addresses[0]}, the service's is ${TRON_ADDRESSES[0]}`,
    ]);
  });
});

it("reads a TRON address back to its 20 bytes, and refuses a wrong checksum", () => {
  const evm = EVM_ADDRESSES[0] as string;
  expect(tronAddressBytes(tronAddressOf(evm))).toBe(evm.toLowerCase());
  expect(tronAddressBytes("TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdh")).toBeNull();
  expect(tronAddressBytes("0x9858")).toBeNull();
});
