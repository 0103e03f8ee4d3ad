// The account's email notifications: loaded once, each choice saved as it is made (the whole
// settings sent, the service's answer kept), with one line saying whether the last save took.
import { createModel, signal } from "@preact/signals";
import { type NotificationSettings, NotificationsView } from "../../shared/index.ts";
import { call } from "../lib/api.ts";

export interface NotificationsApi {
  load(): Promise<NotificationsView>;
  save(settings: NotificationSettings): Promise<NotificationsView>;
}

export const portalNotificationsApi: NotificationsApi = {
  load: () => call("GET", "/portal/api/notifications", NotificationsView),
  save: (settings) => call("PUT", "/portal/api/notifications", NotificationsView, settings),
};

export const NotificationsModel = createModel((api: NotificationsApi = portalNotificationsApi) => {
  const view = signal<NotificationsView | null>(null);
  const saving = signal(false);
  /** The last save's outcome: null before any. */
  const saved = signal<boolean | null>(null);
  void api.load().then(
    (loaded) => {
      view.value = loaded;
    },
    () => {
      saved.value = false;
    },
  );
  return {
    view,
    saving,
    saved,
    async set<K extends keyof NotificationSettings>(key: K, value: NotificationSettings[K]): Promise<void> {
      const current = view.value;
      if (!current || saving.value) return;
      saving.value = true;
      try {
        view.value = await api.save({ ...current.settings, [key]: value });
        saved.value = true;
      } catch {
        saved.value = false;
      } finally {
        saving.value = false;
      }
    },
  };
});
export type NotificationsModel = InstanceType<typeof NotificationsModel>;
