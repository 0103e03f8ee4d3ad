// The messages the service mails, each as a plain-text part and an HTML part saying the same.
// Links are on PUBLIC_ORIGIN; no images, no tracking pixels, no link rewriting: a reader's
// mail client learns nothing about the service and the service nothing about the reader. The
// words come from the recipient account's language (server/mail/locales); the values put in
// them (amounts, ids, links) are the same text in every language.
import { ASSETS, type AssetId, directionOf, type Language, NETWORKS } from "../../src/shared/index.ts";
import { type PaymentDigest, unlisted } from "../domain/payment-digests.ts";
import { operatorAlerts } from "./locales/en.ts";
import { mailLocale } from "./locales/index.ts";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** Fills a template's {placeholders}; a value is put in as it is (escaped later, for the HTML part). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The HTML part, marked with its language and direction (a mail client lays Arabic or Hebrew out right to left). */
function html(paragraphs: string[], language: Language): string {
  const dir = directionOf(language) === "rtl" ? ' dir="rtl"' : "";
  return `<!doctype html><html lang="${language}"${dir}><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((p) => `<p>${p}</p>`).join("")}</body></html>`;
}

/** A password reset's one-time link, asked for on the portal's sign-in screen, in the account's language. */
export function passwordResetMail(input: { link: string; minutes: number; origin: string }, language: Language | null = null): MailContent {
  const locale = mailLocale(language);
  const w = locale.words.passwordReset;
  const before = [fill(w.asked, { origin: input.origin }), fill(w.useLink, { minutes: String(input.minutes) })];
  const after = [w.signsOut, w.notYou];
  return {
    subject: w.subject,
    text: `${[...before, input.link, ...after].join("\n\n")}\n`,
    html: html(
      [...before.map(escapeHtml), `<a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a>`, ...after.map(escapeHtml)],
      locale.language,
    ),
  };
}

/** A notice's lines as a text part and an HTML part; `link` (on PUBLIC_ORIGIN) is the one line made a link. */
function notice(subject: string, lines: string[], link: string, language: Language): MailContent {
  return {
    subject,
    text: `${[...lines, link].join("\n\n")}\n`,
    html: html([...lines.map(escapeHtml), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`], language),
  };
}

/** A payment (or deposit) order completed: what arrived, in decimal text as the order keeps it. */
export function paymentCompletedMail(
  input: { orderId: string; externalId: string | null; received: string; currency: string },
  origin: string,
  language: Language | null = null,
): MailContent {
  const { language: lang, words } = mailLocale(language);
  const w = words.paymentCompleted;
  const values = { orderId: input.orderId, reference: input.externalId ?? "", amount: input.received, currency: input.currency };
  return notice(
    fill(w.subject, values),
    [fill(input.externalId ? w.completedWithReference : w.completed, values), words.notices.why],
    `${origin}/portal/orders/${encodeURIComponent(input.orderId)}`,
    lang,
  );
}

/** "2026-11-28 14:03 UTC": a time as the digest shows it, the same in every language. */
function utcMinute(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** "125.500000 USDT (Tron)": an amount of an asset, with its network (USDT lives on all three). */
function assetAmount(assetId: string, amount: string): string {
  const asset = Object.hasOwn(ASSETS, assetId) ? ASSETS[assetId as AssetId] : undefined;
  return asset ? `${amount} ${asset.currencyCode} (${NETWORKS[asset.network].displayName})` : `${amount} ${assetId}`;
}

/**
 * The daily digest of payments completed until `until` (the start of the UTC day it is sent
 * on): how many, the exact sum per asset, the first payments one a line and how many more.
 * Null when there were none: an empty digest is not mailed.
 */
export function paymentsDigestMail(
  digest: PaymentDigest,
  until: string,
  origin: string,
  language: Language | null = null,
): MailContent | null {
  if (digest.count === 0) return null;
  const { language: lang, words } = mailLocale(language);
  const w = words.paymentsDigest;
  const values = { until: utcMinute(until), count: String(digest.count) };
  const totals = Object.keys(digest.totals)
    .sort()
    .map((assetId) => assetAmount(assetId, digest.totals[assetId] ?? "0"));
  const lines = digest.lines.map((p) => `${utcMinute(p.completedAt)}  ${p.orderId}  ${assetAmount(p.assetId, p.amount)}`);
  const more = unlisted(digest) > 0 ? [fill(w.more, { count: String(unlisted(digest)) })] : [];
  const link = `${origin}/portal/orders`;
  const paragraphs = [fill(w.summary, values), [w.totals, ...totals].join("\n"), lines.join("\n"), ...more, words.notices.why];
  return {
    subject: fill(w.subject, values),
    text: `${[...paragraphs, link].join("\n\n")}\n`,
    html: html(
      [...paragraphs.map((p) => escapeHtml(p).replaceAll("\n", "<br>")), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`],
      lang,
    ),
  };
}

/** A payout (refund or withdrawal) made in chain mode: the merchant's wallet has to pay it. */
export function payoutWaitingMail(
  input: { orderId: string; kind: "refund" | "withdrawal"; amount: string; currency: string; destination: string },
  origin: string,
  language: Language | null = null,
): MailContent {
  const { language: lang, words } = mailLocale(language);
  const w = input.kind === "refund" ? words.refundWaiting : words.withdrawalWaiting;
  const values = { orderId: input.orderId, amount: input.amount, currency: input.currency, destination: input.destination };
  return notice(
    fill(w.subject, values),
    [fill(w.waiting, values), words.payouts.payHow, words.notices.why],
    `${origin}/portal/payouts`,
    lang,
  );
}

/** An integration's callbacks have failed for a while (`since`): once a streak, with the last attempt's error. */
export function callbacksFailingMail(
  input: { integrationId: string; callbackHost: string; since: string; waiting: number; error: string },
  origin: string,
  language: Language | null = null,
): MailContent {
  const { language: lang, words } = mailLocale(language);
  const w = words.callbacksFailing;
  const values = { ...input, waiting: String(input.waiting) };
  return notice(
    fill(w.subject, values),
    [fill(w.failing, values), fill(w.lastError, values), w.fix, words.notices.why],
    `${origin}/portal`,
    lang,
  );
}

/** A reorg replaced the block of a transfer already credited to an order: the credit stands, the merchant checks. */
export function reorgAfterCreditMail(
  input: { orderId: string; network: string; blockNumber: number; hash: string; amount: string; currency: string },
  origin: string,
  language: Language | null = null,
): MailContent {
  const { language: lang, words } = mailLocale(language);
  const w = words.reorgAfterCredit;
  const values = { ...input, blockNumber: String(input.blockNumber) };
  return notice(
    fill(w.subject, values),
    [fill(w.replaced, values), w.stands, words.notices.why],
    `${origin}/portal/orders/${encodeURIComponent(input.orderId)}`,
    lang,
  );
}

/** To the operator: a network's watcher has been failing for a while (`since`), with its last error. In English (operatorAlerts says why). */
export function watcherFailingMail(input: { network: string; since: string; error: string }, origin: string): MailContent {
  const w = operatorAlerts.watcherFailing;
  return notice(fill(w.subject, input), [fill(w.failing, input), fill(w.lastError, input), w.followUp], `${origin}/healthz`, "en");
}

/** To the operator: the watcher works again after a streak that was mailed. In English (operatorAlerts says why). */
export function watcherBackMail(input: { network: string; since: string; at: string }, origin: string): MailContent {
  const w = operatorAlerts.watcherBack;
  return notice(fill(w.subject, input), [fill(w.back, input)], `${origin}/healthz`, "en");
}
