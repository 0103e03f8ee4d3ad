// The language switcher: every language by its own name, the current one selected. A native
// <select>: keyboard, screen readers and phones' pickers work as the payer knows them.
import { LOCALES, type Locale } from "../lib/checkout-url.ts";
import { useLanguage, useT } from "../lib/i18n.ts";
import { LOCALE_NAMES } from "../lib/locale-names.ts";
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
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code} selected={code === locale}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
