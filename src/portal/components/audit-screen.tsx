// The audit log: what happened to the account, when and from which address. Never a secret.
import { useModel } from "@preact/signals";
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import { t, localTime } from "../lib/i18n.ts";
import { AuditModel } from "../models/audit-model.ts";
import type { SessionModel } from "../models/session-model.ts";
import { Pager } from "./pager.tsx";
import { ScreenHeading } from "./screen-heading.tsx";

export function AuditScreen({ session }: { session: SessionModel }): JSX.Element {
  const audit = useModel(() => new AuditModel(session.guarded));
  useEffect(() => void audit.load(1), []);
  const page = audit.page.value;
  return (
    <>
      <ScreenHeading>{t("auditHeading")}</ScreenHeading>
      <p>{t("auditIntro")}</p>
      {audit.failed.value ? (
        <p class="form-error" role="alert">
          {t("errorNetwork")}
        </p>
      ) : null}
      {page === null ? (
        <p aria-busy="true">{t("loading")}</p>
      ) : page.data.length === 0 ? (
        <p>{t("auditEmpty")}</p>
      ) : (
        <>
          <table class="table" data-audit>
            <caption id="audit-caption" class="visually-hidden">
              {t("auditHeading")}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t("auditWhen")}</th>
                <th scope="col">{t("auditWhat")}</th>
                <th scope="col">{t("auditFrom")}</th>
                <th scope="col">{t("auditDetail")}</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((line, index) => (
                <tr key={`${line.at}-${index}`} data-audit-action={line.action}>
                  <td data-label={t("auditWhen")}>
                    <time dateTime={line.at}>{localTime(line.at)}</time>
                  </td>
                  <td data-label={t("auditWhat")}>{line.action}</td>
                  <td data-label={t("auditFrom")} class="mono">
                    {line.address}
                  </td>
                  <td data-label={t("auditDetail")}>
                    {Object.entries(line.detail)
                      .map(([key, value]) => `${key}: ${value}`)
                      .join(", ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label={t("auditHeading")} pagination={page.pagination} go={(number) => void audit.load(number)} />
        </>
      )}
    </>
  );
}
