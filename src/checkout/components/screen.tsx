// The page's root landmark, carrying the markers the end-to-end tests read: which screen is
// shown and, on the order screen, the status group and the connection state. One centred
// card; its top bar holds the merchant (when there is one) and the language switcher.
import type { ComponentChildren } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { StatusGroup } from "../../shared/order-status.ts";
import type { PaymentState } from "../lib/payment-state.ts";
import type { Connection } from "../models/order-model.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

export type ScreenName = "loading" | "invalid-link" | "not-found" | "unavailable" | "too-many-requests" | "order" | "expired" | "paid-late";

export function Screen(props: {
  name: ScreenName;
  statusGroup?: StatusGroup;
  /** Where the payment stands (lib/payment-state.ts): data-payment-state, for tests and styles. */
  paymentState?: PaymentState;
  connection?: Connection;
  busy?: boolean;
  header?: ComponentChildren;
  /** The merchant's accent colour and its text colour (lib/branding.ts), if any. */
  accent?: { color: string; text: string } | null;
  children: ComponentChildren;
}) {
  const main = useRef<HTMLElement>(null);
  const color = props.accent?.color ?? null;
  const text = props.accent?.text ?? null;
  // Set through the CSSOM after the render: the page's CSP (style-src 'self') refuses an inline
  // style attribute in the service's HTML, but not a property set from the page's own script.
  useEffect(() => {
    const style = main.current?.style;
    if (!style) return;
    if (color && text) {
      style.setProperty("--brand", color);
      style.setProperty("--on-brand", text);
    } else {
      style.removeProperty("--brand");
      style.removeProperty("--on-brand");
    }
  }, [color, text]);
  return (
    <main
      ref={main}
      class={`screen screen-${props.name}`}
      data-screen={props.name}
      data-status-group={props.statusGroup}
      data-payment-state={props.paymentState}
      data-connection={props.connection}
      aria-busy={props.busy ? "true" : undefined}
    >
      <div class="sheet">
        <div class="topbar">
          {props.header ?? <span class="topbar-spacer" />}
          <LanguageSwitcher />
        </div>
        {props.children}
      </div>
    </main>
  );
}
