// The receipt a payer can keep, once the order is completed: who was paid, the order's
// reference (with copy), when, what was asked and what arrived, and each transfer with its
// network, hash and explorer link. "Print or save as PDF" prints it (receipt.css fits it on
// one A4 or Letter page). The service renders it into the first screen, so it also shows with
// JavaScript off; the print button, which needs script, appears only once the page runs.
import { useEffect, useRef, useState } from "preact/hooks";
import type { Network } from "../../shared/networks.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { shownAmount } from "../lib/amount-format.ts";
import { useLanguage, useT } from "../lib/i18n.ts";
import { networkName, transferUrl } from "../lib/chain-shown.ts";
import { addressGroups } from "../lib/payment-view.ts";
import { CopyButton } from "./copy-button.tsx";
import { explorerHost } from "./payment-progress.tsx";

/** Order ids are long (ord_ + 22 characters); the receipt shows a prefix, copy gives it whole. */
export function shortReference(reference: CheckoutOrder["reference"]): string {
  if (reference.kind === "externalId") return reference.value;
  return reference.value.length > 12 ? `${reference.value.slice(0, 12)}…` : reference.value;
}

/** The server's rendering: no time zone of the payer is known there, so UTC, said so. */
export function utcText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/**
 * The payer's own locale and time zone (Intl), once the page runs in their browser. With
 * `sameDayAs` (a transfer's line, under the receipt's own date), the time alone when both fall
 * on the same day there, else the medium date: the long date beside a transfer's amount
 * ("29 Νοεμβρίου 2026 στις 11:41 π.μ.") took a second line, and the frame a scroll bar.
 */
export function localText(iso: string, locale: string | undefined, sameDayAs?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    if (sameDayAs === undefined)
      return new Intl.DateTimeFormat(locale || undefined, { dateStyle: "long", timeStyle: "short" }).format(date);
    const day = new Intl.DateTimeFormat(locale || undefined, { dateStyle: "short" });
    const other = new Date(sameDayAs);
    const sameDay = !Number.isNaN(other.getTime()) && day.format(other) === day.format(date);
    return new Intl.DateTimeFormat(
      locale || undefined,
      sameDay ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" },
    ).format(date);
  } catch {
    return utcText(iso);
  }
}

function WhenPaid(props: { iso: string; sameDayAs?: string }) {
  // First render equals the service's (hydration keeps it); the local time follows.
  const [text, setText] = useState(() => utcText(props.iso));
  // The language of the document this receipt is drawn in (its own element's, not a global's:
  // an effect may run after the page that scheduled it has gone).
  const element = useRef<HTMLTimeElement>(null);
  useEffect(() => {
    const lang = element.current?.ownerDocument.documentElement.lang;
    if (lang !== undefined) setText(localText(props.iso, lang, props.sameDayAs));
  }, [props.iso, props.sameDayAs]);
  return (
    <time ref={element} dateTime={props.iso} data-receipt-time>
      {text}
    </time>
  );
}

function PrintButton() {
  const t = useT();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(typeof globalThis.print === "function"), []);
  if (!ready) return null;
  return (
    <button type="button" class="button print-button" onClick={() => globalThis.print()}>
      {t("printReceipt")}
    </button>
  );
}

export function Receipt(props: { order: CheckoutOrder; network: Network }) {
  const t = useT();
  const { locale } = useLanguage();
  const { order, network } = props;
  const currency = order.asset.currencyCode;
  const confirmed = order.transactions.filter((tx) => tx.status === "completed");
  const when = order.completedAt ?? order.updatedAt;
  return (
    <section class="card receipt-card" data-receipt aria-labelledby="receipt-heading">
      <h2 class="receipt-heading visually-hidden-screen" id="receipt-heading">
        {t("receiptHeading")}
      </h2>
      <dl class="receipt">
        <div class="receipt-row receipt-merchant">
          <dt>{t("receiptMerchant")}</dt>
          <dd data-receipt-merchant>{order.merchant.name}</dd>
        </div>
        <div class="receipt-row receipt-reference copy-compact">
          <dt>{t("receiptReference")}</dt>
          <dd>
            <span dir="ltr" translate={false} data-reference={order.reference.value} title={order.reference.value}>
              {shortReference(order.reference)}
            </span>
            <CopyButton
              name="reference"
              value={order.reference.value}
              label={t("copyReference")}
              copiedLabel={t("referenceCopied")}
              manualLabel={t("copyByHand")}
            />
          </dd>
        </div>
        <div class="receipt-row">
          <dt>{t("receiptDate")}</dt>
          <dd>
            <WhenPaid iso={when} />
          </dd>
        </div>
        {order.requestedAmount && (
          <div class="receipt-row">
            <dt>{t("requested")}</dt>
            <dd dir="ltr" data-requested={order.requestedAmount.amount}>
              {shownAmount(order.requestedAmount.amount, locale)} {currency}
            </dd>
          </div>
        )}
        <div class="receipt-row">
          <dt>{t("received")}</dt>
          <dd dir="ltr" data-received={order.receivedAmount.amount}>
            {shownAmount(order.receivedAmount.amount, locale)} {order.receivedAmount.currency}
          </dd>
        </div>
        <div class="receipt-row">
          <dt>{t("receiptNetwork")}</dt>
          <dd>{networkName(order, network)}</dd>
        </div>
      </dl>
      <ul class="receipt-transfers">
        {confirmed.map((tx) => {
          const url = tx.hash ? transferUrl(order, tx.hash) : null;
          return (
            <li class="receipt-tx" key={tx.id} data-tx-hash={tx.hash ?? undefined}>
              <p class="receipt-tx-amount">
                <span dir="ltr">
                  {shownAmount(tx.amount.amount, locale)} {tx.amount.currency}
                </span>
                {tx.late && <span class="receipt-tx-late"> · {t("additionalPayment")}</span>}
                {tx.confirmedAt && confirmed.length > 1 && (
                  <>
                    {" · "}
                    <WhenPaid iso={tx.confirmedAt} sameDayAs={when} />
                  </>
                )}
              </p>
              {tx.hash && (
                <>
                  {/* Heard whole by a screen reader (a paragraph cannot be named with aria-label), seen in groups of four. */}
                  <p class="tx-hash tx-hash-grouped" dir="ltr" translate={false}>
                    <span class="visually-hidden">{tx.hash}</span>
                    <span aria-hidden="true" data-hash-groups>
                      {addressGroups(tx.hash).join(" ")}
                    </span>
                  </p>
                  <div class="receipt-tx-actions copy-compact">
                    <CopyButton
                      name="hash"
                      value={tx.hash}
                      label={t("copyHash")}
                      copiedLabel={t("hashCopied")}
                      manualLabel={t("copyByHand")}
                    />
                    {url && (
                      <a class="link explorer-link" href={url} target="_blank" rel="noopener noreferrer">
                        {t("viewOnExplorer", { explorer: explorerHost(url) })}
                        <span class="visually-hidden"> {t("opensInNewTab")}</span>
                      </a>
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {order.transactionsCount !== undefined && order.transactionsCount > order.transactions.length && (
        <p class="hint receipt-count" data-transfers-shown={order.transactions.length} data-transfers-total={order.transactionsCount}>
          {t("transfersShown", { shown: String(order.transactions.length), total: String(order.transactionsCount) })}
        </p>
      )}
      <PrintButton />
    </section>
  );
}
