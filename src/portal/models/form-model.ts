// One form's state: its field errors (each shown next to its input), whether it is sending, and
// a success notice. Client-side checks run first; the service's refusals land the same way.
import { createModel, signal } from "@preact/signals";
import { Refused, Unreachable } from "../lib/api.ts";
import { byField, type FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";

export const FormModel = createModel((fields: readonly string[]) => {
  const errors = signal<FieldErrors>({});
  const sending = signal(false);
  const done = signal(false);
  /** The last submission as its form made it: sent again once a step-up allows it. */
  let last: (() => Promise<boolean>) | null = null;
  return {
    errors,
    sending,
    done,
    /** Sends `run` (a submission) and keeps it, so the step-up can send it again. */
    attempt(run: () => Promise<boolean>): Promise<boolean> {
      last = run;
      return run();
    },
    /** The change the merchant asked for, sent again after the step-up, with the fields as they are now. */
    retry(): Promise<boolean> {
      return last ? last() : Promise.resolve(false);
    },
    /** Runs `send` unless `check` found errors; the service's refusals become field errors. */
    async submit(check: FieldErrors, send: () => Promise<void>): Promise<boolean> {
      done.value = false;
      if (Object.keys(check).length > 0) {
        errors.value = check;
        return false;
      }
      errors.value = {};
      sending.value = true;
      try {
        await send();
        done.value = true;
        return true;
      } catch (error) {
        if (error instanceof Refused) errors.value = byField(error.errors, fields);
        else if (error instanceof Unreachable) errors.value = { form: t("errorNetwork") };
        else errors.value = { form: error instanceof Error ? error.message : String(error) };
        return false;
      } finally {
        sending.value = false;
      }
    },
  };
});
export type FormModel = InstanceType<typeof FormModel>;
