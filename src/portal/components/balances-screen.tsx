// Balances per integration and asset, and a withdrawal from one of them. A withdrawal asks for
// a recent password (the service refuses it otherwise); the spec's errors land next to their
// fields in words (an amount past the balance, an address of another network).
import { useModel, useSignal } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import { ASSETS, isAssetId, isDecimalText, isValidAddress, NETWORKS, toPlainText } from "../../shared/index.ts";
import type { FieldErrors } from "../lib/field-errors.ts";
import { t } from "../lib/i18n.ts";
import { FormModel } from "../models/form-model.ts";
import { BalancesModel } from "../models/orders-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { Select } from "./controls.tsx";
import { Field } from "./field.tsx";
import { ScreenHeading } from "./screen-heading.tsx";
import { SettingsForm } from "./settings-form.tsx";
import { StepUp } from "./step-up.tsx";
import { assetOptions } from "./sell-screen.tsx";

export function BalancesScreen({ session }: { session: SessionModel }): JSX.Element {
  const model = useModel(() => new BalancesModel(session.guarded));
  const form = useModel(
    () =>
      new FormModel([
        "integrationId",
        "assetId",
        "amount",
        "destinationAddress",
        "customer.firstName",
        "customer.lastName",
        "confirmation",
      ]),
  );
  const integrationId = useSignal("");
  const assetId = useSignal("USDT_TRC20");
  const amount = useSignal("");
  const destination = useSignal("");
  const firstName = useSignal("");
  const lastName = useSignal("");
  const done = useSignal("");
  useEffect(() => void model.load(), []);
  const data = model.balances.value?.data ?? null;
  const chosen = integrationId.value || data?.[0]?.integrationId || "";
  const errors = form.errors.value;
  const check = (): FieldErrors => {
    const found: FieldErrors = {};
    if (!isDecimalText(amount.value.trim())) found.amount = t("errorAmountMissing");
    const asset = isAssetId(assetId.value) ? ASSETS[assetId.value] : null;
    if (asset && !isValidAddress(destination.value.trim(), NETWORKS[asset.network].addressFormat)) {
      found.destinationAddress = t("errorAddress", { network: NETWORKS[asset.network].displayName });
    }
    if (firstName.value.trim() === "") found["customer.firstName"] = t("errorRequired");
    if (lastName.value.trim() === "") found["customer.lastName"] = t("errorRequired");
    return found;
  };
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
      <section class="card" aria-labelledby="withdraw">
        <h2 id="withdraw">{t("withdrawHeading")}</h2>
        <SettingsForm
          form={form}
          name="withdraw"
          submitLabel={t("withdrawButton")}
          doneLabel={done.value}
          check={check}
          send={async () => {
            const id = await model.withdraw({
              integrationId: chosen,
              assetId: assetId.value,
              amount: amount.value.trim(),
              destinationAddress: destination.value.trim(),
              customer: { type: "individual", firstName: firstName.value.trim(), lastName: lastName.value.trim() },
            });
            done.value = t("withdrawn", { id });
          }}
        >
          <Select
            id="integrationId"
            label={t("sellIntegration")}
            value={chosen}
            error={errors.integrationId}
            options={(data ?? []).map((row) => ({ value: row.integrationId, label: row.name }))}
            onChange={(v) => (integrationId.value = v)}
          />
          <Select
            id="assetId"
            label={t("sellAsset")}
            value={assetId.value}
            error={errors.assetId}
            options={assetOptions}
            onChange={(v) => (assetId.value = v)}
          />
          <Field
            id="amount"
            label={t("sellAmount")}
            hint={t("sellAmountHint")}
            value={amount.value}
            onInput={(v) => (amount.value = v)}
            error={errors.amount}
            required
          />
          <Field
            id="destinationAddress"
            label={t("refundDestination")}
            value={destination.value}
            onInput={(v) => (destination.value = v)}
            error={errors.destinationAddress}
            required
          />
          <Field
            id="customer.firstName"
            label={t("customerFirstName")}
            value={firstName.value}
            onInput={(v) => (firstName.value = v)}
            error={errors["customer.firstName"]}
            required
          />
          <Field
            id="customer.lastName"
            label={t("customerLastName")}
            value={lastName.value}
            onInput={(v) => (lastName.value = v)}
            error={errors["customer.lastName"]}
            required
          />
        </SettingsForm>
        {errors.confirmation ? <StepUp session={session} id="withdrawal-step-up" refused={form} /> : null}
      </section>
    </>
  );
}
