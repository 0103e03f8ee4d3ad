// Picks the screen from the model's state. The model decides; this only renders.
import { useMemo } from "preact/hooks";
import { useT } from "../lib/i18n.ts";
import { loadAddressCheck } from "../lib/address-check.ts";
import { awaitsAddressCheck, paymentView } from "../lib/payment-view.ts";
import type { OrderState } from "../models/order-model.ts";
import { MessageScreen } from "./message-screen.tsx";
import { BackLink, ConnectionNotice } from "./merchant-frame.tsx";
import { OrderScreen } from "./order-screen.tsx";
import { loadWindowParts, windowParts } from "./window-loader.ts";

/** `model` is null when the link itself is malformed: nothing is requested, nothing echoed. */
export function App(props: { model: OrderState | null }) {
  const t = useT();
  const { model } = props;
  const order = model?.order.value ?? null;
  // Reads the check's signal: the screen is drawn again when the check's chunk arrives.
  const unchecked = order !== null && awaitsAddressCheck(order);
  const view = useMemo(() => (order && !unchecked ? paymentView(order) : null), [order, unchecked]);

  if (!model) return <MessageScreen name="invalid-link" heading={t("invalidLinkHeading")} body={t("invalidLinkBody")} />;
  const loadState = model.loadState.value;
  const connection = model.connection.value;
  if (loadState === "not-found") return <MessageScreen name="not-found" heading={t("notFoundHeading")} body={t("notFoundBody")} />;
  if (loadState === "loading" || !order || unchecked) {
    // Never an address that has not passed its network's check, not even while the check loads.
    if (unchecked) void loadAddressCheck();
    return (
      <MessageScreen name="loading" heading={t("loadingHeading")} busy>
        <ConnectionNotice connection={connection} />
      </MessageScreen>
    );
  }
  if (!view) {
    return (
      <MessageScreen name="unavailable" heading={t("unavailableHeading")} body={t("unavailableBody")}>
        <BackLink merchant={order.merchant} />
      </MessageScreen>
    );
  }
  const phase = model.windowPhase.value;
  if (phase === "expired" || phase === "late") {
    const parts = windowParts.value;
    // Never the payment details of an ended window, not even while its screen's chunk loads.
    if (!parts) {
      void loadWindowParts();
      return <MessageScreen name="loading" heading={t("loadingHeading")} busy />;
    }
    return <parts.WindowEndedScreen order={order} phase={phase} connection={connection} />;
  }
  return (
    <OrderScreen
      order={order}
      view={view}
      group={model.statusGroup.value ?? "processing"}
      connection={connection}
      windowClock={phase === "open" ? model.now : null}
    />
  );
}
