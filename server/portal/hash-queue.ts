// The password hashes' queue. Each scrypt hash holds 128 MiB and a core for a few hundred ms, so
// only `parallel` run at once and the rest wait; unbounded, a flood of sign-ups or sign-ins from
// one address put every later hash behind all of its own. Here the waiting hashes are queued per
// client address and taken in turn, one per address (round robin): a legitimate sign-in waits
// for at most one hash of each other address, not for a flood. An address may have at most
// `perClient` hashes waiting, and the queue at most `maxWaiting` in all; past either, the hash is
// refused at once, in words (limited for the address, busy for the queue), with the seconds to
// wait from the measured time of a hash, and nothing waits. The HTTP edge alone answers those
// (429 and 503 with Retry-After): the queue also serves the operator's command, where there is
// no request.
import { busy, limited } from "../domain/refusal.ts";

export interface HashQueueOptions {
  /** Hashes run at once (default 2). */
  parallel?: number;
  /** Hashes waiting in all (default 32). */
  maxWaiting?: number;
  /** Hashes waiting of one client address (default 4). */
  perClient?: number;
}

export const DEFAULT_HASH_QUEUE = { parallel: 2, maxWaiting: 32, perClient: 4 } as const;

export interface HashQueue {
  /** Runs `work` in its turn; throws a Refusal (limited, busy) when the client or the queue is full. */
  run<T>(client: string, work: () => Promise<T>): Promise<T>;
  /** Hashes waiting now (tests wait on it). */
  waiting(): number;
}

export function createHashQueue(options: HashQueueOptions = {}): HashQueue {
  const parallel = options.parallel ?? DEFAULT_HASH_QUEUE.parallel;
  const maxWaiting = options.maxWaiting ?? DEFAULT_HASH_QUEUE.maxWaiting;
  const perClient = options.perClient ?? DEFAULT_HASH_QUEUE.perClient;
  /** Waiting starts per client; a Map keeps insertion order, so re-inserting a client puts it last. */
  const queues = new Map<string, Array<() => void>>();
  let waiting = 0;
  let running = 0;
  /** A moving average of a hash's time, for the wait a refusal names. */
  let hashMs = 500;

  const waitSeconds = (ahead: number) => Math.max(1, Math.ceil(((ahead / parallel) * hashMs) / 1000));

  function startNext(): void {
    for (const [client, starts] of queues) {
      const start = starts.shift();
      queues.delete(client);
      if (starts.length > 0) queues.set(client, starts);
      if (!start) continue;
      waiting--;
      start();
      return;
    }
  }

  return {
    waiting: () => waiting,
    async run(client, work) {
      if (running >= parallel) {
        const mine = queues.get(client) ?? [];
        if (mine.length >= perClient) {
          throw limited(
            "password",
            `Too many password checks from this address at once (at most ${perClient} waiting): try again in a few seconds`,
            waitSeconds(waiting),
          );
        }
        if (waiting >= maxWaiting) {
          throw busy("password", "The service is busy checking passwords: try again in a few seconds", waitSeconds(waiting));
        }
        await new Promise<void>((start) => {
          mine.push(start);
          if (!queues.has(client)) queues.set(client, mine);
          waiting++;
        });
      }
      running++;
      const began = performance.now();
      try {
        return await work();
      } finally {
        hashMs = hashMs * 0.8 + (performance.now() - began) * 0.2;
        running--;
        startNext();
      }
    },
  };
}
