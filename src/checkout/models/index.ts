export { CopyModel } from "./copy-model.ts";
export { linkEmbedBridge } from "./embed-link.ts";
export {
  backoffDelay,
  type Connection,
  type LoadState,
  OrderModel,
  type OrderModelDeps,
  type OrderTarget,
  parseRetryAfter,
  POLLING,
  type Timers,
  type Visibility,
} from "./order-model.ts";
