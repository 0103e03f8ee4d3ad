// prom-client's default collectors one by one (lib/metrics/*.js, CommonJS, each a function of a
// registry and the options collectDefaultMetrics() passes on), for the service's own set of them.
declare module "prom-client/lib/metrics/*.js" {
  import type { Registry } from "prom-client";
  const collect: (registry: Registry, config?: { eventLoopMonitoringPrecision?: number }) => void;
  export default collect;
}
