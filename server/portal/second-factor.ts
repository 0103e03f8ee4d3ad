// The second factor's check, shared by sign-in and the step-up: a 6-digit code spends its time
// step (never accepted twice), a recovery code spends itself. Both spends are conditional
// writes, so two requests racing with one code cannot both pass.
import type { Clock } from "../domain/clock.ts";
import type { AccountRecord, PortalStore } from "../store/index.ts";
import { matchingStep, recoveryCodeDigest } from "./totp.ts";

/** How a code was accepted, or null when it was not. */
export type SecondFactor = "code" | "recovery code" | null;

export async function checkSecondFactor(store: PortalStore, clock: Clock, account: AccountRecord, typed: string): Promise<SecondFactor> {
  const { secret, lastStep } = account.twoFactor;
  if (secret === null) return null;
  const code = typed.trim();
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(secret, code, clock.now(), lastStep);
    return step !== null && (await store.claimTotpStep(account.id, step)) ? "code" : null;
  }
  return (await store.useRecoveryCode(account.id, recoveryCodeDigest(code))) ? "recovery code" : null;
}
