// The Payouts screen (chain mode): what the merchant's own wallet owes, open payouts first, each
// with what a wallet needs (network, asset, the exact amount, the destination in full, links
// that open the wallet on that transfer, copy buttons) and a cancel while nothing was seen; then
// the done ones with the transfer that paid them. A chunk of its own, with its words: only a
// visit to the screen fetches it.
import "../styles/payouts.css";
import { useModel, useSignal } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect, useMemo } from "preact/hooks";
import { ASSETS, isAssetId, NETWORKS, toPlainText, type PayoutItem } from "../../shared/index.ts";
import { QrSvg } from "../../shared/qr-svg.tsx";
import { copyText } from "../lib/clipboard.ts";
import { localTime, sectionWords, t } from "../lib/i18n.ts";
import { lazyPart } from "../lib/lazy-part.ts";
import { PORTAL_BASE } from "../lib/router.ts";
import words, { type PayoutWord } from "../locales/en-payouts.ts";
import { FormModel } from "../models/form-model.ts";
import { isOpenPayout, PayoutsModel } from "../models/payouts-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { AddressText } from "./address-text.tsx";
import { link } from "./auth-screen.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";

const w: (key: PayoutWord, values?: Record<string, string>) => string = sectionWords("payouts", words);

const STATE_WORD: Record<PayoutItem["payout"]["state"], PayoutWord> = {
  awaitingPayment: "stateAwaitingPayment",
  seen: "stateSeen",
  completed: "stateCompleted",
  cancelled: "stateCancelled",
};

const orderPath = (id: string) => `${PORTAL_BASE}/orders/${encodeURIComponent(id)}`;

const when = (iso: string) => <time dateTime={iso}>{localTime(iso)}</time>;

function assetOf(item: PayoutItem): { code: string; network: string } {
  const { assetId, network } = item.payout;
  if (!isAssetId(assetId)) return { code: assetId, network };
  const asset = ASSETS[assetId];
  const net = NETWORKS[asset.network];
  return { code: asset.currencyCode, network: asset.native ? net.displayName : `${net.displayName} (${net.tokenStandard})` };
}

/** A copy button named for what it copies; the outcome is announced beside it. */
function CopyButton({ label, value }: { label: string; value: string }): JSX.Element {
  const outcome = useSignal<"" | "copied" | "failed">("");
  return (
    <span class="copy-field__row">
      <button
        type="button"
        class="button button--quiet"
        data-copy-value={value}
        onClick={() => void copyText(value).then((ok) => (outcome.value = ok ? "copied" : "failed"))}
      >
        {label}
      </button>
      <span role="status" class="copy-field__status">
        {outcome.value === "copied" ? w("copied") : outcome.value === "failed" ? w("copyFailed") : ""}
      </span>
    </span>
  );
}

/** What the chain showed besides a payout's payment: a chunk of its own, fetched when a payout has some. */
const transfersPart = lazyPart(() => import("./payout-transfers.tsx"));

const hasTransfers = (item: PayoutItem): boolean =>
  (item.payout.strangers?.length ?? 0) > 0 || (item.payout.late?.length ?? 0) > 0 || item.payout.reorgedAfterCompletion !== undefined;

function PayoutTransfers({ item, model, session }: { item: PayoutItem; model: PayoutsModel; session: SessionModel }): JSX.Element | null {
  const part = transfersPart();
  if (!part) return <p aria-busy="true">{t("loading")}</p>;
  return (
    <>
      <part.ReorgFlag item={item} />
      <part.StrangerTransfers item={item} model={model} session={session} />
      <part.LateTransfers item={item} />
    </>
  );
}

/** The QR encoder, the chunk two-factor's setup and the payment links already share: fetched when a payout awaits a wallet. */
const qrPart = lazyPart(() => import("../../shared/qr-drawing.ts"));

/**
 * The wallet link as a QR code, for a wallet on a phone: the EIP-681 URI where there is one (the
 * token, the chain id, the destination and the base units in one scan), else the destination
 * alone (TRON wallets take the address; the amount is shown and copied beside it).
 */
function PayoutQr({ item }: { item: PayoutItem }): JSX.Element {
  const links = item.payout.walletLinks;
  const value = links.eip681 ?? links.plain.address;
  const qr = qrPart();
  const drawing = useMemo(() => qr?.qrDrawing(value) ?? null, [qr, value]);
  const label = w(links.eip681 ? "qrWalletLink" : "qrDestination");
  return drawing ? <QrSvg class="payout__qr" drawing={drawing} value={value} label={label} /> : <div class="payout__qr" aria-busy="true" />;
}

function WalletLinks({ item }: { item: PayoutItem }): JSX.Element | null {
  const links = item.payout.walletLinks;
  const offered: [string, string, string][] = [];
  if (links.metamask) offered.push(["metamask", links.metamask, w("openInMetamask")]);
  if (links.trustWallet) offered.push(["trust-wallet", links.trustWallet, w("openInTrustWallet")]);
  if (links.eip681) offered.push(["eip681", links.eip681, w("openInWallet")]);
  if (offered.length === 0) return null;
  return (
    <p class="payout__links">
      {offered.map(([kind, href, label]) => (
        <a key={kind} class="button" href={href} rel="noopener noreferrer" data-wallet-link={kind}>
          {label}
        </a>
      ))}
    </p>
  );
}

