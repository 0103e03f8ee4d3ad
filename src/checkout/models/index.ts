export { CopyModel } from "./copy-model.ts";
export { linkEmbedBridge } from "./embed-link.ts";
export {
  backoffDelay,
  type Connection,
  fixedOrderState,
  type InitialOrder,
  type LoadState,
  OrderModel,
  type OrderModelDeps,
  type OrderState,
  type OrderTarget,
  parseRetryAfter,
  POLLING,
  type Timers,
  type Visibility,
} from "./order-model.ts";
