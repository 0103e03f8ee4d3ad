// A value with its copy button: the value stays selectable (and readable by tests through
// data-copy-value), the button's name says what it copies, and the outcome is announced.
import { useSignal } from "@preact/signals";
import type { JSX } from "preact";
import { copyText } from "../lib/clipboard.ts";
import { t } from "../lib/i18n.ts";

export function CopyField({
  id,
  label,
  value,
  multiline = false,
}: {
  id: string;
  label: string;
  value: string;
  multiline?: boolean;
}): JSX.Element {
  const outcome = useSignal<"" | "copied" | "failed">("");
  return (
    <div class="field copy-field">
      <label for={id}>{label}</label>
      {multiline ? (
        <textarea id={id} class="mono" readOnly rows={4} value={value} data-copy-value={value} />
      ) : (
        <input id={id} class="mono" readOnly value={value} data-copy-value={value} />
      )}
      <div class="copy-field__row">
        <button
          type="button"
          class="button"
          aria-label={`${t("copy")} ${label}`}
          onClick={() => void copyText(value).then((ok) => (outcome.value = ok ? "copied" : "failed"))}
        >
          {t("copy")}
        </button>
        <span role="status" class="copy-field__status">
          {outcome.value === "copied" ? t("copied") : outcome.value === "failed" ? t("copyFailed") : ""}
        </span>
      </div>
    </div>
  );
}
