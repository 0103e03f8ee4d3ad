// The language switcher: every language the page has words for, by its own name (the menu the
// page was given: the service's from the list of names, the page's read back from the service's
// drawing, so the first load carries no names), the current one selected. A native
// <select>: keyboard, screen readers and phones' pickers work as the payer knows them.
import type { Locale } from "../lib/checkout-url.ts";
import { useLanguage, useT } from "../lib/i18n.ts";
import { GlobeIcon } from "./icons.tsx";

export function LanguageSwitcher() {
  const t = useT();
  const { locale, menu, choose } = useLanguage();
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
        {menu.map(({ code, name }) => (
          <option key={code} value={code} lang={code} selected={code === locale}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
