// Under WORKERS, one scrape answers for the whole service: whichever process a scrape reaches,
// the primary gathers every worker's registry (prom-client's AggregatorRegistry, over
// node:cluster's channel) and the answer is theirs together. Counters and histograms add up;
// gauges say how they combine where each is made (metrics.ts).
//
// A scrape with METRICS_TOKEN reaches a worker: it asks the primary, which asks them all. On
// METRICS_PORT the primary listens itself.
import type { Worker } from "node:cluster";
import { AggregatorRegistry, type Registry } from "prom-client";

/** How long a scrape waits for the primary (which waits on each worker; prom-client's own bound is 5 s). */
const SCRAPE_WAIT_MS = 6_000;

interface ScrapeRequest {
  kind: "metrics-scrape";
  id: number;
}
interface ScrapeAnswer {
  kind: "metrics-scraped";
  id: number;
  text: string | null;
  contentType: string;
}

const isScrapeRequest = (message: unknown): message is ScrapeRequest =>
  typeof message === "object" && message !== null && (message as { kind?: unknown }).kind === "metrics-scrape";
const isScrapeAnswer = (message: unknown): message is ScrapeAnswer =>
  typeof message === "object" && message !== null && (message as { kind?: unknown }).kind === "metrics-scraped";

/** In a worker: answers the primary's gathering with this registry, and asks the primary for the whole. */
export function workerScrapes(registry: Registry): () => Promise<{ text: string; contentType: string }> {
  // Constructing one installs prom-client's answer to the primary's requests in this worker.
  new AggregatorRegistry();
  AggregatorRegistry.setRegistries([registry]);
  const waiting = new Map<number, (answer: ScrapeAnswer | null) => void>();
  let next = 0;
  process.on("message", (message: unknown) => {
    if (isScrapeAnswer(message)) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => settle(null), SCRAPE_WAIT_MS);
      const settle = (answer: ScrapeAnswer | null) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer?.text == null) reject(new Error("the primary did not gather the workers' metrics in time"));
        else resolve({ text: answer.text, contentType: answer.contentType });
      };
      waiting.set(id, settle);
      process.send?.({ kind: "metrics-scrape", id } satisfies ScrapeRequest);
    });
}

/** In the primary: the gatherer of every worker's metrics. */
export function primaryScrapes(): {
  scrape(): Promise<{ text: string; contentType: string }>;
  /** Answers a worker's scrape request; false when the message is something else. */
  answer(message: unknown, worker: Worker): boolean;
} {
  const aggregator = new AggregatorRegistry();
  const scrape = async () => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
  return {
    scrape,
    answer(message, worker) {
      if (!isScrapeRequest(message)) return false;
      scrape().then(
        ({ text, contentType }) => worker.isConnected() && worker.send({ kind: "metrics-scraped", id: message.id, text, contentType }),
        () => worker.isConnected() && worker.send({ kind: "metrics-scraped", id: message.id, text: null, contentType: "" }),
      );
      return true;
    },
  };
}
