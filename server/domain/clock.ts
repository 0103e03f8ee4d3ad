// Time as an injected part: timestamps in answers come from here, so tests can pin them.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that moves only when told to (tests). Each read advances 1 ms so updatedAt changes. */
export function manualClock(start = "2026-01-01T00:00:00.000Z"): Clock & { advance(ms: number): void } {
  let current = Date.parse(start);
  return {
    now: () => new Date(current++),
    advance: (ms) => {
      current += ms;
    },
  };
}
