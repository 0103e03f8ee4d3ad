// What to send and where: amount (or "any amount" and the minimum), the asset and its network
// spelled out, the warnings that save funds, the QR code and the address.
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { useT } from "../lib/i18n.ts";
import { cryptoText, fiatText, type PaymentView } from "../lib/payment-view.ts";
import { AddressBlock } from "./address-block.tsx";
import { CopyButton } from "./copy-button.tsx";
import { QrCode } from "./qr-code.tsx";

/** "USDT on Tron (TRC-20)" for a token, "ETH on Ethereum" for the network's own coin. */
export function assetLabel(view: PaymentView, t: ReturnType<typeof useT>): string {
  const network = view.native ? view.network.displayName : `${view.network.displayName} (${view.network.tokenStandard})`;
  return t("assetOnNetwork", { asset: view.currency, network });
}

export function PaymentDetails(props: { order: CheckoutOrder; view: PaymentView }) {
  const t = useT();
  const { order, view } = props;
  const qrLabel =
    view.amount !== null && view.qrValue !== order.address
      ? t("qrLabelWithAmount", { amount: view.amount, currency: view.currency, address: order.address })
      : t("qrLabel", { address: order.address });
  return (
    <section class="card details" aria-labelledby="details-heading">
      <h2 class="visually-hidden" id="details-heading">
        {t("paymentDetails")}
      </h2>
      <div class="field amount-field">
        {view.amount !== null ? (
          <>
            <div class="amount-main">
              <h3 class="field-label">{view.remainder ? t("amountStillToSend") : t("amountToSend")}</h3>
              <p class="amount" dir="ltr">
                <span class="amount-value" data-amount={view.amount} translate={false}>
                  {view.amount}
                </span>{" "}
                <span class="amount-currency">{view.currency}</span>
              </p>
              {order.requestedFiatAmount && !view.remainder && (
                <p class="fiat" dir="ltr">
                  {t("fiatValue", { amount: fiatText(order.requestedFiatAmount.amount), currency: order.requestedFiatAmount.currency })}
                </p>
              )}
            </div>
            <CopyButton
              name="amount"
              value={view.amount}
              label={t("copyAmount")}
              copiedLabel={t("amountCopied")}
              manualLabel={t("copyByHand")}
            />
          </>
        ) : (
          <div class="amount-main">
            <h3 class="field-label">{t("amount")}</h3>
            <p class="amount">{t("anyAmount")}</p>
            <p class="fiat">
              {t("minimum", { amount: cryptoText(order.minimumAmount.amount), currency: order.minimumAmount.currency })}
            </p>
          </div>
        )}
      </div>

      <div class="network">
        <p class="asset-network" data-asset={order.asset.id} data-network={view.network.id}>
          {assetLabel(view, t)}
        </p>
        <ul class="warnings">
          <li class="warning">{t("networkWarning", { asset: view.currency, network: view.network.displayName })}</li>
          {!view.native && <li class="warning">{t("feeWarning", { coin: view.network.nativeAssetId })}</li>}
        </ul>
      </div>

      <QrCode value={view.qrValue} label={qrLabel} caption={t("scanHint")} />
      <AddressBlock address={order.address} />
    </section>
  );
}
