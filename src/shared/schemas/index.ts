export * from "./amount-text.ts";
export * from "./checkout-order.ts";
export * from "./errors.ts";
export * from "./money-amount.ts";
export * from "./orders.ts";
export * from "./reference.ts";
export * from "./sandbox.ts";
export * from "./webhook.ts";
