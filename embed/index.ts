// The embed's public surface: one object, `CryptoCheckout` as a global from the <script> build
// and the default export of the ESM build (see embed.d.ts).
//
// Loading the script twice is harmless: the first instance is kept on the window under a
// registered symbol, and a second load (either build) returns that same object, so there is
// one global, one message listener and one set of mounts.
import type { CryptoCheckoutApi } from "./embed.d.ts";
import { createEmbed } from "./mount.ts";
import { ownScript } from "./origin.ts";

const INSTANCE = Symbol.for("crypto-checkout");
const host = window as Window & { [INSTANCE]?: CryptoCheckoutApi };
const doc = document;

function start(api: CryptoCheckoutApi): CryptoCheckoutApi {
  // Declarative mounts: every [data-crypto-checkout] element, once the document is parsed.
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", () => api.scan());
  else api.scan();
  return api;
}

const script = ownScript(doc);

// The modal module lies beside this script. From the <script src> build, by its absolute URL:
// a script loaded from another origin without CORS resolves import() against about:blank.
// From the ESM build, by the relative path a bundler can follow.
const loadModal = () => (script ? import(/* @vite-ignore */ new URL("embed-modal.js", script).href) : import("./embed-modal.js"));

const CryptoCheckout: CryptoCheckoutApi = host[INSTANCE] || (host[INSTANCE] = start(createEmbed(host, script?.origin, loadModal)));

export default CryptoCheckout;
