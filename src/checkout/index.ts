// The hosted checkout's public surface. The page itself boots from main.tsx.
export * from "./components/index.ts";
export * from "./lib/index.ts";
export * from "./models/index.ts";
export { startCheckout, type StartOptions } from "./start.tsx";
