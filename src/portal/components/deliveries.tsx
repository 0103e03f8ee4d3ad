// Webhook deliveries as a table: the order and the event, state, attempts, the last answer and
// its time, and the signed body on demand; each can be sent again (same webhook-id, signed afresh).
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import type { Delivery } from "../../shared/index.ts";
import { t, localTime } from "../lib/i18n.ts";
import { Redelivery, redeliver } from "../models/deliveries-model.ts";

type Guarded = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * What the callback says happened, read from its body: its type, and the payment's event
 * (completed, deposit, late) when it has one; a test event says so.
 */
export function eventOf(payload: string): string {
  try {
    const body = JSON.parse(payload) as { type?: unknown; data?: { payment?: { event?: unknown }; test?: unknown; status?: unknown } };
    const parts = [typeof body.type === "string" ? body.type : "?"];
    const event = body.data?.payment?.event;
    if (typeof event === "string") parts.push(event);
    else if (typeof body.data?.status === "string") parts.push(body.data.status);
    if (body.data?.test === true) parts.push(t("deliveryTest"));
    return parts.join(" · ");
  } catch {
    return "?";
  }
}

export function DeliveriesTable({
  deliveries,
  guarded,
  changed,
}: {
  deliveries: Delivery[];
  guarded: Guarded;
  changed: () => Promise<void>;
}): JSX.Element {
  const redelivery = useModel(() => new Redelivery((id) => redeliver(guarded, id), changed));
  if (deliveries.length === 0) return <p>{t("deliveriesEmpty")}</p>;
  return (
    <>
      <table class="table" data-deliveries>
        <thead>
          <tr>
            <th scope="col">{t("deliveryOrder")}</th>
            <th scope="col">{t("deliveryEvent")}</th>
            <th scope="col">{t("deliveryState")}</th>
            <th scope="col">{t("deliveryAttempts")}</th>
            <th scope="col">{t("deliveryLast")}</th>
            <th scope="col">{t("deliveryTime")}</th>
            <th scope="col">{t("deliveryBody")}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => {
            const last = delivery.attempts.at(-1);
            const when = last?.at ?? delivery.nextAttemptAt;
            return (
              <tr
                key={delivery.id}
                data-delivery={delivery.id}
                data-delivery-state={delivery.state}
                data-delivery-attempts={delivery.attempts.length}
              >
                <td data-label={t("deliveryOrder")} class="mono">
                  {delivery.orderId}
                </td>
                <td data-label={t("deliveryEvent")} data-delivery-event>
                  {eventOf(delivery.payload)}
                </td>
                <td data-label={t("deliveryState")}>
                  <span class="status">{delivery.state}</span>
                  <br />
                  <span class="mono">{delivery.id}</span>
                </td>
                <td data-label={t("deliveryAttempts")}>{delivery.attempts.length}</td>
                <td data-label={t("deliveryLast")}>
                  {last ? (
                    <>
                      {last.status ?? t("deliveryNoAnswer")}
                      {last.error ? <p class="field__hint">{last.error}</p> : null}
                    </>
                  ) : (
                    "—"
                  )}
                </td>
                <td data-label={t("deliveryTime")}>{when ? <time dateTime={when}>{localTime(when)}</time> : "—"}</td>
                <td data-label={t("deliveryBody")}>
                  <details>
                    <summary>{t("deliveryBody")}</summary>
                    <pre class="mono body-text">{delivery.payload}</pre>
                  </details>
                  <button
                    type="button"
                    class="button"
                    aria-label={`${t("redeliver")} ${delivery.id}`}
                    onClick={() => void redelivery.redeliver(delivery.id)}
                  >
                    {t("redeliver")}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p class="notice" role="status">
        {redelivery.notice.value}
      </p>
    </>
  );
}
