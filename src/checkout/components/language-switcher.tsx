// The language switcher: every language the page has words for, by its own name (from the
// one list of languages), the current one selected. A native
// <select>: keyboard, screen readers and phones' pickers work as the payer knows them.
import { LANGUAGES } from "../../shared/languages.ts";
import type { Locale } from "../lib/checkout-url.ts";
import { hasMessages, useLanguage, useT } from "../lib/i18n.ts";
import { GlobeIcon } from "./icons.tsx";

export function LanguageSwitcher() {
  const t = useT();
  const { locale, choose } = useLanguage();
  return (
    <div class="language">
      <GlobeIcon />
      <label class="visually-hidden" for="language-select">
        {t("language")}
      </label>
      <select
        id="language-select"
        class="language-select"
        data-language={locale}
        onChange={(event) => choose((event.currentTarget as HTMLSelectElement).value as Locale)}
      >
        {LANGUAGES.filter((entry) => hasMessages(entry.code)).map(({ code, name }) => (
          <option key={code} value={code} lang={code} selected={code === locale}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
