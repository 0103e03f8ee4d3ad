// One order, kept current without reload: its facts, its transactions with explorer links, a
// refund (up to what is refundable, the destination checked for the order's network before
// anything is sent), the sandbox's controls (a chunk of their own, fetched in sandbox mode only),
// and its webhook deliveries.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { ASSETS, explorerTxLink, isAssetId, NETWORKS, toPlainText, type PortalOrder } from "../../shared/index.ts";
import { to } from "../lib/chunk-i18n.ts";
import { t } from "../lib/i18n.ts";
import { lazyPart } from "../lib/lazy-part.ts";
import { kindWord, refundStatusWord, statusWord, transferWord, when } from "../lib/order-words.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import { OrderModel } from "../models/orders-model.ts";
import { RefundForm, refundTarget } from "../models/refund-form.ts";
import type { SessionModel } from "../models/session-model.ts";
import { AddressText } from "./address-text.tsx";
import { link } from "./auth-screen.tsx";
import { DeliveriesTable } from "./deliveries.tsx";
import { Field } from "./field.tsx";
import { amountOf, orderPath } from "./orders-screen.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { PayoutsElsewhere } from "./payouts-elsewhere.tsx";
import { StepUp } from "./step-up.tsx";

function networkOf(view: PortalOrder) {
  const assetId = view.order.assetId ?? "";
  return isAssetId(assetId) ? { assetId, asset: ASSETS[assetId], network: NETWORKS[ASSETS[assetId].network] } : null;
}

