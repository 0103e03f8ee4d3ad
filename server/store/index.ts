// The durable store: one Repository (repository.ts) over SQLite or PostgreSQL (open.ts).
export type {
  Changes,
  Engine,
  FeedOptions,
  FeedPage,
  FeedRow,
  IdempotencyClaim,
  NewDelivery,
  OrderFilter,
  Outbox,
  OutboxDelivery,
  PageRequest,
  Paged,
  Repository,
  Settings,
  StoredAnswer,
  UnqueuedCallback,
  WriteOptions,
  Written,
} from "./repository.ts";
export { FEED_START } from "./repository.ts";
export type {
  AccountRecord,
  AuditEntry,
  NewAccount,
  PasswordLink,
  PasswordLinkRecord,
  PortalStore,
  SessionRecord,
  TwoFactorState,
} from "./portal-store.ts";
export type { RunTransaction, StoreTransaction } from "./transaction.ts";
export type { DigestAccount, DigestItem, MailOutbox, NewMail, Notice, NoticeContent, QueuedMail } from "./mail-records.ts";
export { openRepository, StoreRefused, type OpenOptions, type Opened, type StoreTarget } from "./open.ts";
