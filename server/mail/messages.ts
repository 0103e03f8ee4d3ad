// The messages the service mails, each as a plain-text part and an HTML part saying the same.
// Links are on PUBLIC_ORIGIN; no images, no tracking pixels, no link rewriting: a reader's
// mail client learns nothing about the service and the service nothing about the reader.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function html(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${paragraphs.map((p) => `<p>${p}</p>`).join("")}</body></html>`;
}

/** A password reset's one-time link, asked for on the portal's sign-in screen. */
export function passwordResetMail(input: { link: string; minutes: number; origin: string }): MailContent {
  const lines = [
    `Someone (we hope you) asked to reset the password of your merchant portal account at ${input.origin}.`,
    `Set a new password with this link, within ${input.minutes} minutes; it works once:`,
    input.link,
    "Setting it signs you out everywhere. Two-factor authentication stays as it is.",
    "If you did not ask for this, ignore this message: your password stays as it is.",
  ];
  return {
    subject: "Reset your merchant portal password",
    text: `${lines.join("\n\n")}\n`,
    html: html([
      escapeHtml(lines[0] ?? ""),
      escapeHtml(lines[1] ?? ""),
      `<a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a>`,
      escapeHtml(lines[3] ?? ""),
      escapeHtml(lines[4] ?? ""),
    ]),
  };
}

/** A notice's lines as a text part and an HTML part; `link` (on PUBLIC_ORIGIN) is the one line made a link. */
function notice(subject: string, lines: string[], link: string): MailContent {
  return {
    subject,
    text: `${[...lines, link].join("\n\n")}\n`,
    html: html([...lines.map(escapeHtml), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`]),
  };
}

const settingsLine = "You get this because your portal account's notifications say so; switch them off in the portal's Account screen.";

/** A payment (or deposit) order completed: what arrived, in decimal text as the order keeps it. */
export function paymentCompletedMail(
  input: { orderId: string; externalId: string | null; received: string; currency: string },
  origin: string,
): MailContent {
  const reference = input.externalId ? ` (your reference ${input.externalId})` : "";
  return notice(
    `Payment completed: ${input.received} ${input.currency}`,
    [`Order ${input.orderId}${reference} is completed: ${input.received} ${input.currency} received.`, settingsLine],
    `${origin}/portal/orders/${encodeURIComponent(input.orderId)}`,
  );
}

/** A payout (refund or withdrawal) made in chain mode: the merchant's wallet has to pay it. */
export function payoutWaitingMail(
  input: { orderId: string; kind: "refund" | "withdrawal"; amount: string; currency: string; destination: string },
  origin: string,
): MailContent {
  return notice(
    `A ${input.kind} of ${input.amount} ${input.currency} is waiting to be paid`,
    [
      `The ${input.kind} ${input.orderId} of ${input.amount} ${input.currency} to ${input.destination} waits for your wallet to pay it: the service holds no key and sends nothing itself.`,
      "Open Payouts in the portal to pay it from your wallet, or cancel it.",
      settingsLine,
    ],
    `${origin}/portal/payouts`,
  );
}

/** To the operator: a network's watcher has been failing for a while (`since`), with its last error. */
export function watcherFailingMail(input: { network: string; since: string; error: string }, origin: string): MailContent {
  return notice(
    `Chain watcher for ${input.network} failing since ${input.since}`,
    [
      `The chain watcher for ${input.network} has failed every tick since ${input.since}: payments on that network are not seen until it recovers.`,
      `Last error: ${input.error}`,
      "Another message follows when it works again. Its state is in /healthz:",
    ],
    `${origin}/healthz`,
  );
}

/** To the operator: the watcher works again after a streak that was mailed. */
export function watcherBackMail(input: { network: string; since: string; at: string }, origin: string): MailContent {
  return notice(
    `Chain watcher for ${input.network} works again`,
    [`The chain watcher for ${input.network}, failing since ${input.since}, works again since ${input.at}.`],
    `${origin}/healthz`,
  );
}
