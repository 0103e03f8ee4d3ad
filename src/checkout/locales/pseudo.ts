// The checkout's words in the pseudo-locale, made from the English (never written by hand, so
// it has every key): see src/shared/pseudo-locale.ts. The page fetches this as a chunk of its
// own and hands it the English it already has: a chunk that imported the English itself would
// need it preloaded.
import { pseudoMessages } from "../../shared/pseudo-locale.ts";
import type { Messages } from "./en.ts";

export default function pseudoOf(en: Messages): Messages {
  return pseudoMessages(en);
}
