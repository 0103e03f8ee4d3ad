// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, 6 digits, 30 s
// steps, the seed 20 random bytes written in base32 for authenticator apps. A code is
// accepted for the step before and after the current one (a phone's clock drifts), and never
// for a step at or before the last one the account used: a code seen over a shoulder or in a
// proxy's log cannot be played again. Pure functions: the caller stores the step it claims.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { Ids } from "../domain/ids.ts";

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps either side of now that still count. */
const DRIFT = 1;
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, "");
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

/** RFC 4226's HOTP of one counter value, `digits` long with its leading zeros. */
export function hotp(secret: Uint8Array, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", secret).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 15;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

export const stepAt = (now: Date) => Math.floor(now.getTime() / 1000 / STEP_SECONDS);

/**
 * The step a code belongs to, or null when it matches none of now ±1 or only steps already
 * used (`lastStep`, the newest step the account has spent).
 */
export function matchingStep(secretBase32: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const current = stepAt(now);
  let found: number | null = null;
  // Every candidate is computed and compared in constant time, so the answer's timing does not
  // say which step matched.
  for (let step = current - DRIFT; step <= current + DRIFT; step++) {
    const same = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code));
    if (same && (lastStep === null || step > lastStep) && found === null) found = step;
  }
  return found;
}

/** A new seed: 160 random bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(ids: Ids): string {
  return base32Encode(ids.bytes(20));
}

/** The URI an authenticator app reads from a QR code or a paste (Google Authenticator's Key Uri Format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${DIGITS}&period=${STEP_SECONDS}`;
}

export const RECOVERY_CODE_COUNT = 10;

/** Recovery codes: 80 random bits each, base32 in four groups (xxxx-xxxx-xxxx-xxxx), typed by hand in an emergency. */
export function newRecoveryCodes(ids: Ids): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => base32Encode(ids.bytes(10)).toLowerCase().match(/.{4}/g)!.join("-"));
}

/** A recovery code as typed (any case, with or without dashes and spaces) in the one form that is hashed. */
export const normalRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, "");

/**
 * What the database keeps of a recovery code. 80 random bits need no salt or slow hash: no
 * dictionary holds them, and a guess costs as much as guessing the code itself.
 */
export const recoveryCodeDigest = (code: string) => createHash("sha256").update(normalRecoveryCode(code)).digest("base64url");
