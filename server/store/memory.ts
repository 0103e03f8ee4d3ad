import type { State } from "../domain/types.ts";
import type { Store } from "./store.ts";

/** STATE=memory and the tests: nothing survives the process. */
export function createMemoryStore(initial: State): Store {
  let state = initial;
  return {
    get state() {
      return state;
    },
    mutate: (change) => change(state),
    replace: (next) => {
      state = next;
    },
    flush: async () => {},
  };
}
