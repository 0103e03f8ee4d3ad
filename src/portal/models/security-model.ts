// The account's keys and second factor: the API key list (created and revoked here; a new
// key's secret is held only until the merchant leaves the screen), and two-factor's setup, whose
// seed and recovery codes live in this model alone and are dropped once shown.
import { createModel, signal } from "@preact/signals";
import { ApiKeyList, CreatedApiKey, RecoveryCodes, TwoFactorSetup, type ApiKeyLine } from "../../shared/index.ts";
import { call } from "../lib/api.ts";

type Guarded = <T>(work: () => Promise<T>) => Promise<T>;

export const ApiKeysModel = createModel((guarded: Guarded) => {
  const keys = signal<ApiKeyLine[] | null>(null);
  const failed = signal(false);
  /** The key just created, with its secret: shown until the merchant leaves the screen. */
  const created = signal<CreatedApiKey | null>(null);
  async function load(): Promise<void> {
    try {
      keys.value = (await guarded(() => call("GET", "/portal/api/keys", ApiKeyList))).data;
      failed.value = false;
    } catch {
      failed.value = true;
    }
  }
  return {
    keys,
    failed,
    created,
    load,
    async create(name: string): Promise<void> {
      created.value = await guarded(() => call("POST", "/portal/api/keys", CreatedApiKey, { name }));
      await load();
    },
    async revoke(id: string): Promise<void> {
      await guarded(() => call("POST", `/portal/api/keys/${encodeURIComponent(id)}/revoke`, null));
      await load();
    },
  };
});
export type ApiKeysModel = InstanceType<typeof ApiKeysModel>;

export const TwoFactorModel = createModel((guarded: Guarded) => {
  const setup = signal<TwoFactorSetup | null>(null);
  const recoveryCodes = signal<string[] | null>(null);
  return {
    setup,
    recoveryCodes,
    async start(): Promise<void> {
      setup.value = await guarded(() => call("POST", "/portal/api/two-factor/setup", TwoFactorSetup));
    },
    async enable(code: string): Promise<void> {
      recoveryCodes.value = (await guarded(() => call("POST", "/portal/api/two-factor/enable", RecoveryCodes, { code }))).recoveryCodes;
      // The seed is not needed again: dropped from the page's memory.
      setup.value = null;
    },
    async disable(): Promise<void> {
      await guarded(() => call("POST", "/portal/api/two-factor/disable", null));
      recoveryCodes.value = null;
    },
    /** The codes were saved: they leave the page. */
    dismissCodes(): void {
      recoveryCodes.value = null;
    },
  };
});
export type TwoFactorModel = InstanceType<typeof TwoFactorModel>;
