// The default store of `npm start`: one JSON file through lowdb, whose steno writer writes
// atomically (temp file + rename) and coalesces bursts of writes into the latest state.
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { Low } from "lowdb";
import { JSONFile } from "lowdb/node";
import { STATE_VERSION, type State } from "../domain/types.ts";
import type { Store } from "./store.ts";

export interface FileStoreOptions {
  file: string;
  /** Builds the first state when the file does not exist yet. */
  initial: () => State;
  onWriteError?: (error: unknown) => void;
}

export async function createFileStore(options: FileStoreOptions): Promise<Store & { created: boolean }> {
  await mkdir(dirname(options.file), { recursive: true });
  const db = new Low<State | null>(new JSONFile<State | null>(options.file), null);
  try {
    await db.read();
  } catch (error) {
    throw new Error(
      `The state file ${options.file} cannot be read (${error instanceof Error ? error.message : String(error)}): delete it to start from a fresh sandbox`,
    );
  }
  const created = db.data === null;
  if (db.data !== null && db.data.version !== STATE_VERSION) {
    throw new Error(`The state file ${options.file} has version ${String(db.data.version)}, expected ${STATE_VERSION}: delete it to start afresh`);
  }
  db.data ??= options.initial();
  let pending: Promise<void> = Promise.resolve();
  let scheduled = false;
  // One write per turn of the event loop, however many changes it saw: the whole state is
  // serialised per write, so a burst of 50 refunds costs one write, not 50.
  const persist = () => {
    if (scheduled) return;
    scheduled = true;
    const previous = pending;
    pending = new Promise<void>((resolve) => {
      setImmediate(() => {
        scheduled = false;
        void previous
          .then(() => db.write())
          .catch((error: unknown) => options.onWriteError?.(error))
          .finally(resolve);
      });
    });
  };
  if (created) persist();
  return {
    created,
    get state() {
      return db.data as State;
    },
    mutate(change) {
      const result = change(db.data as State);
      persist();
      return result;
    },
    replace(next) {
      db.data = next;
      persist();
    },
    async flush() {
      await pending;
    },
  };
}
