// The first screen after sign-in: who is signed in and for which client, then the dashboard
// (getting started, recent orders, volume), a chunk of its own fetched when this screen opens.
import { signal } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import type { PortalMe } from "../../shared/index.ts";
import { t, localTime } from "../lib/i18n.ts";
import type { SessionModel } from "../models/session-model.ts";
import { ScreenHeading } from "./screen-heading.tsx";

const dashboard = signal<typeof import("./overview-dashboard.tsx") | null>(null);

export function OverviewScreen({ me, session }: { me: PortalMe; session: SessionModel }): JSX.Element {
  useEffect(() => {
    if (!dashboard.value)
      void import("./overview-dashboard.tsx").then((module) => {
        dashboard.value = module;
      });
  }, []);
  const loaded = dashboard.value;
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
            <time dateTime={me.createdAt}>{localTime(me.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {loaded ? <loaded.Dashboard session={session} /> : null}
    </>
  );
}
