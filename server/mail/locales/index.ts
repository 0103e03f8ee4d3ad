// The mail's languages, all loaded at the start (the service is not size-bound): a module for
// every language of the list (the type says so); an account that chose none is mailed in English.
import type { Language } from "../../../src/shared/index.ts";
import am from "./am.ts";
import ar from "./ar.ts";
import az from "./az.ts";
import bg from "./bg.ts";
import bn from "./bn.ts";
import ca from "./ca.ts";
import cs from "./cs.ts";
import da from "./da.ts";
import de from "./de.ts";
import el from "./el.ts";
import en, { type MailWords } from "./en.ts";
import es from "./es.ts";
import et from "./et.ts";
import fa from "./fa.ts";
import fi from "./fi.ts";
import fil from "./fil.ts";
import fr from "./fr.ts";
import gu from "./gu.ts";
import ha from "./ha.ts";
import he from "./he.ts";
import hi from "./hi.ts";
import hr from "./hr.ts";
import hu from "./hu.ts";
import hy from "./hy.ts";
import id from "./id.ts";
import it from "./it.ts";
import ja from "./ja.ts";
import ka from "./ka.ts";
import kk from "./kk.ts";
import km from "./km.ts";
import kn from "./kn.ts";
import ko from "./ko.ts";
import lo from "./lo.ts";
import lt from "./lt.ts";
import lv from "./lv.ts";
import ml from "./ml.ts";
import mr from "./mr.ts";
import ms from "./ms.ts";
import my from "./my.ts";
import nb from "./nb.ts";
import ne from "./ne.ts";
import nl from "./nl.ts";
import pa from "./pa.ts";
import pl from "./pl.ts";
import pt from "./pt.ts";
import ro from "./ro.ts";
import ru from "./ru.ts";
import si from "./si.ts";
import sk from "./sk.ts";
import sl from "./sl.ts";
import sr from "./sr.ts";
import sv from "./sv.ts";
import sw from "./sw.ts";
import ta from "./ta.ts";
import te from "./te.ts";
import th from "./th.ts";
import tr from "./tr.ts";
import uk from "./uk.ts";
import ur from "./ur.ts";
import uz from "./uz.ts";
import vi from "./vi.ts";
import yo from "./yo.ts";
import zh from "./zh.ts";
import zhHant from "./zh-Hant.ts";
import zu from "./zu.ts";

export type { MailWords };

export const MAIL_LOCALES: Record<Language, MailWords> = {
  en,
  am,
  ar,
  az,
  bg,
  bn,
  ca,
  cs,
  da,
  de,
  el,
  es,
  et,
  fa,
  fi,
  fil,
  fr,
  gu,
  ha,
  he,
  hi,
  hr,
  hu,
  hy,
  id,
  it,
  ja,
  ka,
  kk,
  km,
  kn,
  ko,
  lo,
  lt,
  lv,
  ml,
  mr,
  ms,
  my,
  nb,
  ne,
  nl,
  pa,
  pl,
  pt,
  ro,
  ru,
  si,
  sk,
  sl,
  sr,
  sv,
  sw,
  ta,
  te,
  th,
  tr,
  uk,
  ur,
  uz,
  vi,
  yo,
  zh,
  "zh-Hant": zhHant,
  zu,
};

/**
 * The account's language and its words; English when it chose none, or its stored code is no
 * longer a language of the list.
 */
export function mailLocale(language: Language | null | undefined): { language: Language; words: MailWords } {
  return language && Object.hasOwn(MAIL_LOCALES, language) ? { language, words: MAIL_LOCALES[language] } : { language: "en", words: en };
}
