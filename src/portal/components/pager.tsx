// The previous and next buttons under a paged list, with "page n of m" between them: the audit
// log and the orders page through the service's lists the same way.
import type { JSX } from "preact";
import { t } from "../lib/i18n.ts";

export interface PagerProps {
  /** Names the pager for a screen reader: the list it pages through. */
  label: string;
  pagination: { currentPage: number; pages: number };
  /** Loads the page asked for. */
  go: (page: number) => void;
}

export function Pager({ label, pagination, go }: PagerProps): JSX.Element {
  const { currentPage, pages } = pagination;
  return (
    <nav class="pager" aria-label={label}>
      <button type="button" class="button" disabled={currentPage <= 1} onClick={() => go(currentPage - 1)}>
        {t("previousPage")}
      </button>
      {/* Never "page 1 of 0", whatever count of pages the service answers. */}
      <span>{t("pageOf", { current: String(currentPage), pages: String(Math.max(1, pages)) })}</span>
      <button type="button" class="button" disabled={currentPage >= pages} onClick={() => go(currentPage + 1)}>
        {t("nextPage")}
      </button>
    </nav>
  );
}
