// The service's surface: the app factory and the parts it is built from.
export { createApp, MAX_BODY_BYTES, type AppConfig, type AppParts } from "./app.ts";
export { manualClock, systemClock, type Clock } from "./domain/clock.ts";
export { createIds, seededRandom, type Ids } from "./domain/ids.ts";
export { resetState, seedState } from "./domain/seed.ts";
export type { State } from "./domain/types.ts";
export { consoleLogger, silentLogger, type Logger } from "./http/logger.ts";
export { CATALOG, SERVICE_FEE_BASIS_POINTS } from "./sandbox/catalog.ts";
export { openRepository, StoreRefused, type Repository, type StoreTarget } from "./store/index.ts";