export function Facts({ view }: { view: PortalOrder }): JSX.Element {
  const { order } = view;
  const currency = order.primaryAmount.currency;
  const rows: [string, JSX.Element | string][] = [
    [t("columnKind"), kindWord(order.type)],
    [
      t("columnStatus"),
      <span class="status" data-order-status={order.status}>
        {statusWord(order)}
      </span>,
    ],
    [
      t("received"),
      <span data-received={order.primaryAmount.amount} data-fee={order.serviceFeeAmount.amount} data-net={order.totalAmount.amount}>
        {to("amountWithFee", {
          received: amountOf(order),
          fee: `${toPlainText(order.serviceFeeAmount.amount)} ${currency}`,
          net: `${toPlainText(order.totalAmount.amount)} ${currency}`,
        })}
      </span>,
    ],
  ];
  if (view.requestedAmount !== null) rows.push([t("requested"), `${toPlainText(view.requestedAmount)} ${order.primaryAmount.currency}`]);
  if (view.refundable !== null)
    rows.push([
      t("refundable"),
      <span data-refundable={view.refundable}>{`${toPlainText(view.refundable)} ${order.primaryAmount.currency}`}</span>,
    ]);
  if (view.refunds && view.refunds.length > 0) {
    rows.push([
      t("refundsMade"),
      <ul class="plain-list">
        {view.refunds.map((refund) => (
          <li key={refund.id} data-refund={refund.id}>
            <a class="mono" href={orderPath(refund.id)} onClick={link(orderPath(refund.id))}>
              {refund.id}
            </a>{" "}
            {`${toPlainText(refund.amount)} ${order.primaryAmount.currency} · ${refundStatusWord(refund.status)}`}
          </li>
        ))}
      </ul>,
    ]);
  }
  if (view.refundOf)
    rows.push([
      t("refundOf"),
      <a class="mono" href={orderPath(view.refundOf)} onClick={link(orderPath(view.refundOf))}>
        {view.refundOf}
      </a>,
    ]);
  if (view.destinationAddress) rows.push([t("destination"), <span class="mono">{view.destinationAddress}</span>]);
  if (view.paymentAddress) rows.push([t("paymentAddress"), <span class="mono">{view.paymentAddress}</span>]);
  // Chain mode: where the address sits in the merchant's wallet, which a refund or a sweep needs.
  if (order.derivationPath !== undefined && order.addressIndex !== undefined)
    rows.push([
      to("walletPath"),
      <span class="mono" data-derivation-path={order.derivationPath} data-address-index={order.addressIndex}>
        {to("walletPathIndex", { path: order.derivationPath, index: String(order.addressIndex) })}
      </span>,
    ]);
  if (view.senderAddresses.length > 0)
    rows.push([
      to("sentFromAddress"),
      <ul class="plain-list" data-sender-addresses>
        {view.senderAddresses.map((address) => (
          <li key={address}>
            <AddressText address={address} />
          </li>
        ))}
      </ul>,
    ]);
  if (view.customer) rows.push([to("customer"), <span data-customer>{`${view.customer.firstName} ${view.customer.lastName}`}</span>]);
  if (order.externalId) rows.push([t("columnReference"), order.externalId]);
  rows.push([to("created"), <time dateTime={order.createdAt}>{when(order.createdAt)}</time>]);
  if (order.updatedAt !== order.createdAt) rows.push([to("updated"), <time dateTime={order.updatedAt}>{when(order.updatedAt)}</time>]);
  const integrationPath = `${PORTAL_BASE}/integrations/${view.integrationId}`;
  rows.push([
    to("integration"),
    <a href={integrationPath} onClick={link(integrationPath)} data-integration-name>
      {view.integrationName ?? view.integrationId}
    </a>,
  ]);
  if (order.paymentLinkId)
    rows.push([
      to("reusableLink"),
      <span data-payment-link-id={order.paymentLinkId}>
        {view.paymentLinkName ? `${view.paymentLinkName} ` : ""}
        <span class="mono">{`(${order.paymentLinkId})`}</span>
      </span>,
    ]);
  if (view.paymentLink)
    rows.push([
      t("paymentLink"),
      <a href={view.paymentLink} target="_blank" rel="noopener noreferrer">
        {view.paymentLink}
      </a>,
    ]);
  return (
    <dl class="facts card">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Transactions({ view }: { view: PortalOrder }): JSX.Element {
  const found = networkOf(view);
  const transactions = view.order.transactions;
  return (
    <section class="card" aria-labelledby="transactions">
      <h2 id="transactions">{t("transactionsHeading")}</h2>
      {transactions.length === 0 ? (
        <p>{t("transactionsEmpty")}</p>
      ) : (
        <table class="table" data-transactions>
          <thead>
            <tr>
              <th scope="col">{t("columnHash")}</th>
              <th scope="col">{t("columnStatus")}</th>
              <th scope="col">{t("columnAmount")}</th>
              <th scope="col">{t("columnConfirmations")}</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((tx) => (
              <tr key={tx.id} data-transaction={tx.id} data-transaction-status={tx.status}>
                <td data-label={t("columnHash")} class="mono">
                  {tx.hash && found && view.explorerUrl ? (
                    <a
                      href={explorerTxLink(found.network.id, view.explorerUrl, tx.hash)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t("viewOnExplorer", { hash: tx.hash })}
                    >
                      {`${tx.hash.slice(0, 10)}…${tx.hash.slice(-6)}`}
                    </a>
                  ) : (
                    tx.id
                  )}
                </td>
                <td data-label={t("columnStatus")}>{transferWord(tx)}</td>
                <td data-label={t("columnAmount")}>{`${toPlainText(tx.primaryAmount.amount)} ${tx.primaryAmount.currency}`}</td>
                <td data-label={t("columnConfirmations")}>
                  {tx.confirmations === undefined ? "" : `${tx.confirmations} / ${tx.requiredConfirmations ?? "?"}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Chain mode: transfers to the order's address that were not counted, and credits a reorg touched. */
export function ChainNotes({ view }: { view: PortalOrder }): JSX.Element | null {
  const notes = view.chainNotes ?? [];
  // Past the first 50 unexpected transfers the service only counts them, per token: one line each.
  const uncounted = view.chainUncounted ?? [];
  if (notes.length === 0 && uncounted.length === 0) return null;
  return (
    <section class="card" aria-labelledby="chain-notes" data-chain-notes>
      <h2 id="chain-notes">{t("chainNotesHeading")}</h2>
      <ul>
        {notes.map((note) => (
          <li key={`${note.hash}:${note.kind}:${note.units}`} data-chain-note={note.kind}>
            <strong>{t(note.kind)}</strong>{" "}
            {note.amount !== null
              ? `${toPlainText(note.amount)} ${note.assetId && isAssetId(note.assetId) ? ASSETS[note.assetId].currencyCode : ""}`
              : t("tokenUnits", { units: note.units, contract: note.contract ?? "" })}
            {note.reason ? ` (${note.reason})` : ""}
            <br />
            <span class="mono">{note.hash}</span> {t("sentFrom", { address: note.senderAddress })}
          </li>
        ))}
        {uncounted.map((u) => (
          <li key={`${u.network}:${u.contract}`} data-chain-uncounted={u.count}>
            <strong>{t("uncounted", { count: String(u.count) })}</strong>{" "}
            {u.amount !== null
              ? `${toPlainText(u.amount)} ${u.assetId && isAssetId(u.assetId) ? ASSETS[u.assetId].currencyCode : ""}`
              : u.contract === null
                ? t("nativeUnits", { units: u.units })
                : t("tokenUnits", { units: u.units, contract: u.contract })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Refund({ model, view, session }: { model: OrderModel; view: PortalOrder; session: SessionModel }): JSX.Element | null {
  const refund = useModel(() => new RefundForm(model));
  const { form, amount } = refund;
  const target = refundTarget(view);
  if (!target) return null;
  if (!session.info.value.payouts) return <PayoutsElsewhere id="refund" heading={t("refundHeading")} />;
  return (
    <section class="card" aria-labelledby="refund">
      <h2 id="refund">{t("refundHeading")}</h2>
      <SettingsForm
        form={form}
        name="refund"
        submitLabel={t("refundButton")}
        doneLabel={refund.done.value}
        check={() => refund.check(target)}
        send={() => refund.send(target)}
      >
        <Field
          id="amount"
          label={t("sellAmount")}
          hint={t("refundAmountHint", { max: toPlainText(target.max), asset: target.currencyCode })}
          value={amount.value}
          onInput={(v) => (amount.value = v)}
          error={form.errors.value.amount}
          required
        />
        <Field
          id="destinationAddress"
          label={t("refundDestination")}
          hint={`${t("refundDestinationHint", { network: target.network.displayName })}${refund.toSender(target) ? ` ${to("refundDestinationSender")}` : ""}`}
          value={refund.destination(target)}
          onInput={(v) => (refund.typed.value = v)}
          error={form.errors.value.destinationAddress}
          required
        />
        {/* The destination whole, its ends set apart: an input cannot show a look-alike's middle apart. */}
        {refund.destination(target).trim() ? (
          <p class="field__hint" data-refund-destination>
            {to("refundGoesTo")} <AddressText address={refund.destination(target).trim()} />
          </p>
        ) : null}
        {target.senders.length > 1 ? (
          <div data-refund-senders>
            <p class="field__hint">{to("refundOtherSenders")}</p>
            <ul class="plain-list">
              {target.senders.map((address) => (
                <li key={address}>
                  <button
                    type="button"
                    class="button button--quiet"
                    data-refund-sender={address}
                    onClick={() => (refund.typed.value = address)}
                  >
                    <AddressText address={address} />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </SettingsForm>
      {form.errors.value.confirmation ? <StepUp session={session} id="refund-step-up" refused={form} /> : null}
    </section>
  );
}

/** The late payment's part (Mark as paid), fetched only for an order paid after its window. */
const latePaymentPart = lazyPart(() => import("./late-payment.tsx"));

function LatePayment(props: { model: OrderModel; view: PortalOrder; session: SessionModel }): JSX.Element | null {
  const part = props.view.order.paidAfterExpiry ? latePaymentPart() : null;
  return part ? <part.MarkPaid {...props} /> : null;
}

/** The sandbox's controls, fetched only in sandbox mode: a service on a real chain never needs them. */
const sandboxPart = lazyPart(() => import("./sandbox-controls.tsx"));

function Sandbox(props: { model: OrderModel; view: PortalOrder }): JSX.Element | null {
  const part = sandboxPart();
  return part ? <part.SandboxControls {...props} /> : null;
}

export function OrderScreen({ session, id }: { session: SessionModel; id: string }): JSX.Element {
  const model = useModel(() => new OrderModel(session.guarded, id));
  const view = model.order.value;
  const incoming = view?.order.type === "payment" || view?.order.type === "deposit";
  return (
    <>
      <ScreenHeading>{t("orderHeading", { id })}</ScreenHeading>
      <p>
        <a href={`${PORTAL_BASE}/orders`} onClick={link(`${PORTAL_BASE}/orders`)}>
          {t("backToOrders")}
        </a>{" "}
        · {t("orderLive")}
      </p>
      {model.failed.value && !view ? (
        <p class="form-error" role="alert">
          {t("notFoundHeading")}
        </p>
      ) : null}
      {view ? (
        <div data-order={view.order.id}>
          <Facts view={view} />
          <LatePayment model={model} view={view} session={session} />
          <Transactions view={view} />
          <ChainNotes view={view} />
          <Refund model={model} view={view} session={session} />
          {session.info.value.sandbox && incoming ? <Sandbox model={model} view={view} /> : null}
          <section class="card" aria-labelledby="order-deliveries">
            <h2 id="order-deliveries">{t("deliveriesHeading")}</h2>
            <DeliveriesTable deliveries={model.deliveries.value} guarded={session.guarded} changed={model.refresh} />
          </section>
        </div>
      ) : model.failed.value ? null : (
        <p aria-busy="true">{t("loading")}</p>
      )}
    </>
  );
}
