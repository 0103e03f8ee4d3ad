// The checkout inside a native app's WebView: the app hears what an embedding page hears
// (ready, status, payment, completed, close), the same message as JSON text, through the one
// bridge its platform gives a page. The bridge objects are put on the window by the app that
// hosts the WebView, never by a web page (a page that frames the checkout is another window,
// and the framed path never asks here), so nothing is posted in an ordinary browser tab.
import type { CheckoutMessage } from "../../shared/embed-messages.ts";

type Poster = { postMessage?: unknown } | undefined;
type AppWindow = {
  ReactNativeWebView?: Poster;
  webkit?: { messageHandlers?: { cryptoCheckout?: Poster } };
  CryptoCheckoutAndroid?: Poster;
};

/**
 * The app's bridge, as a function that sends one message, or undefined outside an app:
 * react-native-webview's ReactNativeWebView, a WKWebView's script message handler named
 * cryptoCheckout, or an Android WebView's JavaScript interface named CryptoCheckoutAndroid.
 * The call keeps the object as `this`: an Android interface's method throws without it.
 */
export function appBridgeOf(win: Window): ((message: CheckoutMessage) => void) | undefined {
  const app = win as unknown as AppWindow;
  const bridge = [app.ReactNativeWebView, app.webkit?.messageHandlers?.cryptoCheckout, app.CryptoCheckoutAndroid].find(
    (candidate) => typeof candidate?.postMessage === "function",
  ) as { postMessage(text: string): void } | undefined;
  return (
    bridge &&
    ((message) => {
      // The app's handler is the app's code: if it throws, the payer's page still goes on.
      try {
        bridge.postMessage(JSON.stringify(message));
      } catch {}
    })
  );
}
