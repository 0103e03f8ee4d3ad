// A portal account's notifications, switched on and off by the merchant: no step-up (they move
// no money and open no door; the worst a stolen session does here is silence a mail), but each
// change is an audit line, written in the transaction that saves it, naming what changed.
import type { NotificationSettings } from "../../src/shared/index.ts";
import type { AuditEntry, Repository } from "../store/index.ts";
import { applied } from "./applied.ts";

const NAMES: Record<keyof NotificationSettings, string> = {
  paymentCompleted: "payment completed",
  payoutWaiting: "payout waiting",
  callbacksFailing: "callbacks failing",
  reorgAfterCredit: "reorg after a credit",
};

/** The audit line's detail: each switch that changed, as "on" or "off" (payments: its choice); empty when nothing did. */
export function changedSwitches(before: NotificationSettings, after: NotificationSettings): Record<string, string> {
  const detail: Record<string, string> = {};
  for (const key of Object.keys(NAMES) as (keyof NotificationSettings)[]) {
    const value = after[key];
    // The payments' choice is said as it is (off, each or digest); the others are on or off.
    if (before[key] !== value) detail[NAMES[key]] = typeof value === "string" ? value : value ? "on" : "off";
  }
  return detail;
}

export async function readNotifications(store: Repository, accountId: string, now: string): Promise<NotificationSettings | undefined> {
  return applied(await store.transaction((tx) => tx.portal.notifications(accountId), { now }), "a notifications read");
}

/** Saves the settings; audited (by `audit`, given what changed) only when a switch changed. */
export async function saveNotifications(
  store: Repository,
  accountId: string,
  settings: NotificationSettings,
  now: string,
  audit: (detail: Record<string, string>) => AuditEntry,
): Promise<NotificationSettings | undefined> {
  let entry: AuditEntry | null = null;
  return applied(
    await store.transaction(
      async (tx) => {
        const before = await tx.portal.notifications(accountId, { lock: true });
        if (!before) return undefined;
        const detail = changedSwitches(before, settings);
        if (Object.keys(detail).length === 0) return before;
        await tx.portal.saveNotifications(accountId, settings);
        // Payments waiting for a digest the account no longer wants are not mailed later, in a
        // digest it turned off: they go with the choice.
        if (before.paymentCompleted === "digest" && settings.paymentCompleted !== "digest") await tx.mail.dropDigestItems(accountId);
        entry = audit(detail);
        return settings;
      },
      { now, audit: () => entry },
    ),
    "a notifications change",
  );
}
