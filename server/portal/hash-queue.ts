// The password hashes' queue. Each scrypt hash holds 128 MiB and a core for a few hundred ms, so
// only `parallel` run at once and the rest wait; unbounded, a flood of sign-ups or sign-ins from
// one address put every later hash behind all of its own. Here the waiting hashes are queued per
// client address and taken in turn, one per address (round robin): a legitimate sign-in waits
// for at most one hash of each other address, not for a flood. An address may have at most
// `perClient` hashes waiting, and the queue at most `maxWaiting` in all; past either, the hash is
// refused at once (429 for the address, 503 for the queue) with a Retry-After from the measured
// time of a hash, and nothing waits.
import { ApiFailure, apiError } from "../http/failure.ts";

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
  /** Runs `work` in its turn; throws the 429 or 503 when the client or the queue is full. */
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
  /** A moving average of a hash's time, for Retry-After. */
  let hashMs = 500;

  const retryAfter = (ahead: number) => String(Math.max(1, Math.ceil(((ahead / parallel) * hashMs) / 1000)));

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
          throw new ApiFailure(
            429,
            [
              apiError(
                "limitExceeded",
                "password",
                `Too many password checks from this address at once (at most ${perClient} waiting): try again in a few seconds`,
              ),
            ],
            { "Retry-After": retryAfter(waiting) },
          );
        }
        if (waiting >= maxWaiting) {
          throw new ApiFailure(
            503,
            [apiError("unknownError", "password", "The service is busy checking passwords: try again in a few seconds")],
            { "Retry-After": retryAfter(waiting) },
          );
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
