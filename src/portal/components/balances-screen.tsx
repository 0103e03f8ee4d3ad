// Balances per integration and asset, and a withdrawal from one of them. A withdrawal asks for
// a recent password (the service refuses it otherwise); the spec's errors land next to their
// fields in words (an amount past the balance, an address of another network).
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import { toPlainText } from "../../shared/index.ts";
import { t } from "../lib/i18n.ts";
import { BalancesModel } from "../models/orders-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { WithdrawalForm } from "../models/withdrawal-form.ts";
import { CustomerNameFields } from "./customer-name-fields.tsx";
import { Field } from "./field.tsx";
import { AmountField, AssetSelect, IntegrationSelect } from "./order-fields.tsx";
import { PayoutsElsewhere } from "./payouts-elsewhere.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";

export function BalancesScreen({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new BalancesModel(session.guarded));
  const withdrawal = useModel(() => new WithdrawalForm(model, session.info.value.assets));
  const { form, integrationId, assetId, amount, destination } = withdrawal;
  useEffect(() => void model.load(), []);
  const data = model.balances.value?.data ?? null;
  const chosen = withdrawal.chosen(data?.[0]?.integrationId);
  const errors = form.errors.value;
  return (
    <>
      <ScreenHeading>{t("balancesHeading")}</ScreenHeading>
      <p>{t("balancesIntro")}</p>
      {data === null ? (
        <p aria-busy="true">{t("loading")}</p>
      ) : (
        data.map((row) => (
          <section key={row.integrationId} class="card" aria-labelledby={`balance-${row.integrationId}`} data-balances={row.integrationId}>
            <h2 id={`balance-${row.integrationId}`}>{row.name}</h2>
            <dl class="facts">
              {row.balances.map((balance) => (
                <div key={balance.assetId}>
                  <dt>{balance.assetId}</dt>
                  <dd data-balance={balance.assetId}>{toPlainText(balance.amount)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))
      )}
      {!session.info.value.payouts ? (
        <PayoutsElsewhere id="withdraw" heading={t("withdrawHeading")} />
      ) : (
        <section class="card" aria-labelledby="withdraw">
          <h2 id="withdraw">{t("withdrawHeading")}</h2>
          <SettingsForm
            form={form}
            name="withdraw"
            submitLabel={t("withdrawButton")}
            doneLabel={withdrawal.done.value}
            check={withdrawal.check}
            send={() => withdrawal.send(chosen)}
          >
            <IntegrationSelect
              integrations={(data ?? []).map((row) => ({ id: row.integrationId, name: row.name }))}
              value={chosen}
              error={errors.integrationId}
              onChange={(v) => (integrationId.value = v)}
            />
            <AssetSelect
              offered={session.info.value.assets}
              value={assetId.value}
              error={errors.assetId}
              onChange={(v) => (assetId.value = v)}
            />
            <AmountField value={amount.value} error={errors.amount} onInput={(v) => (amount.value = v)} />
            <Field
              id="destinationAddress"
              label={t("refundDestination")}
              value={destination.value}
              onInput={(v) => (destination.value = v)}
              error={errors.destinationAddress}
              required
            />
            <CustomerNameFields name={withdrawal.customer} errors={errors} />
          </SettingsForm>
          {errors.confirmation ? <StepUp session={session} id="withdrawal-step-up" refused={form} /> : null}
        </section>
      )}
    </>
  );
}
