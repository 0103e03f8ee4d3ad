// Live status. The status line is a polite live region present from the first render, so
// each change (waiting → received) is announced. An unknown status is a neutral "processing".
// The hint says how the page learns of the payment: by itself while the script runs, by a
// reload when it does not (the no-script style in index.html swaps the two).
import type { ComponentChildren } from "preact";
import type { StatusGroup } from "../../shared/order-status.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { shownAmount } from "../lib/amount-format.ts";
import { useLanguage, useT, type Translate } from "../lib/i18n.ts";
import { pendingTransfers, type PaymentState } from "../lib/payment-state.ts";
import { stateAnnouncement } from "../lib/state-announcement.ts";
import { DoneIcon } from "./icons.tsx";
import { amountInSentence } from "./payment-details.tsx";

/**
 * Each confirming transfer in words ("10 USDT · 7 of 19 confirmations"; "Additional
 * payment: …" once the order completed). Spoken from a live region that is on the page from
 * the first render: the transfer list itself appears with the transfer, and a region inserted
 * with its text is not announced, so neither the confirmations moving nor a late payment would be.
 */
export function progressWords(order: CheckoutOrder, t: Translate, locale: Parameters<typeof amountInSentence>[2]): string {
  return pendingTransfers(order)
    .map((tx) => {
      const line = `${amountInSentence(shownAmount(tx.amount.amount, locale), tx.amount.currency, locale)} · ${t("confirmations", {
        count: String(tx.confirmations),
        required: String(tx.requiredConfirmations),
      })}`;
      return order.status === "completed" ? `${t("additionalPayment")}: ${line}` : line;
    })
    .join(". ");
}

export function StatusPanel(props: { order: CheckoutOrder; group: StatusGroup; state: PaymentState; children?: ComponentChildren }) {
  const t = useT();
  const { locale } = useLanguage();
  const { order, group, state } = props;
  const text =
    stateAnnouncement(state, order, t, locale) ??
    (group === "completed" ? t("statusCompleted") : group === "waiting" ? t("statusWaiting") : t("statusProcessing"));
  const hint = state === "waiting" ? t("statusWaitingHint") : group === "processing" ? t("statusProcessingHint") : null;
  return (
    <section class={`status status-${group} status-${state}`} aria-labelledby="status-heading">
      <h2 class="visually-hidden" id="status-heading">
        {t("status")}
      </h2>
      <div class="status-line">
        <span class={`status-icon status-icon-${group}`} aria-hidden="true">
          {group === "completed" && <DoneIcon />}
        </span>
        <p class="status-text" role="status" aria-live="polite">
          {text}
        </p>
      </div>
      <p class="visually-hidden status-progress" role="status" data-progress>
        {progressWords(order, t, locale)}
      </p>
      {hint && (
        <p class="hint status-hint">
          <span class="js-only visually-hidden">{hint}</span>
          <span class="nojs-only">{t("statusReloadHint")}</span>
        </p>
      )}
      {props.children}
      {group === "completed" && order.kind === "deposit" && order.transactions.length > 0 && (
        <p class="hint receipt-count">{t("paymentsReceived", { count: String(order.transactionsCount ?? order.transactions.length) })}</p>
      )}
    </section>
  );
}
