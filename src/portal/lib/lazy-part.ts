// A part of a screen fetched as a chunk of its own on first use: the merchant screens' chunk
// then carries only this loader, not the part (its words, its encoder) that few visits need.
import { signal } from "@preact/signals";

/**
 * `load` once, on the first call of the answer; the answer gives the module once it is here and
 * null until then (reading a signal, so the screen draws again when it arrives). A failed fetch
 * is tried again on the next call.
 */
export function lazyPart<M>(load: () => Promise<M>): () => M | null {
  const loaded = signal<M | null>(null);
  let requested = false;
  return () => {
    if (!requested) {
      requested = true;
      load().then(
        (module) => {
          loaded.value = module;
        },
        () => {
          requested = false;
        },
      );
    }
    return loaded.value;
  };
}
