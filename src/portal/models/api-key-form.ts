// The API keys screen's forms: a new key's name (1 to API_KEY_NAME_MAX characters, checked
// before anything is sent) and a key's revoke, asked to confirm first. Kept out of the
// components, which only draw.
import { createModel, signal } from "@preact/signals";
import { API_KEY_NAME_MAX } from "../../shared/index.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { FormModel } from "./form-model.ts";

/** What the forms need of the keys' model. */
export interface ApiKeys {
  create(name: string): Promise<void>;
  revoke(id: string): Promise<void>;
}

export const ApiKeyForm = createModel((keys: ApiKeys) => {
  const name = signal("");
  return {
    form: new FormModel(["name", "confirmation"]),
    name,
    check(): FieldErrors {
      const length = name.value.trim().length;
      return length < 1 || length > API_KEY_NAME_MAX ? { name: t("errorKeyName", { max: String(API_KEY_NAME_MAX) }) } : {};
    },
    /** The name trimmed; emptied once the key is made (its secret is then shown once). */
    async send(): Promise<void> {
      await keys.create(name.value.trim());
      name.value = "";
    },
  };
});

/** One key's revoke: a confirmation first (it cannot be undone), then the request; a failure is said beside it. */
export const KeyRevoke = createModel((keys: ApiKeys, id: string) => {
  const asking = signal(false);
  const failed = signal(false);
  return {
    asking,
    failed,
    async confirm(): Promise<void> {
      failed.value = false;
      try {
        await keys.revoke(id);
        asking.value = false;
      } catch {
        failed.value = true;
      }
    },
  };
});
