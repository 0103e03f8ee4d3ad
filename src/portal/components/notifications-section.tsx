// The Account screen's email notifications: one checkbox per kind, saved as it is flipped.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import type { NotificationSettings } from "../../shared/index.ts";
import { type MessageKey, t } from "../lib/i18n.ts";
import { NotificationsModel, type NotificationsApi } from "../models/notifications-model.ts";
import { Check } from "./controls.tsx";

const SWITCHES: [keyof NotificationSettings, MessageKey][] = [
  ["paymentCompleted", "notifyPaymentCompleted"],
  ["payoutWaiting", "notifyPayoutWaiting"],
  ["callbacksFailing", "notifyCallbacksFailing"],
  ["reorgAfterCredit", "notifyReorgAfterCredit"],
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
      {view
        ? SWITCHES.map(([key, label]) => (
            <Check
              key={key}
              id={`notify-${key}`}
              label={t(label)}
              checked={view.settings[key]}
              onChange={(on) => void model.set(key, on)}
            />
          ))
        : null}
      <p class="notice" role="status">
        {saved === null ? "" : saved ? t("notificationsSaved") : t("notificationsNotSaved")}
      </p>
    </section>
  );
}
