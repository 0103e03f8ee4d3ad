// The embed as a <script src=".../embed.js"> (dist/embed/embed.js, an IIFE whose value is the
// global CryptoCheckout; the same object as embed/index.ts exports).
//
// Its URL, read while it is first evaluated (currentScript is null afterwards), pins
// paymentLinks to the service's origin and locates the lazily loaded modules beside it, by
// their absolute URLs: a script loaded from another origin without CORS would resolve a
// relative import() against about:blank. (An inline copy has no URL: the page's base stands in.)
import type { CryptoCheckoutApi } from "./embed.d.ts";
import { install } from "./install.ts";
import { scriptOrigin } from "./origin.ts";

const src = (document.currentScript as HTMLScriptElement | null)?.src || document.baseURI;

const CryptoCheckout: CryptoCheckoutApi = install(scriptOrigin(src), (file) => import(/* @vite-ignore */ new URL(file, src).href));

export default CryptoCheckout;
