// The payment between "send" and "received": each detected transfer with its amount, its hash
// and explorer link, "k of N confirmations" and, in plain words, how long the rest takes on
// this network; then, for a payment order, what is still missing (underpaid) or what was sent
// beyond the requested amount (overpaid), with the way to the merchant's help.
import type { Network } from "../../shared/networks.ts";
import type { CheckoutOrder, CheckoutTransaction } from "../../shared/schemas/checkout-order.ts";
import { useT, type Translate } from "../lib/i18n.ts";
import { pendingTransfers, secondsLeft, waitWords, type PaymentState } from "../lib/payment-state.ts";
import { cryptoText } from "../lib/payment-view.ts";
import { SupportContact } from "./support-contact.tsx";

export function explorerHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** The status line's words for each state: what the polite live region announces. */
export function stateAnnouncement(state: PaymentState, order: CheckoutOrder, t: Translate): string | null {
  const currency = order.asset.currencyCode;
  switch (state) {
    case "detected":
      return t("statusDetected");
    case "underpaid":
      return t("statusUnderpaid", {
        received: cryptoText(order.receivedAmount.amount),
        requested: cryptoText(order.requestedAmount?.amount ?? "0"),
        remaining: cryptoText(order.remainingAmount?.amount ?? "0"),
        currency,
      });
    case "overpaid":
      return t("statusOverpaid", { extra: cryptoText(order.overpaidAmount?.amount ?? "0"), currency });
    default:
      return null;
  }
}

function Confirming(props: { order: CheckoutOrder; tx: CheckoutTransaction; network: Network }) {
  const t = useT();
  const { order, tx, network } = props;
  const seconds = secondsLeft(order, tx);
  const wait = seconds === null ? null : waitWords(seconds);
  const url = tx.hash ? network.explorerTxUrl(tx.hash) : null;
  return (
    <li class="transfer" data-transfer={tx.id} data-confirmations={tx.confirmations} data-required-confirmations={tx.requiredConfirmations}>
      <p class="transfer-amount" dir="ltr">
        {cryptoText(tx.amount.amount)} {tx.amount.currency}
      </p>
      <p class="transfer-confirmations">
        {t("confirmations", { count: String(tx.confirmations), required: String(tx.requiredConfirmations) })}
        {wait && <span class="transfer-wait"> · {t(wait.key, { minutes: wait.minutes })}</span>}
      </p>
      <progress class="transfer-progress" max={tx.requiredConfirmations} value={tx.confirmations} aria-hidden="true" />
      {tx.hash && url && (
        <p class="transfer-hash">
          <span class="tx-hash" dir="ltr" translate={false}>
            {tx.hash}
          </span>{" "}
          <a class="link explorer-link" href={url} target="_blank" rel="noopener noreferrer">
            {t("viewOnExplorer", { explorer: explorerHost(url) })}
            <span class="visually-hidden"> {t("opensInNewTab")}</span>
          </a>
        </p>
      )}
    </li>
  );
}

export function PaymentProgress(props: { order: CheckoutOrder; state: PaymentState; network: Network }) {
  const t = useT();
  const { order, state, network } = props;
  const pending = pendingTransfers(order);
  const currency = order.asset.currencyCode;
  return (
    <>
      {state === "underpaid" && (
        <section class="card notice notice-underpaid" data-notice="underpaid" aria-labelledby="underpaid-heading">
          <h2 class="notice-heading" id="underpaid-heading">
            {t("underpaidHeading")}
          </h2>
          <p class="notice-body" data-remaining={order.remainingAmount?.amount}>
            {stateAnnouncement("underpaid", order, t)}
          </p>
          <SupportContact merchant={order.merchant} />
        </section>
      )}
      {state === "overpaid" && (
        <section class="card notice notice-overpaid" data-notice="overpaid" aria-labelledby="overpaid-heading">
          <h2 class="notice-heading" id="overpaid-heading">
            {t("overpaidHeading")}
          </h2>
          <p class="notice-body" data-overpaid={order.overpaidAmount?.amount}>
            {t("overpaidBody", {
              extra: cryptoText(order.overpaidAmount?.amount ?? "0"),
              requested: cryptoText(order.requestedAmount?.amount ?? "0"),
              currency,
              merchant: order.merchant.name,
            })}
          </p>
          <SupportContact merchant={order.merchant} />
        </section>
      )}
      {pending.length > 0 && (
        <section class="card progress" data-notice="detected" aria-labelledby="detected-heading">
          <h2 class="notice-heading" id="detected-heading">
            {order.status === "completed" ? t("additionalPayment") : t("detectedHeading")}
          </h2>
          <ul class="transfers">
            {pending.map((tx) => (
              <Confirming key={tx.id} order={order} tx={tx} network={network} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
