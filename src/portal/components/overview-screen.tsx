// The first screen after sign-in: who is signed in and for which client.
import type { JSX } from "preact";
import type { PortalMe } from "../../shared/index.ts";
import { t } from "../lib/i18n.ts";
import { ScreenHeading } from "./screen-heading.tsx";

export function OverviewScreen({ me }: { me: PortalMe }): JSX.Element {
  return (
    <>
      <ScreenHeading>{t("overviewHeading")}</ScreenHeading>
      <p data-signed-in={me.email}>{t("signedInAs", { email: me.email })}</p>
      <dl class="facts">
        <div>
          <dt>{t("clientId")}</dt>
          <dd class="mono" data-client-id={me.clientId}>
            {me.clientId}
          </dd>
        </div>
        <div>
          <dt>{t("memberSince")}</dt>
          <dd>
            <time dateTime={me.createdAt}>{new Date(me.createdAt).toLocaleString("en")}</time>
          </dd>
        </div>
      </dl>
    </>
  );
}
