// Where /metrics is served, if anywhere: a scrape tells how busy the service is and which
// networks lag, which is nobody's business but the operator's, so it is off unless the
// operator names a bearer token (METRICS_TOKEN, on the service's own port) or a port of its
// own (METRICS_PORT, on HOST, for a scraper on a private network). METRICS_GC=1 adds the
// garbage collector's durations, which cost the busiest read a few percent (process-metrics.ts).
import { z } from "zod";

/** Long enough that guessing it over the network is hopeless. */
const MIN_TOKEN_LENGTH = 24;

export const MetricsSettings = z.object({
  token: z.string().nullable(),
  port: z.number().int().nullable(),
  /** nodejs_gc_duration_seconds, off unless METRICS_GC=1. */
  gcDurations: z.boolean(),
});
export type MetricsSettings = z.infer<typeof MetricsSettings>;

export function readMetricsSettings(env: Record<string, string | undefined>): MetricsSettings {
  const token = env.METRICS_TOKEN ? env.METRICS_TOKEN : null;
  if (token !== null && (token.length < MIN_TOKEN_LENGTH || !/^[A-Za-z0-9._~+/=-]+$/.test(token))) {
    throw new Error(
      `METRICS_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters of letters, digits and ._~+/=- (a bearer token; e.g. openssl rand -hex 24)`,
    );
  }
  let port: number | null = null;
  if (env.METRICS_PORT) {
    port = Number(env.METRICS_PORT);
    if (!/^\d+$/.test(env.METRICS_PORT) || port < 1 || port > 65535)
      throw new Error(`METRICS_PORT=${env.METRICS_PORT} is not a port number from 1 to 65535`);
  }
  const gc = env.METRICS_GC ?? "";
  if (gc !== "" && gc !== "0" && gc !== "1") throw new Error(`METRICS_GC=${gc} is neither 1 (the garbage collector's durations) nor 0`);
  return MetricsSettings.parse({ token, port, gcDurations: gc === "1" });
}

/** Whether metrics are served at all. */
export const metricsOn = (settings: MetricsSettings) => settings.token !== null || settings.port !== null;
