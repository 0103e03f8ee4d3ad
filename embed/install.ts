// Starting the embed once per page, for both builds (embed/index.ts, embed/script.ts).
//
// Loading the script twice is harmless: the first instance is kept on the window under a
// registered symbol, and a second load (either build) returns that same object, so there is
// one global, one message listener and one set of mounts.
import type { CryptoCheckoutApi } from "./embed.d.ts";
import { createEmbed, type Load } from "./mount.ts";

const INSTANCE = Symbol.for("crypto-checkout");

export function install(pinnedOrigin: string | false | undefined, load: Load): CryptoCheckoutApi {
  const host = window as Window & { [INSTANCE]?: CryptoCheckoutApi };
  let api = host[INSTANCE];
  if (!api) {
    api = host[INSTANCE] = createEmbed(pinnedOrigin, load);
    // Declarative mounts: every [data-crypto-checkout] element, once the document is parsed.
    // (DOMContentLoaded bubbles from the document to the window, which listens for less.)
    if (document.readyState === "loading") addEventListener("DOMContentLoaded", () => api!.scan());
    else api.scan();
  }
  return api;
}
