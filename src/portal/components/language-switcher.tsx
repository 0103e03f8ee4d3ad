// The language switcher: every language the portal has words for, each by its own name (a
// merchant finds theirs by the name they know), the one in use selected. A native <select>:
// keyboard, screen readers and phones' pickers work as the merchant knows them.
import type { JSX } from "preact";
import { LANGUAGES, type Language } from "../../shared/languages.ts";
import { activeLanguage, t } from "../lib/i18n.ts";
import { hasPortalLanguage } from "../lib/portal-language.ts";
import type { SessionModel } from "../models/session-model.ts";

export function LanguageSwitcher({ session, id = "portal-language" }: { session: SessionModel; id?: string }): JSX.Element {
  const current = activeLanguage.value.code;
  return (
    <div class="language-switcher">
      <label for={id}>{t("language")}</label>
      <select
        id={id}
        data-language={current}
        onChange={(event) => void session.chooseLanguage((event.currentTarget as HTMLSelectElement).value as Language)}
      >
        {LANGUAGES.filter((entry) => hasPortalLanguage(entry.code)).map(({ code, name }) => (
          <option key={code} value={code} lang={code} selected={code === current}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
