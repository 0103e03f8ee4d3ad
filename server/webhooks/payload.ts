// The order status callback's body is the rule's (server/domain/order-callbacks.ts); the
// gateway's and the sandbox tools' callbacks are built with the same function.
export { orderStatusCallbackBody } from "../domain/order-callbacks.ts";
