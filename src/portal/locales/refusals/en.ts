// The English of the service's refusals is written once, beside the service that writes the
// messages (src/shared/refusal-words.ts); this module is its place among the portal's languages.
// Another language is a module of the same shape here, <code>.ts (found by the loaders' glob):
//   import type { RefusalWords } from "../../../shared/refusal-words.ts";
//   export default { signInNoMatchMailed: "…", … } satisfies RefusalWords;
import { ENGLISH_REFUSALS, type RefusalWords } from "../../../shared/refusal-words.ts";

export default ENGLISH_REFUSALS satisfies RefusalWords;
