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
