// The embed's public surface as an ES module (dist/embed/embed.mjs), for bundlers and the
// framework wrappers: the default export is the one `CryptoCheckout` object (see embed.d.ts).
// The <script src> build starts from embed/script.ts instead.
//
// The lazily loaded modules are imported by relative paths a bundler can follow. No origin
// pins paymentLinks here: bundled into a merchant's own script, this code has none of ours.
import type { CryptoCheckoutApi } from "./embed.d.ts";
import { install } from "./install.ts";
import type { Load } from "./mount.ts";

const load = ((file) => (file === "embed-modal.js" ? import("./embed-modal.js") : import("./embed-events.js"))) as Load;

const CryptoCheckout: CryptoCheckoutApi = install(undefined, load);

export default CryptoCheckout;
