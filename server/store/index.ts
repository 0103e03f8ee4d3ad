export type { Store } from "./store.ts";
export { createMemoryStore } from "./memory.ts";
export { createFileStore, type FileStoreOptions } from "./file.ts";
