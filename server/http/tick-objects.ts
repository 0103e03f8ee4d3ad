// One of Node's tick objects, held for the process's life, so that every request's
// process.nextTick() stays on V8's fast path.
//
// Node's streams call process.nextTick() a few times a request. It builds its tick object as a
// literal with computed keys ({ [async_id_symbol]: …, [trigger_async_id_symbol]: …, callback,
// args }). The V8 of Node 20 remembers, for each of those keys, the one map the object had before
// it. When that map is collected, the memory is marked megamorphic for good, and optimized code
// from then on defines each key in the runtime.
//
// That map is collected when the process idles: between bursts no tick object is alive, and
// V8's memory reducer runs major collections in idle time. From then on the order read's cached
// answer cost about 3 µs more, a tenth of its CPU, for as long as the process ran. This was seen
// in about one started service in five: the service's timers allocate while it is otherwise idle.
// A map lives while an object has it or a map after it (each map holds the one before it), so one
// tick object held keeps them all.
//
// Node hands its tick object to async hooks only, as the resource of their init. So one hook is
// enabled for a single process.nextTick() and is disabled before that tick runs.
import { createHook } from "node:async_hooks";

let held: object | undefined;

/** Holds one tick object (once a process): its maps then outlive any idle collection. */
export function holdTickObjectMaps(): void {
  if (held) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === "TickObject" && !held) held = resource as object;
    },
  });
  hook.enable();
  try {
    process.nextTick(() => {});
  } finally {
    hook.disable();
  }
}
