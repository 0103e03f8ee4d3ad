// Counts by a few bounded labels, kept as plain numbers where the counted thing happens (an
// order's commit, a callback's attempt, a node's answer) and read by the metrics when scraped:
// the counting parts need no metrics library, and a process without metrics pays a map lookup.

export type Labels = Readonly<Record<string, string>>;

export interface Tally {
  add(labels: Labels, by?: number): void;
  /** Every label set counted so far, with its count. */
  entries(): Iterable<{ labels: Labels; value: number }>;
}

export function createTally(): Tally {
  const counts = new Map<string, { labels: Labels; value: number }>();
  return {
    add(labels, by = 1) {
      const key = Object.entries(labels)
        .map(([name, value]) => `${name}=${value}`)
        .join("\u0000");
      const found = counts.get(key);
      if (found) found.value += by;
      else counts.set(key, { labels: { ...labels }, value: by });
    },
    entries: () => counts.values(),
  };
}
