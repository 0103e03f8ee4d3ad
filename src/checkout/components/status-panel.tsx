// Live status. The status line is a polite live region present from the first render, so
// each change (waiting → received) is announced. An unknown status is a neutral "processing".
import type { ComponentChildren } from "preact";
import type { StatusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { useT } from "../lib/i18n.ts";
import type { PaymentState } from "../lib/payment-state.ts";
import { stateAnnouncement } from "./payment-progress.tsx";

export function StatusPanel(props: { order: CheckoutOrder; group: StatusGroup; state: PaymentState; children?: ComponentChildren }) {
  const t = useT();
  const { order, group, state } = props;
  const text =
    stateAnnouncement(state, order, t) ??
    (group === "completed" ? t("statusCompleted") : group === "waiting" ? t("statusWaiting") : t("statusProcessing"));
  const hint = state === "waiting" ? t("statusWaitingHint") : group === "processing" ? t("statusProcessingHint") : null;
  return (
    <section class={`card status status-${group} status-${state}`} aria-labelledby="status-heading">
      <h2 class="visually-hidden" id="status-heading">
        {t("status")}
      </h2>
      <div class="status-line">
        <span class={`status-icon status-icon-${group}`} aria-hidden="true" />
        <p class="status-text" role="status" aria-live="polite">
          {text}
        </p>
      </div>
      {hint && <p class="hint status-hint">{hint}</p>}
      {props.children}
    </section>
  );
}
