// The sandbox's controls on an order's page, marked as such: a simulated transfer to the order
// and blocks added to a pending transfer. A chunk of its own, fetched only in sandbox mode.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import type { PortalOrder } from "../../shared/index.ts";
import { t } from "../lib/i18n.ts";
import type { OrderModel } from "../models/orders-model.ts";
import { ConfirmationsForm, SimulateForm } from "../models/sandbox-forms.ts";
import { Check } from "./controls.tsx";
import { Field } from "./field.tsx";
import { SettingsForm } from "./settings-form.tsx";

export function SandboxControls({ model, view }: { model: OrderModel; view: PortalOrder }): JSX.Element {
  const simulate = useModel(() => new SimulateForm(model));
  const blocks = useModel(() => new ConfirmationsForm(model));
  const { form: transfer, amount, confirmed } = simulate;
  const { count } = blocks;
  const pending = view.order.transactions.find((tx) => tx.status === "pending");
  return (
    <section class="card sandbox" aria-labelledby="sandbox-controls" data-sandbox-controls>
      <h2 id="sandbox-controls">
        <span class="badge">{t("sandboxBadge")}</span> {t("sandboxHeading")}
      </h2>
      <p>{t("sandboxIntro")}</p>
      <SettingsForm
        form={transfer}
        name="simulate"
        submitLabel={t("simulateTransfer")}
        doneLabel={t("transferSimulated")}
        send={simulate.send}
      >
        <Field
          id="simulateAmount"
          label={t("simulateAmount")}
          hint={t("simulateAmountHint")}
          value={amount.value}
          onInput={(v) => (amount.value = v)}
          error={transfer.errors.value.amount}
        />
        <Check id="simulateConfirmed" label={t("simulateConfirmed")} checked={confirmed.value} onChange={(on) => (confirmed.value = on)} />
      </SettingsForm>
      {pending ? (
        <SettingsForm form={blocks.form} name="confirm" submitLabel={t("addConfirmations")} send={() => blocks.send(pending.id)}>
          <Field
            id="confirmations"
            label={t("confirmationsToAdd")}
            hint={t("confirmationsToAddHint", {
              missing: String(Math.max(0, (pending.requiredConfirmations ?? 0) - (pending.confirmations ?? 0))),
            })}
            value={count.value}
            onInput={(v) => (count.value = v)}
            error={blocks.form.errors.value.confirmations}
          />
        </SettingsForm>
      ) : null}
    </section>
  );
}
