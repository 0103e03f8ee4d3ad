// The store keeps the whole state in memory and, for the file store, writes it after each
// change. mutate() runs its function synchronously: a rule's check and its write happen with
// no await between them, so concurrent requests (50 refunds of one order) can never
// interleave there. Persistence follows the change and never blocks it.
import type { State } from "../domain/types.ts";

export interface Store {
  /** The live state. Read it freely; change it only inside mutate(). */
  readonly state: State;
  mutate<T>(change: (state: State) => T): T;
  /** Replaces the whole state (reset). */
  replace(next: State): void;
  /** Resolves once every change so far is on disk (no-op in memory). */
  flush(): Promise<void>;
}
