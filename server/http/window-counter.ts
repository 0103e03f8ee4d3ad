// The rate limits' hit counts: one fixed window shared by every client, all counts dropped at
// once when it ends. hono-rate-limiter's MemoryStore keeps a window per client (a Date per
// client, compared against Date.now() on every hit); counting a read cost about as much as
// working out its client's key, on a path whose whole answer (a 304) costs a dozen µs. Here a
// hit is one Map lookup and an increment; the end of the window is one timer for all.
// Same guarantee: at most `limit` hits per client per window.
import type { Store } from "hono-rate-limiter";

interface Count {
  totalHits: number;
  resetTime: Date;
}

export class WindowCounter implements Store {
  #counts = new Map<string, Count>();
  #resetTime = new Date();
  #timer: ReturnType<typeof setInterval> | undefined;

  init(options: { windowMs: number }): void {
    const windowMs = options.windowMs;
    this.#resetTime = new Date(Date.now() + windowMs);
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      this.#counts = new Map();
      this.#resetTime = new Date(Date.now() + windowMs);
    }, windowMs);
    // A limit never keeps the process alive.
    this.#timer.unref?.();
  }

  get(key: string): Count | undefined {
    return this.#counts.get(key);
  }

  increment(key: string): Count {
    let count = this.#counts.get(key);
    if (!count) {
      count = { totalHits: 0, resetTime: this.#resetTime };
      this.#counts.set(key, count);
    }
    count.totalHits++;
    return count;
  }

  decrement(key: string): void {
    const count = this.#counts.get(key);
    if (count && count.totalHits > 0) count.totalHits--;
  }

  resetKey(key: string): void {
    this.#counts.delete(key);
  }

  resetAll(): void {
    this.#counts.clear();
  }
}
