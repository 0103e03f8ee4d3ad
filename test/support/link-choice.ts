// A payer's press on a payment link's page, as the page's form sends it: the asset, the quote
// and the form's token (link-page.ts draws them as the page does), with the headers a test
// names (Sec-Fetch-Site, X-Forwarded-For).
import type { App } from "../../server/app.ts";
import { chooseOnLinkPage, linkPageToken } from "./link-page.ts";

export { linkPageToken };

export interface ChoiceOptions {
  /** lang=, theme=, back= and the like, as the page's URL carried them ("?lang=de"). */
  query?: string;
  /** Sent as they are (Sec-Fetch-Site, X-Forwarded-For, …). */
  headers?: Record<string, string>;
  /** The token to post; default the page's own, null for none. */
  token?: string | null;
}

/** POST /link/{id} with the form's fields. */
export function chooseOnLink(app: App, linkId: string, assetId: string, options: ChoiceOptions = {}): Promise<Response> {
  return chooseOnLinkPage(app, linkId, assetId, options);
}
