// Every language at once: for the service's first screen and the tests only. The page never
// imports this module (it loads one language chunk through lib/i18n.ts).
import type { Locale } from "../lib/checkout-url.ts";
import type { Messages } from "./en.ts";
import en from "./en.ts";
import ar from "./ar.ts";
import bn from "./bn.ts";
import de from "./de.ts";
import es from "./es.ts";
import fa from "./fa.ts";
import fil from "./fil.ts";
import fr from "./fr.ts";
import he from "./he.ts";
import hi from "./hi.ts";
import id from "./id.ts";
import it from "./it.ts";
import ja from "./ja.ts";
import ko from "./ko.ts";
import ms from "./ms.ts";
import nl from "./nl.ts";
import pl from "./pl.ts";
import pt from "./pt.ts";
import ru from "./ru.ts";
import sw from "./sw.ts";
import th from "./th.ts";
import tr from "./tr.ts";
import uk from "./uk.ts";
import vi from "./vi.ts";
import zh from "./zh.ts";

/** One line per language whose module is written (the same as lib/i18n.ts's loaders, and English). */
export const ALL_MESSAGES: Partial<Record<Locale, Messages>> & { en: Messages } = {
  en,
  ar,
  bn,
  de,
  es,
  fa,
  fil,
  fr,
  he,
  hi,
  id,
  it,
  ja,
  ko,
  ms,
  nl,
  pl,
  pt,
  ru,
  sw,
  th,
  tr,
  uk,
  vi,
  zh,
};
