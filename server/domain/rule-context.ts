// What every write rule is given besides its records: the change's time and the id source.
import type { Ids } from "./ids.ts";

export interface RuleContext {
  /** ISO timestamp of this change. */
  now: string;
  ids: Ids;
}
