// State of one copy button: idle, copied, or "copy it by hand".
import { createModel, signal } from "@preact/signals";
import { copyText, type CopyOutcome } from "../lib/clipboard.ts";

export const CopyModel = createModel(() => {
  const outcome = signal<CopyOutcome | "idle">("idle");
  return {
    outcome,
    /** Must run inside the click handler: copyText starts the Clipboard API call synchronously. */
    copy(text: string): Promise<void> {
      // Back to idle first, so a second copy is announced again.
      outcome.value = "idle";
      return copyText(text).then((result) => {
        outcome.value = result;
      });
    },
  };
});
