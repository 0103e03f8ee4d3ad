// The language switcher: every language the portal has words for, each by its own name (a
// merchant finds theirs by the name they know), the one in use selected. A native <select>:
// keyboard, screen readers and phones' pickers work as the merchant knows them. The names come
// in a chunk of their own, fetched once the switcher is drawn: the sign-in page's first load
// carries no language's name, and the switcher appears when they have arrived.
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import type { Language } from "../../shared/languages.ts";
import { activeLanguage, t } from "../lib/i18n.ts";
import { languageMenu, loadLanguageMenu } from "../lib/portal-language.ts";
import type { SessionModel } from "../models/session-model.ts";

export function LanguageSwitcher({ session, id = "portal-language" }: { session: SessionModel; id?: string }): JSX.Element | null {
  const current = activeLanguage.value.code;
  const menu = languageMenu.value;
  useEffect(() => {
    void loadLanguageMenu();
  }, []);
  if (!menu) return null;
  return (
    <div class="language-switcher">
      <label for={id}>{t("language")}</label>
      <select
        id={id}
        data-language={current}
        onChange={(event) => void session.chooseLanguage((event.currentTarget as HTMLSelectElement).value as Language)}
      >
        {menu.map(({ code, name }) => (
          <option key={code} value={code} lang={code} selected={code === current}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
