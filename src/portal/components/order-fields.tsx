// What the single order of Sell without code and the withdrawal both ask: the integration the
// order is for, the asset and the amount. Drawn here once so that the two forms ask them in the
// same words; each form's model holds and checks what is typed. The orders' filter lists the
// same assets.
import type { JSX } from "preact";
import { ASSET_IDS, ASSETS } from "../../shared/index.ts";
import { t } from "../lib/i18n.ts";
import { Select } from "./controls.tsx";
import { Field } from "./field.tsx";

/** Every asset, by its currency and its id (the id tells the network apart). */
export const assetOptions = ASSET_IDS.map((id) => ({ value: id, label: `${ASSETS[id].currencyCode} (${id})` }));

interface Choice {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function IntegrationSelect({
  integrations,
  ...choice
}: Choice & { integrations: readonly { id: string; name: string }[] }): JSX.Element {
  return (
    <Select
      id="integrationId"
      label={t("sellIntegration")}
      options={integrations.map((integration) => ({ value: integration.id, label: integration.name }))}
      {...choice}
    />
  );
}

/** `offered`: the assets the service takes orders for here (the orders' filter still lists every one). */
export function AssetSelect({ offered, ...choice }: Choice & { offered: readonly string[] }): JSX.Element {
  return <Select id="assetId" label={t("sellAsset")} options={assetOptions.filter((o) => offered.includes(o.value))} {...choice} />;
}

export function AmountField({
  value,
  error,
  onInput,
}: {
  value: string;
  error?: string | undefined;
  onInput: (value: string) => void;
}): JSX.Element {
  return <Field id="amount" label={t("sellAmount")} hint={t("sellAmountHint")} value={value} onInput={onInput} error={error} required />;
}
