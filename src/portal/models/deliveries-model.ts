// An integration's webhook deliveries, newest first, with redelivery and a test event.
import { createModel, signal } from "@preact/signals";
import { Delivery, PortalDeliveryList } from "../../shared/index.ts";
import { call } from "../lib/api.ts";

type Guarded = <T>(work: () => Promise<T>) => Promise<T>;

export const DeliveriesModel = createModel((guarded: Guarded, integrationId: string) => {
  const list = signal<Delivery[] | null>(null);
  async function load(): Promise<void> {
    list.value = (
      await guarded(() => call("GET", `/portal/api/deliveries?integrationId=${encodeURIComponent(integrationId)}`, PortalDeliveryList))
    ).data;
  }
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
