// The payment between "send" and "received": each detected transfer with its amount, its hash
// and explorer link, the wallet it came from (so the payer knows it is theirs), "k of N confirmations" and, in plain words, how long the rest takes on
// this network; then, for a payment order, what is still missing (underpaid) or what was sent
// beyond the requested amount (overpaid), with the way to the merchant's help.
import type { CheckoutOrder, CheckoutTransaction } from "../../shared/schemas/checkout-order.ts";
import { shownAmount } from "../lib/amount-format.ts";
import { useLanguage, useT } from "../lib/i18n.ts";
import { transferUrl } from "../lib/chain-shown.ts";
import { pendingTransfers, secondsLeft, waitWords, type PaymentState } from "../lib/payment-state.ts";
import { SupportContact } from "./support-contact.tsx";

export function explorerHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/** A hash too long for a phone's line: its ends, as explorers and wallets show them. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}

/** `label`: what the transfer is, said in its own line (a completed order's additional payment). */
function Confirming(props: { order: CheckoutOrder; tx: CheckoutTransaction; label?: string }) {
  const t = useT();
  const { locale } = useLanguage();
  const { order, tx, label } = props;
  const seconds = secondsLeft(order, tx);
  const wait = seconds === null ? null : waitWords(seconds);
  const url = tx.hash ? transferUrl(order, tx.hash) : null;
  // Beside an additional payment on a completed order the sender takes the place of the
  // explorer's name on the hash's line (the link keeps that name for screen readers): the
  // receipt follows, and the widget's frame has no line to spare for a sender of its own.
  const senderBesideHash = Boolean(label && tx.senderAddress && url);
  return (
    <li class="transfer" data-transfer={tx.id} data-confirmations={tx.confirmations} data-required-confirmations={tx.requiredConfirmations}>
      <p class="transfer-line">
        {label && (
          <>
            <span class="transfers-label">{label}</span>
            {" · "}
          </>
        )}
        <span class="transfer-amount" dir="ltr">
          {shownAmount(tx.amount.amount, locale)} {tx.amount.currency}
        </span>
        {" · "}
        {t("confirmations", { count: String(tx.confirmations), required: String(tx.requiredConfirmations) })}
        {wait && <span class="transfer-wait"> · {t(wait.key, { minutes: wait.minutes })}</span>}
      </p>
      <progress class="transfer-progress" max={tx.requiredConfirmations} value={tx.confirmations} aria-hidden="true" />
      {tx.hash && url && (
        <p class="transfer-hash">
          <a class="link explorer-link" href={url} target="_blank" rel="noopener noreferrer" data-hash={tx.hash}>
            <span class="tx-hash-short" dir="ltr" translate={false}>
              {shortHash(tx.hash)}
            </span>{" "}
            {senderBesideHash ? (
              <span class="visually-hidden">{t("viewOnExplorer", { explorer: explorerHost(url) })}</span>
            ) : (
              <>· {t("viewOnExplorer", { explorer: explorerHost(url) })}</>
            )}
            <span class="visually-hidden"> {t("opensInNewTab")}</span>
          </a>
          {senderBesideHash && tx.senderAddress && (
            <>
              {" · "}
              <Sender address={tx.senderAddress} />
            </>
          )}
        </p>
      )}
      {tx.senderAddress && !senderBesideHash && (
        <p class="transfer-from">
          <Sender address={tx.senderAddress} />
        </p>
      )}
    </li>
  );
}

/** The wallet a transfer came from, its ends as wallets show them. */
function Sender(props: { address: string }) {
  const t = useT();
  return (
    <span class="transfer-from" data-sender={props.address}>
      {t("transferFrom")}{" "}
      <span class="tx-hash-short" dir="ltr" translate={false}>
        {shortHash(props.address)}
      </span>
    </span>
  );
}

/**
 * What goes under the status line for the states between "send" and "received": the support
 * contact when underpaid; how to get the extra back when overpaid; each confirming transfer
 * (on a completed order, an additional payment). Inside the status card: one card, one rhythm,
 * so every state fits the phone budget.
 */
export function PaymentNotes(props: { order: CheckoutOrder; state: PaymentState }) {
  const t = useT();
  const { order, state } = props;
  const pending = pendingTransfers(order);
  return (
    <>
      {state === "underpaid" && <SupportContact merchant={order.merchant} />}
      {state === "overpaid" && (
        <SupportContact merchant={order.merchant} lead={t("overpaidBody")} overpaid={order.overpaidAmount?.amount} />
      )}
      {pending.length > 0 && (
        <div class="transfers-block" data-notice="detected">
          <ul class="transfers">
            {/* On a completed order each is named in its own line, not under a heading: a
                receipt follows, and the notice must leave it room in the widget's frame. */}
            {pending.map((tx) => (
              <Confirming key={tx.id} order={order} tx={tx} label={order.status === "completed" ? t("additionalPayment") : undefined} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
