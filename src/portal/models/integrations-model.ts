// The merchant's integrations: the list, and one integration's settings with its actions. A
// signing secret answered by a creation or rotation is kept only in `secret`, shown once.
import { createModel, signal } from "@preact/signals";
import { PortalIntegration, PortalIntegrationList, PortalSecretShown, type RotateSecretRequest } from "../../shared/index.ts";
import { call } from "../lib/api.ts";

type Guarded = <T>(work: () => Promise<T>) => Promise<T>;

export const IntegrationsModel = createModel((guarded: Guarded) => {
  const list = signal<PortalIntegration[] | null>(null);
  const failed = signal(false);
  const created = signal<PortalSecretShown | null>(null);
  /** The read in flight, if one is. */
  let reading: Promise<void> | null = null;
  async function read(): Promise<void> {
    try {
      list.value = (await guarded(() => call("GET", "/portal/api/integrations", PortalIntegrationList))).data;
      failed.value = false;
    } catch {
      failed.value = true;
    }
  }
  function load(): Promise<void> {
    const current = read().finally(() => {
      if (reading === current) reading = null;
    });
    reading = current;
    return current;
  }
  return {
    list,
    failed,
    created,
    load,
    /**
     * The list as the service answered it, for a form sent before the screen's first read came
     * back: that read awaited, or a new one if none is in flight and none has succeeded.
     */
    async loaded(): Promise<PortalIntegration[] | null> {
      if (reading) await reading;
      else if (list.value === null) await load();
      return list.value;
    },
    async create(request: { name: string; url: string }): Promise<void> {
      created.value = await guarded(() => call("POST", "/portal/api/integrations", PortalSecretShown, request));
      await load();
    },
  };
});
export type IntegrationsModel = InstanceType<typeof IntegrationsModel>;

export const IntegrationModel = createModel((guarded: Guarded, id: string) => {
  const integration = signal<PortalIntegration | null>(null);
  const failed = signal(false);
  const secret = signal<string | null>(null);
  const path = `/portal/api/integrations/${encodeURIComponent(id)}`;
  return {
    integration,
    failed,
    secret,
    async load(): Promise<void> {
      try {
        integration.value = await guarded(() => call("GET", path, PortalIntegration));
        failed.value = false;
      } catch {
        failed.value = true;
      }
    },
    /** One settings section ("" for name and URL, "/webhook", "/branding", …). */
    async put(section: string, body: unknown): Promise<void> {
      integration.value = await guarded(() => call("PUT", `${path}${section}`, PortalIntegration, body));
    },
    async rotate(graceHours: RotateSecretRequest["graceHours"]): Promise<void> {
      const shown = await guarded(() => call("POST", `${path}/signing-secret`, PortalSecretShown, { graceHours }));
      integration.value = shown.integration;
      secret.value = shown.signingSecret;
    },
  };
});
export type IntegrationModel = InstanceType<typeof IntegrationModel>;