function CancelPayout({ item, model, session }: { item: PayoutItem; model: PayoutsModel; session: SessionModel }): JSX.Element {
  const form = useModel(() => new FormModel(["confirmation", "orderId"]));
  const confirming = useSignal(false);
  const { code } = assetOf(item);
  const name = `cancel-${item.orderId}`;
  return (
    <div class="payout__cancel">
      {confirming.value ? (
        <>
          <SettingsForm
            form={form}
            name={name}
            submitLabel={w("cancelYes")}
            doneLabel=""
            send={async () => {
              await model.cancel(item.orderId);
              confirming.value = false;
            }}
          >
            <p>{w("cancelConfirm", { amount: toPlainText(item.payout.amount), asset: code })}</p>
          </SettingsForm>
          <button type="button" class="button" onClick={() => (confirming.value = false)}>
            {w("cancelNo")}
          </button>
        </>
      ) : (
        <button type="button" class="button" onClick={() => (confirming.value = true)}>
          {w("cancel")}
        </button>
      )}
      {form.errors.value.orderId ? (
        <p class="form-error" role="alert">
          {form.errors.value.orderId}
        </p>
      ) : null}
      {form.errors.value.confirmation ? <StepUp session={session} id={`${name}-step-up`} refused={form} /> : null}
    </div>
  );
}

function PayoutCard({ item, model, session }: { item: PayoutItem; model: PayoutsModel; session: SessionModel }): JSX.Element {
  const { payout } = item;
  const { code, network } = assetOf(item);
  const amount = toPlainText(payout.amount);
  const heading = `payout-${item.orderId}`;
  return (
    <li class="card payout" aria-labelledby={heading} data-payout={item.orderId} data-payout-state={payout.state}>
      <h3 id={heading}>
        {amount} {code} · {w(STATE_WORD[payout.state])}
      </h3>
      <dl class="facts">
        <dt>{w("network")}</dt>
        <dd>{network}</dd>
        <dt>{w("amount")}</dt>
        <dd>
          <span class="mono" data-payout-amount={amount}>
            {amount} {code}
          </span>{" "}
          <CopyButton label={w("copyAmount")} value={amount} />
        </dd>
        <dt>{w("destination")}</dt>
        <dd>
          <AddressText address={payout.destination} />{" "}
          {isOpenPayout(item) ? <CopyButton label={w("copyDestination")} value={payout.destination} /> : null}
        </dd>
        <dt>{item.refundOf ? w("refundOf") : w("withdrawal")}</dt>
        <dd>
          {item.refundOf ? (
            <a class="mono" href={orderPath(item.refundOf)} onClick={link(orderPath(item.refundOf))}>
              {item.refundOf}
            </a>
          ) : (
            <span class="mono">{item.orderId}</span>
          )}
        </dd>
        <dt>{w("requestedBy")}</dt>
        <dd>{item.requestedBy}</dd>
        <dt>{w("createdAt")}</dt>
        <dd>{when(payout.createdAt)}</dd>
        {payout.hash ? (
          <>
            <dt>{w("hash")}</dt>
            <dd>
              <span class="mono" data-payout-hash={payout.hash}>
                {payout.hash}
              </span>{" "}
              <CopyButton label={w("copyHash")} value={payout.hash} />
            </dd>
          </>
        ) : null}
        {payout.senderAddress ? (
          <>
            <dt>{w("sender")}</dt>
            <dd>
              <AddressText address={payout.senderAddress} />
            </dd>
          </>
        ) : null}
        {payout.markedPaidBy ? (
          <>
            <dt>{w("markedPaidBy")}</dt>
            <dd>{payout.markedPaidBy}</dd>
          </>
        ) : null}
        {payout.completedAt ? (
          <>
            <dt>{w("completedAt")}</dt>
            <dd>{when(payout.completedAt)}</dd>
          </>
        ) : null}
        {payout.cancelledAt ? (
          <>
            <dt>{w("cancelledAt")}</dt>
            <dd>{when(payout.cancelledAt)}</dd>
          </>
        ) : null}
      </dl>
      {isOpenPayout(item) ? <p class="field__hint">{w("destinationHint")}</p> : null}
      {hasTransfers(item) ? <PayoutTransfers item={item} model={model} session={session} /> : null}
      {payout.state === "awaitingPayment" ? (
        <>
          <PayoutQr item={item} />
          <WalletLinks item={item} />
          <CancelPayout item={item} model={model} session={session} />
        </>
      ) : null}
    </li>
  );
}

export function PayoutsScreen({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new PayoutsModel(session.guarded));
  useEffect(() => void model.load(), []);
  const items = model.items.value;
  return (
    <>
      <ScreenHeading>{w("heading")}</ScreenHeading>
      <p>{w("intro")}</p>
      {model.failed.value ? (
        <p class="form-error" role="alert">
          {w("failed")}
        </p>
      ) : null}
      {items === null ? (
        <p aria-busy="true">{t("loading")}</p>
      ) : items.length === 0 ? (
        <p>{w("empty")}</p>
      ) : (
        <>
          <section aria-labelledby="payouts-open" data-payouts="open">
            <h2 id="payouts-open">{w("openHeading")}</h2>
            {model.open.value.length === 0 ? (
              <p>{w("openEmpty")}</p>
            ) : (
              <ul class="payouts">
                {model.open.value.map((item) => (
                  <PayoutCard key={item.orderId} item={item} model={model} session={session} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="payouts-done" data-payouts="done">
            <h2 id="payouts-done">{w("doneHeading")}</h2>
            {model.done.value.length === 0 ? (
              <p>{w("doneEmpty")}</p>
            ) : (
              <ul class="payouts">
                {model.done.value.map((item) => (
                  <PayoutCard key={item.orderId} item={item} model={model} session={session} />
                ))}
              </ul>
            )}
          </section>
          {model.nextCursor.value !== null ? (
            <button type="button" class="button" onClick={() => void model.more()}>
              {w("more")}
            </button>
          ) : null}
        </>
      )}
    </>
  );
}
