// Live status. The status line is a polite live region present from the first render, so
// each change (waiting → received) is announced. An unknown status is a neutral "processing".
// The hint says how the page learns of the payment: by itself while the script runs, by a
// reload when it does not (the no-script style in index.html swaps the two).
import type { StatusGroup } from "../../shared/order-status.ts";
import type { Network } from "../../shared/networks.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { useLanguage, useT } from "../lib/i18n.ts";
import { formatAmount, formatDateTime } from "../lib/amount-format.ts";
import { isPositive, plainText } from "../lib/payment-view.ts";
import { DoneIcon, ExternalIcon } from "./icons.tsx";

function explorerName(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export function StatusPanel(props: { order: CheckoutOrder; group: StatusGroup; network: Network }) {
  const t = useT();
  const { locale } = useLanguage();
  const { order, group, network } = props;
  const text = group === "completed" ? t("statusCompleted") : group === "waiting" ? t("statusWaiting") : t("statusProcessing");
  const hint = group === "waiting" ? t("statusWaitingHint") : group === "processing" ? t("statusProcessingHint") : null;
  const hashes = order.transactions.flatMap((tx) => (tx.hash ? [tx.hash] : []));
  return (
    <section class={`status status-${group}`} aria-labelledby="status-heading">
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
      {hint && (
        <p class="hint status-hint">
          <span class="js-only visually-hidden">{hint}</span>
          <span class="nojs-only">{t("statusReloadHint")}</span>
        </p>
      )}
      {group === "completed" && (
        <dl class="receipt">
          <div class="receipt-row">
            <dt>{t("received")}</dt>
            <dd dir="ltr" data-received={order.receivedAmount.amount}>
              {formatAmount(plainText(order.receivedAmount.amount), locale)} {order.receivedAmount.currency}
            </dd>
          </div>
          {isPositive(order.serviceFeeAmount.amount) && (
            <div class="receipt-row">
              <dt>{t("fee")}</dt>
              <dd dir="ltr" data-fee={order.serviceFeeAmount.amount}>
                {formatAmount(plainText(order.serviceFeeAmount.amount), locale)} {order.serviceFeeAmount.currency}
              </dd>
            </div>
          )}
          <div class="receipt-row">
            <dt>{t("date")}</dt>
            <dd data-updated-at={order.updatedAt}>{formatDateTime(order.updatedAt, locale)}</dd>
          </div>
          {hashes.map((hash) => {
            const url = network.explorerTxUrl(hash);
            return (
              <div class="receipt-row receipt-tx" key={hash} data-tx-hash={hash}>
                <dt>{t("transaction")}</dt>
                <dd>
                  <span class="tx-hash" dir="ltr" translate={false}>
                    {hash}
                  </span>
                  <a class="link explorer-link" href={url} target="_blank" rel="noopener noreferrer">
                    {t("viewOnExplorer", { explorer: explorerName(url) })}
                    <ExternalIcon />
                    <span class="visually-hidden"> {t("opensInNewTab")}</span>
                  </a>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {group === "completed" && order.kind === "deposit" && order.transactions.length > 0 && (
        <p class="hint receipt-count">{t("paymentsReceived", { count: String(order.transactions.length) })}</p>
      )}
    </section>
  );
}
