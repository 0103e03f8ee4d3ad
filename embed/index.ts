// The embed's public surface: one object, `CryptoCheckout` as a global from the <script> build
// and the default export of the ESM build (see embed.d.ts).
//
// Loading the script twice is harmless: the first instance is kept on the window under a
// registered symbol, and a second load (either build) returns that same object, so there is
// one global, one message listener and one set of mounts.
import type { CryptoCheckoutApi } from "./embed.d.ts";
import { createEmbed } from "./mount.ts";
import { ownScriptOrigin } from "./origin.ts";

const INSTANCE = Symbol.for("crypto-checkout");
const host = window as Window & { [INSTANCE]?: CryptoCheckoutApi };

function start(): CryptoCheckoutApi {
  const doc = document;
  const api = createEmbed(host, ownScriptOrigin(doc));
  // Declarative mounts: every [data-crypto-checkout] element, once the document is parsed.
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => api.scan());
  else api.scan();
  return api;
}

const CryptoCheckout: CryptoCheckoutApi = host[INSTANCE] || (host[INSTANCE] = start());

export default CryptoCheckout;
