// A payer on a payment link's page, for the server's tests: the quote and the token the page's
// form carries and the press of a choice with them, as the browser would post them. The quote is read through
// the page's own service part, so an app without a built page (distDir null) serves it too;
// pageDist() gives an app the page's template, for tests that read the page itself.
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { createApp } from "../../server/app.ts";
import { createLinkPages } from "../../server/checkout/link-choice.ts";
import { LINK_FORM_SECRET, linkFormToken } from "../../server/checkout/link-form-token.ts";

type App = ReturnType<typeof createApp>;

/**
 * The token the link's page would carry now: drawn the way the page draws it, with the service's
 * own secret and clock, so an app without a built page (distDir null) serves it too.
 */
export async function linkPageToken(app: App, linkId: string): Promise<string> {
  return linkFormToken(await app.services.store.deploymentSecret(LINK_FORM_SECRET), linkId, app.services.clock.now().getTime());
}

/** The sealed quote the link's page shows now (null: the page offers nothing). */
export async function linkQuote(app: App, linkId: string): Promise<string | null> {
  return (await createLinkPages(app.services).offer(linkId))?.quote ?? null;
}

/**
 * The payer's press of `assetId` on the link's page. `quote`: the form's quote (default: the
 * one the page shows now; null: none sent). `query`: the page's own query (lang=, theme=, …).
 */
export async function chooseOnLinkPage(
  app: App,
  linkId: string,
  assetId: string,
  options: { quote?: string | null; query?: string; token?: string | null; headers?: Record<string, string> } = {},
): Promise<Response> {
  const quote = options.quote === undefined ? await linkQuote(app, linkId) : options.quote;
  // The form's token, as the page draws it (link-choice.ts): default the page's own, null for none.
  const token = options.token === undefined ? await linkPageToken(app, linkId) : options.token;
  const form = new URLSearchParams({ assetId });
  if (quote !== null) form.set("quote", quote);
  if (token !== null) form.set("formToken", token);
  return app.request(`/link/${linkId}${options.query ?? ""}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...options.headers },
    body: form.toString(),
  });
}

/** The order a choice made, from the redirect to its checkout (null: it made none). */
export function chosenOrderId(res: Response): string | null {
  if (res.status !== 303) return null;
  return new URL(res.headers.get("Location") ?? "").searchParams.get("orderId");
}

/** The amounts a rendered link page shows, per asset (its buttons' data-amount). */
export function shownAmounts(html: string): Record<string, string> {
  const amounts: Record<string, string> = {};
  for (const match of html.matchAll(/data-asset-id="([A-Z0-9_]+)" data-amount="([0-9.]+)"/g)) {
    if (match[1] && match[2]) amounts[match[1]] = match[2];
  }
  return amounts;
}

/** A folder holding the checkout page's template as the build writes it (checkout/index.html), and its removal. */
export async function pageDist(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "link-page-dist-"));
  await mkdir(join(dir, "checkout"), { recursive: true });
  await copyFile(join(import.meta.dirname, "..", "..", "index.html"), join(dir, "checkout", "index.html"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
