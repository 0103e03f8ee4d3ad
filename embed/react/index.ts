"use client";
// <CryptoCheckout paymentLink=… onComplete=… /> for React: the embed's mount() in an effect.
//
// On the server (and in a server component's output) it renders one empty <div> and touches
// no window: the embed module is imported inside the effect, which only runs in a browser.
// Under StrictMode the effect runs, is cleaned up and runs again before the module has
// arrived: the first run's mount never happens (its `live` flag is down), so there is exactly
// one iframe. Unmounting removes the iframe and stops its messages; a changed link (or title,
// theme, locale) remounts; new callback functions on each render do not.
import { createElement, useEffect, useRef, type ReactElement } from "react";
import type { CheckoutEventDetail, MountOptions, Mounted } from "../embed.d.ts";

export interface CryptoCheckoutProps extends Omit<MountOptions, "onReady" | "onStatus" | "onComplete"> {
  onReady?: (detail: CheckoutEventDetail) => void;
  onStatus?: (detail: CheckoutEventDetail) => void;
  onComplete?: (detail: CheckoutEventDetail) => void;
  /** On the holder element, for the page's own layout. */
  className?: string;
}

export function CryptoCheckout(props: CryptoCheckoutProps): ReactElement {
  const holder = useRef<HTMLDivElement>(null);
  // The newest callbacks, read when an event arrives.
  const latest = useRef(props);
  latest.current = props;
  const { paymentLink, title, theme, locale } = props;

  useEffect(() => {
    let live = true;
    let mounted: Mounted | undefined;
    void import("../index.ts").then(({ default: embed }) => {
      if (live && holder.current) {
        mounted = embed.mount(holder.current, {
          paymentLink,
          title,
          theme,
          locale,
          onReady: (detail) => latest.current.onReady?.(detail),
          onStatus: (detail) => latest.current.onStatus?.(detail),
          onComplete: (detail) => latest.current.onComplete?.(detail),
        });
      }
    });
    return () => {
      live = false;
      mounted?.unmount();
    };
  }, [paymentLink, title, theme, locale]);

  return createElement("div", { ref: holder, className: props.className });
}

export default CryptoCheckout;
