// Where the portal would offer a refund or a withdrawal, in chain mode: the service holds no
// key, so it says where payouts are made instead of offering a form the service would refuse.
import type { JSX } from "preact";
import { t } from "../lib/i18n.ts";

export function PayoutsElsewhere({ id, heading }: { id: string; heading: string }): JSX.Element {
  return (
    <section class="card" aria-labelledby={id} data-payouts-elsewhere>
      <h2 id={id}>{heading}</h2>
      <p>{t("payoutsElsewhere")}</p>
    </section>
  );
}
