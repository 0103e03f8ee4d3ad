// An order whose payment arrived after its window: the merchant decides whether it completes
// (Mark as paid). A chunk of its own, with its words: only such an order's screen fetches it.
import { useModel, useSignal } from "@preact/signals";
import type { JSX } from "preact";
import type { PortalOrder } from "../../shared/index.ts";
import { localTime, sectionWords } from "../lib/i18n.ts";
import latePayment from "../locales/en-late-payment.ts";
import { FormModel } from "../models/form-model.ts";
import type { OrderModel } from "../models/orders-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";

const late = sectionWords("latePayment", latePayment);

/**
 * An order whose payment arrived after its window: the merchant decides whether it completes.
 * A change of trust (the shop is told it may deliver), so the service asks for a fresh step-up,
 * shown here when it does, and audits it; a confirmation first, as it cannot be undone.
 */

export function MarkPaid({ model, view, session }: { model: OrderModel; view: PortalOrder; session: SessionModel }): JSX.Element | null {
  const form = useModel(() => new FormModel(["confirmation"]));
  const confirming = useSignal(false);
  const { order } = view;
  if (!order.paidAfterExpiry) return null;
  // The order's id is one long word: set apart so that it may wrap anywhere on a phone.
  const [confirmBefore, confirmAfter] = late("markPaidConfirm", { id: "\u0000" }).split("\u0000");
  if (order.markedPaidAt) {
    return (
      <p class="notice card" role="status" data-marked-paid={order.markedPaidAt}>
        {late("markedPaid", { when: localTime(order.markedPaidAt) })}
      </p>
    );
  }
  if (order.status !== "inProgress") return null;
  return (
    <section class="card" aria-labelledby="paid-after-expiry" data-paid-after-expiry>
      <h2 id="paid-after-expiry">{late("paidAfterExpiryHeading")}</h2>
      <p>{late("paidAfterExpiryText")}</p>
      {confirming.value ? (
        <SettingsForm
          form={form}
          name="mark-paid"
          submitLabel={late("markPaidYes")}
          doneLabel=""
          send={async () => {
            await model.markPaid();
            confirming.value = false;
          }}
        >
          <p>
            {confirmBefore}
            <span class="mono">{order.id}</span>
            {confirmAfter}
          </p>
        </SettingsForm>
      ) : (
        <button type="button" class="button button--primary" onClick={() => (confirming.value = true)}>
          {late("markPaid")}
        </button>
      )}
      {confirming.value ? (
        <button type="button" class="button" onClick={() => (confirming.value = false)}>
          {late("markPaidNo")}
        </button>
      ) : null}
      {form.errors.value.confirmation ? <StepUp session={session} id="mark-paid-step-up" refused={form} /> : null}
    </section>
  );
}
