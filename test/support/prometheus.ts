// The Prometheus text format read by a real parser (parse-prometheus-text-format), so a test
// checks what a scraper would read, not what a regular expression happens to match.
//
// That parser folds a histogram's series into one sample, which is right only without labels:
// with labels it keeps the buckets and drops the label sets, `_count` and `_sum`. So each
// histogram's series are handed to it as the plain samples they are on the wire (`name_bucket`,
// `name_sum`, `name_count`, each with its labels), and the family's declared type is kept aside.
import parsePrometheusTextFormat from "parse-prometheus-text-format";

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  type: string;
  samples: Sample[];
}

/** Every family of the exposition by name; a histogram `h` as `h` (its type) and `h_bucket`, `h_sum`, `h_count`. */
export function parseExposition(text: string): Map<string, Family> {
  const histograms = new Set<string>();
  const plain = text.replace(/^# TYPE (\S+) histogram$/gm, (_line, name: string) => {
    histograms.add(name);
    return `# TYPE ${name} untyped`;
  });
  const families = new Map<string, Family>();
  for (const family of parsePrometheusTextFormat(plain)) {
    const samples = family.metrics.map((metric) => ({ labels: metric.labels ?? {}, value: Number(metric.value) }));
    families.set(family.name, { type: histograms.has(family.name) ? "HISTOGRAM" : family.type, samples });
  }
  return families;
}

/** The value of `name`'s first sample with these labels (and maybe others), or undefined. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const family = parseExposition(text).get(name);
  return family?.samples.find((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}
