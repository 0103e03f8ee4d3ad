// A link's order's payment window on screen, a chunk of its own (window-loader.ts): most
// orders have no window, so their pages never load it. The time left while the window is open,
// and once it has ended the screen that says so (expired, or a payment that arrived late) with
// the way to start again from the link. What the phase is, the model decides
// (lib/payment-window.ts); its clock ticks only while a window is open.
import type { ReadonlySignal } from "@preact/signals";
import { LINK_PAGE_PATH } from "../../shared/routes.ts";
import type { CheckoutOrder } from "../../shared/schemas/checkout-order.ts";
import { useLanguage, useT } from "../lib/i18n.ts";
import { clockText, secondsLeft } from "../lib/countdown-text.ts";
import type { Connection } from "../models/order-model.ts";
import { merchantBrand } from "../lib/branding.ts";
import { WarningIcon } from "./icons.tsx";
import { BackLink, ConnectionNotice, MerchantHeader } from "./merchant-frame.tsx";
import { Screen } from "./screen.tsx";

/**
 * "Time left to pay: 14:59". A timer, not a live region: a screen reader reads it when the
 * payer gets there instead of every second. Only this line reads the ticking clock, so a tick
 * redraws nothing else.
 */
export function Countdown(props: { order: CheckoutOrder; now: ReadonlySignal<number> }) {
  const t = useT();
  const seconds = secondsLeft(props.order, props.now.value);
  return (
    <p class="window-left" role="timer" data-seconds-left={seconds}>
      {t("timeLeft", { time: clockText(seconds) })}
    </p>
  );
}

/** The link's page again, in the payer's language: a new order at the rate of that moment. */
function startAgainHref(linkId: string, locale: string): string {
  return `${LINK_PAGE_PATH}/${encodeURIComponent(linkId)}?${new URLSearchParams({ lang: locale })}`;
}

/**
 * The window has ended. Expired: nothing arrived, the amount asked no longer holds, so the
 * payment details are gone and the payer starts again. Late: a transfer arrived after the end;
 * it is never lost (the merchant has it), but it does not complete the order by itself, so the
 * page says so instead of asking for anything.
 */
export function WindowEndedScreen(props: { order: CheckoutOrder; phase: "expired" | "late"; connection: Connection }) {
  const t = useT();
  const { locale } = useLanguage();
  const { order, phase } = props;
  return (
    <Screen
      accent={merchantBrand(order.merchant).accent}
      name={phase === "late" ? "paid-late" : "expired"}
      connection={props.connection}
      header={<MerchantHeader merchant={order.merchant} backLink={false} />}
    >
      <ConnectionNotice connection={props.connection} />
      <div class={`message message-${phase}`}>
        <span class="message-mark" aria-hidden="true">
          <WarningIcon />
        </span>
        <h2 class="message-heading">{t("expiredHeading")}</h2>
        <p class="message-body" role="status">
          {phase === "late" ? t("paidAfterExpiry") : t("expiredBody")}
        </p>
      </div>
      {phase === "expired" && order.paymentLinkId !== undefined && (
        <footer class="footer">
          <a class="button button-primary start-again" href={startAgainHref(order.paymentLinkId, locale)}>
            {t("startAgain")}
          </a>
        </footer>
      )}
      <BackLink merchant={order.merchant} returnUrl={order.returnUrl} primary={phase === "late" || order.paymentLinkId === undefined} />
    </Screen>
  );
}
