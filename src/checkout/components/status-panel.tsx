// Live status. The status line is a polite live region present from the first render, so
// each change (waiting → received) is announced. An unknown status is a neutral "processing".
import type { StatusGroup } from "../../shared/order-status.ts";
import type { Network } from "../../shared/networks.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { useT } from "../lib/i18n.ts";
import { cryptoText } from "../lib/payment-view.ts";

function explorerName(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

export function StatusPanel(props: { order: CheckoutOrder; group: StatusGroup; network: Network }) {
  const t = useT();
  const { order, group, network } = props;
  const text = group === "completed" ? t("statusCompleted") : group === "waiting" ? t("statusWaiting") : t("statusProcessing");
  const hint = group === "waiting" ? t("statusWaitingHint") : group === "processing" ? t("statusProcessingHint") : null;
  const hashes = order.transactions.flatMap((tx) => (tx.hash ? [tx.hash] : []));
  return (
    <section class={`card status status-${group}`} aria-labelledby="status-heading">
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
      {group === "completed" && (
        <dl class="receipt">
          <div class="receipt-row">
            <dt>{t("received")}</dt>
            <dd dir="ltr" data-received={order.receivedAmount.amount}>
              {cryptoText(order.receivedAmount.amount)} {order.receivedAmount.currency}
            </dd>
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
                    <span class="visually-hidden"> {t("opensInNewTab")}</span>
                  </a>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
