// CryptoCheckout.open()'s modal: a module of its own (dist/embed/embed-modal.js), loaded on the
// first open(), so a page that only mounts inline never downloads it.
//
// Built on <dialog> and showModal(): the browser gives focus inside, the page behind inert and
// Escape (while focus is on the host's side) for free. What it cannot give: keys pressed inside
// the cross-origin checkout never reach this page, so the checkout posts its own "close" on
// Escape, which the embed accepts only from this iframe's window and origin (mount()'s listener)
// and turns into a crypto-checkout:close event on the holder. Styles are written through the
// CSSOM, which a strict style-src allows, and nothing is parsed as HTML (Trusted Types).
import type { CheckoutEventDetail, CryptoCheckoutApi, Opened, OpenOptions } from "./embed.d.ts";

const TITLE = "Crypto payment checkout";

/** Phones (and narrow windows) get the whole screen; wider ones a centred panel. */
const NARROW = "(max-width: 640px)";

type Styles = Partial<Record<keyof CSSStyleDeclaration, string>>;

function styled<E extends HTMLElement>(element: E, styles: Styles): E {
  Object.assign(element.style, styles);
  return element;
}

export function openModal(api: CryptoCheckoutApi, paymentLink: string, options: OpenOptions = {}, opener?: Element | null): Opened {
  const doc = document;
  const root = doc.documentElement;
  const title = options.title || TITLE;
  // A payment link's page has none yet: its order is the one the checkout then speaks of.
  let orderId = new URL(paymentLink).searchParams.get("orderId");
  const narrow = matchMedia(NARROW).matches;
  const theme = options.theme === "light" || options.theme === "dark" ? options.theme : "light dark";

  const dialog = styled(doc.createElement("dialog"), {
    boxSizing: "border-box",
    padding: "0",
    border: "0",
    overflow: "hidden",
    // System colours follow the theme, so the strip around the checkout matches it.
    colorScheme: theme,
    background: "Canvas",
    color: "CanvasText",
    // 100% of the viewport the dialog is fixed to, never 100vh: on phones 100vh is the height
    // with the browser's toolbars hidden, and the bottom (the pay button) would sit under them.
    width: "100%",
    height: "100%",
    maxWidth: narrow ? "100%" : "34rem",
    maxHeight: narrow ? "100%" : "min(100% - 2rem, 60rem)",
    margin: narrow ? "0" : "auto",
    borderRadius: narrow ? "0" : "12px",
    // The notch and the home indicator (a page with viewport-fit=cover): nothing hides under them.
    paddingTop: "env(safe-area-inset-top)",
    paddingRight: "env(safe-area-inset-right)",
    paddingBottom: "env(safe-area-inset-bottom)",
    paddingLeft: "env(safe-area-inset-left)",
  });
  dialog.setAttribute("aria-label", title);

  const column = styled(doc.createElement("div"), { display: "flex", flexDirection: "column", height: "100%" });
  const bar = styled(doc.createElement("div"), { display: "flex", justifyContent: "flex-end" });
  // Outside the iframe: the host page's own button, reachable however the checkout behaves.
  const closeButton = styled(doc.createElement("button"), {
    width: "44px",
    height: "44px",
    border: "0",
    background: "none",
    color: "inherit",
    font: "24px/1 system-ui, sans-serif",
    cursor: "pointer",
  });
  closeButton.type = "button";
  closeButton.textContent = "\u00d7";
  closeButton.setAttribute("aria-label", "Close");
  // The checkout scrolls here when it is taller than the screen (the iframe takes its content height).
  const holder = styled(doc.createElement("div"), { flex: "1", minHeight: "0", overflow: "auto" });
  bar.append(closeButton);
  column.append(bar, holder);
  dialog.append(column);
  doc.body.append(dialog);

  let status: string | undefined;
  const track = (callback?: (detail: CheckoutEventDetail) => void) => (detail: CheckoutEventDetail) => {
    status = detail.status;
    orderId = detail.orderId;
    callback?.(detail);
  };
  const mounted = api.mount(holder, {
    paymentLink,
    title,
    theme: options.theme,
    locale: options.locale,
    // Inside the modal, "Back to …" closes it (onClose), rather than taking the page away.
    returnUrl: "close",
    onReady: track(options.onReady),
    onStatus: track(options.onStatus),
    onComplete: track(options.onComplete),
  });
  styled(mounted.iframe, { display: "block" });

  // The page behind stays where it is: no scrolling under the modal.
  const overflow = root.style.overflow;
  root.style.overflow = "hidden";
  dialog.showModal();

  const close = () => dialog.close();
  // Every way out (the button, Escape on either side, close()) ends in the dialog's close event.
  dialog.addEventListener("close", () => {
    mounted.unmount();
    dialog.remove();
    root.style.overflow = overflow;
    // The browser restores focus itself; said again for engines that do not, and for an opener
    // that was blurred while the module loaded.
    (opener as HTMLElement | null)?.focus?.();
    options.onClose?.({ orderId, status });
  });
  closeButton.addEventListener("click", close);
  holder.addEventListener("crypto-checkout:close", close);
  return { close };
}
