// The address in full, in groups of 4 in monospace, with the first, a middle and the last
// group emphasised: address-poisoning attacks forge look-alikes that match only the ends.
import { addressGroups, emphasisedGroups } from "../lib/payment-view.ts";
import { useT } from "../lib/i18n.ts";
import { CopyButton } from "./copy-button.tsx";

export function AddressBlock(props: { address: string }) {
  const t = useT();
  const groups = addressGroups(props.address);
  const emphasised = emphasisedGroups(groups.length);
  return (
    <div class="field address-field">
      <h3 class="visually-hidden" id="address-label">
        {t("address")}
      </h3>
      <div class="address-head">
        <p class="hint address-hint">{t("addressHint")}</p>
        <CopyButton
          name="address"
          value={props.address}
          label={t("copyAddress")}
          copiedLabel={t("addressCopied")}
          manualLabel={t("copyByHand")}
          primary
        />
      </div>
      <p class="address" data-address={props.address} dir="ltr" translate={false}>
        {groups.map((group, i) => [
          i > 0 ? " " : null,
          emphasised.has(i) ? (
            <strong class="group group-em" key={i}>
              {group}
            </strong>
          ) : (
            <span class="group" key={i}>
              {group}
            </span>
          ),
        ])}
      </p>
    </div>
  );
}
