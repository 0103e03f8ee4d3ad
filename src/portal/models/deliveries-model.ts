// An integration's webhook deliveries, newest first, with redelivery and a test event. Live
// while its screen is open: the outbox attempts, retries and gives up in the background, and a
// list read once would keep saying "pending, 0 attempts" after several attempts.
import { createModel, effect, signal } from "@preact/signals";
import { type BackoffWindow, Delivery, fullJitterDelay, PortalDeliveryList } from "../../shared/index.ts";
import { call, Unreachable } from "../lib/api.ts";
import { errorText } from "../lib/error-text.ts";
import { t } from "../lib/i18n.ts";

type Guarded = <T>(work: () => Promise<T>) => Promise<T>;

/** How often the list is read again while the page is visible; failures back off up to a minute. */
const POLL_MS = 2000;
const BACKOFF: BackoffWindow = { baseMs: POLL_MS, capMs: 60_000, floorMs: POLL_MS };

export const DeliveriesModel = createModel((guarded: Guarded, integrationId: string) => {
  const list = signal<Delivery[] | null>(null);
  /** Consecutive failed reads (0 after a success). */
  let failures = 0;
  async function load(): Promise<void> {
    list.value = (
      await guarded(() => call("GET", `/portal/api/deliveries?integrationId=${encodeURIComponent(integrationId)}`, PortalDeliveryList))
    ).data;
  }

  // One read in flight, the next scheduled after its answer (later and jittered after
  // failures), paused while the page is hidden; the effect's cleanup stops it with the screen.
  effect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loop = async () => {
      if (stopped) return;
      if (document.visibilityState === "visible") {
        try {
          await load();
          failures = 0;
        } catch {
          failures++;
        }
      }
      if (!stopped) timer = setTimeout(() => void loop(), failures === 0 ? POLL_MS : fullJitterDelay(failures, BACKOFF, Math.random()));
    };
    void loop();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  });

  return {
    list,
    load,
    async sendTest(): Promise<void> {
      await guarded(() => call("POST", `/portal/api/integrations/${encodeURIComponent(integrationId)}/webhook/test`, Delivery, {}));
      await load();
    },
  };
});

/** Redelivers one delivery (same webhook-id, a fresh signature at its attempt). */
export async function redeliver(guarded: Guarded, deliveryId: string): Promise<void> {
  await guarded(() => call("POST", `/portal/api/deliveries/${encodeURIComponent(deliveryId)}/redeliver`, Delivery));
}

/**
 * A table's redeliveries: one sent again, the list read again, and a line saying so, or saying
 * why not (a refused or failed redelivery is shown, never lost as an unhandled rejection).
 */
export const Redelivery = createModel((send: (deliveryId: string) => Promise<void>, changed: () => Promise<void>) => {
  const notice = signal("");
  return {
    notice,
    async redeliver(deliveryId: string): Promise<void> {
      try {
        await send(deliveryId);
        await changed();
        notice.value = t("redelivered");
      } catch (error) {
        notice.value = error instanceof Unreachable ? t("errorNetwork") : errorText(error);
      }
    },
  };
});
