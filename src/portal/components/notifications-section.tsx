// The Account screen's email notifications: payments completed as one choice of three (no mail,
// a mail each, a daily digest), then one checkbox per other kind, each saved as it is made.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import type { NotificationSettings, PaymentMailChoice } from "../../shared/index.ts";
import { type MessageKey, t } from "../lib/i18n.ts";
import { NotificationsModel, type NotificationsApi } from "../models/notifications-model.ts";
import { Check, CheckGroup } from "./controls.tsx";

type Switch = Exclude<keyof NotificationSettings, "paymentCompleted">;

const SWITCHES: [Switch, MessageKey][] = [
  ["payoutWaiting", "notifyPayoutWaiting"],
  ["callbacksFailing", "notifyCallbacksFailing"],
  ["reorgAfterCredit", "notifyReorgAfterCredit"],
];

const PAYMENT_CHOICES: [PaymentMailChoice, MessageKey][] = [
  ["off", "notifyPaymentsOff"],
  ["each", "notifyPaymentCompleted"],
  ["digest", "notifyPaymentsDigest"],
];

export function NotificationsSection({ api }: { api?: NotificationsApi }): JSX.Element {
  const model = useModel(() => new NotificationsModel(api));
  const view = model.view.value;
  const saved = model.saved.value;
  return (
    <section aria-labelledby="notifications" class="card">
      <h2 id="notifications">{t("notificationsHeading")}</h2>
      <p>{t("notificationsIntro")}</p>
      {view && !view.mailOn ? <p class="notice">{t("notificationsMailOff")}</p> : null}
      {view ? (
        <>
          <CheckGroup id="notify-payments" legend={t("notifyPaymentsLegend")}>
            {PAYMENT_CHOICES.map(([choice, label]) => (
              <div class="check" key={choice}>
                <input
                  id={`notify-payments-${choice}`}
                  type="radio"
                  name="notify-payments"
                  checked={view.settings.paymentCompleted === choice}
                  onChange={() => void model.set("paymentCompleted", choice)}
                />
                <label for={`notify-payments-${choice}`}>{t(label)}</label>
              </div>
            ))}
          </CheckGroup>
          {SWITCHES.map(([key, label]) => (
            <Check
              key={key}
              id={`notify-${key}`}
              label={t(label)}
              checked={view.settings[key]}
              onChange={(on) => void model.set(key, on)}
            />
          ))}
        </>
      ) : null}
      <p class="notice" role="status">
        {saved === null ? "" : saved ? t("notificationsSaved") : t("notificationsNotSaved")}
      </p>
    </section>
  );
}
