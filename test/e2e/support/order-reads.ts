// The page's checkout order reads (GET /checkout/v1/...), as the browser saw them: when each
// was sent and how it ended (HTTP status, or "failed" for a reset, timeout or abort). Proves
// the page met each injected failure, and that a completed page keeps only one held read.
import type { Page, Request } from "playwright/test";

export interface Read {
  sentAt: number;
  /** HTTP status, "failed" (no response), or null while in flight. */
  outcome: number | "failed" | null;
  /** When the answer (or the failure) came, ms. */
  endedAt: number | null;
  /**
   * The same two instants by the browser's own clock (request.timing()), once the read is
   * over: free of the delay with which events reach the test process on a busy machine.
   */
  browser: { sentAt: number; endedAt: number | null } | null;
}

export interface ReadLog {
  reads: Read[];
  /** Reads sent at or after `since` (ms, Date.now()). */
  sentSince(since: number): number;
  inFlight(): number;
  /** Outcomes of the reads sent at or after `since`, in order. */
  outcomesSince(since: number): Array<number | "failed" | null>;
}

export function logOrderReads(page: Page): ReadLog {
  const reads: Read[] = [];
  const byRequest = new Map<object, Read>();
  const isRead = (url: string) => new URL(url).pathname.startsWith("/checkout/v1/");
  page.on("request", (request) => {
    if (!isRead(request.url())) return;
    const read: Read = { sentAt: Date.now(), outcome: null, endedAt: null, browser: null };
    reads.push(read);
    byRequest.set(request, read);
  });
  page.on("response", (response) => {
    const read = byRequest.get(response.request());
    if (read) {
      read.outcome = response.status();
      read.endedAt = Date.now();
    }
  });
  page.on("requestfailed", (request) => {
    const read = byRequest.get(request);
    if (read && read.outcome === null) {
      read.outcome = "failed";
      read.endedAt = Date.now();
    }
  });
  const timed = (request: Request) => {
    const read = byRequest.get(request);
    if (!read) return;
    const timing = request.timing();
    if (timing.startTime <= 0) return;
    read.browser = { sentAt: timing.startTime, endedAt: timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : null };
  };
  page.on("requestfinished", timed);
  page.on("requestfailed", timed);
  return {
    reads,
    sentSince: (since) => reads.filter((r) => r.sentAt >= since).length,
    inFlight: () => reads.filter((r) => r.outcome === null).length,
    outcomesSince: (since) => reads.filter((r) => r.sentAt >= since).map((r) => r.outcome),
  };
}
