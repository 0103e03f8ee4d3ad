// The language switcher: every language the page has words for, by its own name, the current
// one selected. A native <select>: keyboard, screen readers and phones' pickers work as the
// payer knows them. The first paint draws the current language alone: laying out every
// language's own name (some 65, in a dozen scripts, each needing its own fonts) cost the
// checkout's first paint about a third of a second of style and layout on a throttled phone.
// The whole menu is drawn as the payer reaches for it (a pointer down, or focus: a key reaches
// only a focused menu), which is before any picker opens: the render follows in the microtask
// after the event, ahead of the event's default action.
import { useState } from "preact/hooks";
import type { Locale } from "../lib/checkout-url.ts";
import { useLanguage, useT } from "../lib/i18n.ts";
import { GlobeIcon } from "./icons.tsx";

export function LanguageSwitcher() {
  const t = useT();
  const { locale, menu, choose } = useLanguage();
  const [whole, setWhole] = useState(false);
  // The page's language is always a line of the menu: both come from the languages with words.
  const lines = whole ? menu : menu.filter((entry) => entry.code === locale);
  // Once whole, the same state again renders nothing.
  const reach = () => setWhole(true);
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
        onPointerDown={reach}
        onFocus={reach}
        onChange={(event) => choose((event.currentTarget as HTMLSelectElement).value as Locale)}
      >
        {lines.map(({ code, name }) => (
          <option key={code} value={code} lang={code} selected={code === locale}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
