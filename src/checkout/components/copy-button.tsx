// One-tap copy with a confirmation that names what was copied. The button's accessible name
// stays "Copy address" / "Copy amount" (what the end-to-end tests look it up by); the
// confirmation appears beside it in a live region. When the browser allows no copying at all,
// a selected, read-only field lets the payer copy by hand.
import { useEffect, useRef } from "preact/hooks";
import { useModel } from "@preact/signals";
import { CopyModel } from "../models/copy-model.ts";
import { CopyIcon, DoneIcon } from "./icons.tsx";

export function CopyButton(props: {
  value: string;
  label: string;
  copiedLabel: string;
  manualLabel: string;
  name: string;
  /** The one filled button of the screen; the others are tonal. */
  primary?: boolean;
}) {
  const model = useModel(CopyModel);
  const field = useRef<HTMLInputElement>(null);
  const outcome = model.outcome.value;

  useEffect(() => {
    if (outcome === "manual" && field.current) {
      field.current.focus();
      field.current.select();
    }
  }, [outcome]);

  return (
    <div class="copy" data-copy={props.name}>
      <button
        type="button"
        class={`button copy-button ${props.primary ? "button-primary" : "button-tonal"}`}
        data-copied={outcome === "copied" ? "true" : undefined}
        onClick={() => model.copy(props.value)}
      >
        {outcome === "copied" ? <DoneIcon /> : <CopyIcon />}
        <span>{props.label}</span>
      </button>
      <span class="copy-status" role="status">
        {outcome === "copied" ? props.copiedLabel : ""}
      </span>
      {outcome === "manual" && (
        <label class="manual-copy">
          <span class="manual-copy-label">{props.manualLabel}</span>
          <input ref={field} class="manual-copy-field" type="text" readOnly value={props.value} dir="ltr" spellcheck={false} />
        </label>
      )}
    </div>
  );
}
