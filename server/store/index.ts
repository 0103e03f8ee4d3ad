// The durable store: one Repository (repository.ts) over SQLite or PostgreSQL (open.ts).
export type {
  Engine,
  IdempotencyClaim,
  NewDelivery,
  OrderFilter,
  Outbox,
  OutboxDelivery,
  OutgoingCreated,
  PageRequest,
  Paged,
  PaymentConfirmed,
  Repository,
  Settings,
  StoredAnswer,
  TransferCallback,
  WriteOptions,
  Written,
} from "./repository.ts";
export { openRepository, StoreRefused, type OpenOptions, type Opened, type StoreTarget } from "./open.ts";
