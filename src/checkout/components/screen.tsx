// The page's root landmark, carrying the markers the end-to-end tests read: which screen is
// shown and, on the order screen, the status group and the connection state.
import type { ComponentChildren } from "preact";
import type { StatusGroup } from "../../shared/order-status.ts";
import type { PaymentState } from "../lib/payment-state.ts";
import type { Connection } from "../models/order-model.ts";

export type ScreenName = "loading" | "invalid-link" | "not-found" | "unavailable" | "order";

export function Screen(props: {
  name: ScreenName;
  statusGroup?: StatusGroup;
  /** Where the payment stands (lib/payment-state.ts): data-payment-state, for tests and styles. */
  paymentState?: PaymentState;
  connection?: Connection;
  busy?: boolean;
  children: ComponentChildren;
}) {
  return (
    <main
      class={`screen screen-${props.name}`}
      data-screen={props.name}
      data-status-group={props.statusGroup}
      data-payment-state={props.paymentState}
      data-connection={props.connection}
      aria-busy={props.busy ? "true" : undefined}
    >
      {props.children}
    </main>
  );
}
