// What to send and where: the amount as the hero (exact, without meaningless zeros), the asset
// and its network spelled out with their marks, the QR code and, on phones, the wallets that
// take the payment in one tap, the address, and the warnings that save funds: the network,
// the fee coin, an exchange's withdrawal fee, and the token contract to check.
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { formatAmount } from "../lib/amount-format.ts";
import type { Locale } from "../lib/checkout-url.ts";
import { RTL_LOCALES, useLanguage, useT } from "../lib/i18n.ts";
import { fiatText, plainText, type PaymentView } from "../lib/payment-view.ts";
import { AddressBlock } from "./address-block.tsx";
import { CopyButton } from "./copy-button.tsx";
import { AssetMark, ExternalIcon, WarningIcon } from "./icons.tsx";
import { QrCode } from "./qr-code.tsx";
import { WalletLinks } from "./wallet-links.tsx";

/** "USDT on Tron (TRC-20)" for a token, "ETH on Ethereum" for the network's own coin. */
export function assetLabel(view: PaymentView, t: ReturnType<typeof useT>): string {
  const network = view.native ? view.networkName : `${view.networkName} (${view.network.tokenStandard})`;
  return t("assetOnNetwork", { asset: view.currency, network });
}

/**
 * An amount with its currency inside a translated sentence, kept left to right: in an Arabic,
 * Persian or Hebrew sentence "25.5 USDT" would otherwise be laid out as "USDT 25.5".
 * (U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL ISOLATE; nothing in a left-to-right language.)
 */
export function amountInSentence(amount: string, currency: string, locale: Locale): string {
  return RTL_LOCALES.has(locale) ? `\u2066${amount} ${currency}\u2069` : `${amount} ${currency}`;
}

/** "TR7NHqje…jLj6t": enough of both ends to compare with the wallet's token page. */
export function shortContract(contract: string): string {
  return contract.length <= 16 ? contract : `${contract.slice(0, 8)}…${contract.slice(-6)}`;
}

function Hero(props: { order: CheckoutOrder; view: PaymentView }) {
  const t = useT();
  const { locale } = useLanguage();
  const { order, view } = props;
  if (view.amount === null || view.amountText === null) {
    return (
      <div class="hero">
        <h3 class="field-label">{t("amount")}</h3>
        <p class="amount">{t("anyAmount")}</p>
        {order.minimumAmount && (
          <p class="fiat" dir="auto">
            {t("minimum", {
              amount: (RTL_LOCALES.has(locale) ? "\u2066" : "") + formatAmount(plainText(order.minimumAmount.amount), locale),
              currency: order.minimumAmount.currency + (RTL_LOCALES.has(locale) ? "\u2069" : ""),
            })}
          </p>
        )}
      </div>
    );
  }
  return (
    <div class="hero">
      {/* Once part has arrived, the amount (its copy button and QR too) is the remainder, and says so
          (the status line above says it aloud too, so the phone budget keeps its rows). */}
      <h3 class="visually-hidden">{view.remainder ? t("amountStillToSend") : t("amountToSend")}</h3>
      <div class="hero-row">
        <div class="hero-main">
          <p class="amount" dir="ltr">
            <span class="amount-value" data-amount={view.amount} translate={false}>
              {formatAmount(view.amountText, locale)}
            </span>{" "}
            <span class="amount-currency">{view.currency}</span>
          </p>
          {order.requestedFiatAmount && !view.remainder && (
            <p class="fiat" dir="ltr">
              {t("fiatValue", {
                amount: formatAmount(fiatText(order.requestedFiatAmount.amount), locale),
                currency: order.requestedFiatAmount.currency,
              })}
            </p>
          )}
        </div>
        <CopyButton
          name="amount"
          value={view.amountText}
          label={t("copyAmount")}
          copiedLabel={t("amountCopied")}
          manualLabel={t("copyByHand")}
        />
      </div>
    </div>
  );
}

export function PaymentDetails(props: { order: CheckoutOrder; view: PaymentView }) {
  const t = useT();
  const { locale } = useLanguage();
  const { order, view } = props;
  const qrLabel =
    view.amountText !== null && view.qrValue !== order.address
      ? t("qrLabelWithAmount", { amount: view.amountText, currency: view.currency, address: order.address })
      : t("qrLabel", { address: order.address });
  const coin = view.network.nativeAssetId;
  return (
    <section class="details" aria-labelledby="details-heading">
      <h2 class="visually-hidden" id="details-heading">
        {t("paymentDetails")}
      </h2>
      <Hero order={order} view={view} />

      <div class="asset-row">
        <AssetMark currency={view.currency} network={view.native ? undefined : coin} />
        <div class="asset-text">
          <p class="asset-network" data-asset={order.asset.id} data-network={view.network.id}>
            {assetLabel(view, t)}
          </p>
          {view.token && (
            <p class="token-contract" data-contract={view.token.contract}>
              {t("tokenContract")}{" "}
              {view.token.explorerUrl ? (
                <a class="inline-link" href={view.token.explorerUrl} target="_blank" rel="noopener noreferrer">
                  <span class="contract" dir="ltr" translate={false}>
                    {shortContract(view.token.contract)}
                  </span>
                  <ExternalIcon />
                  <span class="visually-hidden"> {t("opensInNewTab")}</span>
                </a>
              ) : (
                // A private chain: no public explorer shows it, so the contract is written out whole to compare.
                <span class="contract" dir="ltr" translate={false}>
                  {view.token.contract}
                </span>
              )}
            </p>
          )}
        </div>
      </div>

      <div class="pay-with">
        <QrCode value={view.qrValue} label={qrLabel} caption={t("scanHint")} />
        <WalletLinks wallets={view.wallets} tron={view.network.id === "tron"} />
      </div>

      <AddressBlock address={order.address} />

      <ul class="warnings">
        <li class="warning warning-network">
          <WarningIcon />
          <span>
            <strong>{t("networkWarning", { asset: view.currency, network: view.networkName })}</strong>
            {!view.native && <> {t("feeWarning", { coin })}</>}
          </span>
        </li>
        {view.amountText !== null && (
          <li class="warning warning-exchange" data-exchange-warning>
            {t("exchangeWarning", { amount: amountInSentence(formatAmount(view.amountText, locale), view.currency, locale) })}
          </li>
        )}
      </ul>
    </section>
  );
}
