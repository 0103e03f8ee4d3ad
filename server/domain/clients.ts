// Clients (merchants) and their API keys. A client owns its integrations, and through them its
// orders and balances; every API and sandbox request acts for the client whose key it carries.
// The rules here are pure: the secret's random bytes come from the injected ids, and the store
// keeps only the key's SHA-256 digest, so a key is shown once, in the answer that creates it.
import { hash } from "node:crypto";
import type { Ids } from "./ids.ts";

/** Who a request acts for: the client of the key it carries (the edge's requireApiKey asks the store for it). */
export interface KeyHolder {
  clientId: string;
  keyId: string;
}

export interface ClientRecord {
  id: string;
  name: string;
  createdAt: string;
  /**
   * The integration a reset of this client brings back, with the same id (the demo client's is
   * the one `npm start` prints); null for a client that starts with none.
   */
  seed: { integrationId: string; name: string; url: string; createdAt: string } | null;
}

export interface ApiKeyRecord {
  id: string;
  clientId: string;
  name: string;
  /** The first characters of the key, shown in lists so that a merchant can tell keys apart. */
  prefix: string;
  /** SHA-256 of the key, hex: what a presented key is looked up by. The key itself is not kept. */
  hash: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The client `npm start` has always seeded: existing databases move their data to it. */
export const DEMO_CLIENT_ID = "cli_demo";
/** A second seeded client, so that isolation between merchants can be tried on a running sandbox. */
export const SECOND_CLIENT_ID = "cli_second";

/**
 * What a key's name says it opens: `sk_sandbox_…` a sandbox's simulated payments, `sk_live_…` a
 * service taking real ones (chain mode), so a key pasted into the wrong place reads as such.
 */
export type KeyKind = "sandbox" | "live";

export const KEY_PREFIXES: Record<KeyKind, string> = { sandbox: "sk_sandbox_", live: "sk_live_" };

/** How many random characters a key's lists show after its fixed prefix. */
const SHOWN_RANDOM = 4;

/**
 * What a key's lists show of it: its fixed prefix (either kind) and four random characters; a
 * key of another shape (the operator's SANDBOX_API_KEY) its first 15 characters, as ever.
 */
export function keyPrefixOf(secret: string): string {
  const kind = Object.values(KEY_PREFIXES).find((prefix) => secret.startsWith(prefix));
  return secret.slice(0, kind === undefined ? KEY_PREFIXES.sandbox.length + SHOWN_RANDOM : kind.length + SHOWN_RANDOM);
}

/** The digest a key is stored and looked up by. Keys carry 256 random bits, so no salt or slow hash is needed. */
export function hashApiKey(secret: string): string {
  // The one-shot hash: it runs on every request with a key, and createHash's object costs more than the digest.
  return hash("sha256", secret, "hex");
}

/** A new secret: 32 random bytes, base64url, after a prefix that says what it is. */
export function newApiKeySecret(ids: Ids, kind: KeyKind): string {
  return `${KEY_PREFIXES[kind]}${Buffer.from(ids.bytes(32)).toString("base64url")}`;
}

export function newClient(fields: { id: string; name: string; createdAt: string; seed?: ClientRecord["seed"] }): ClientRecord {
  return { id: fields.id, name: fields.name, createdAt: fields.createdAt, seed: fields.seed ?? null };
}

/** A key record for `secret` (a fresh one from newApiKeySecret, or the operator's SANDBOX_API_KEY). */
export function newApiKey(fields: { id: string; clientId: string; name: string; secret: string; createdAt: string }): ApiKeyRecord {
  return {
    id: fields.id,
    clientId: fields.clientId,
    name: fields.name,
    prefix: keyPrefixOf(fields.secret),
    hash: hashApiKey(fields.secret),
    createdAt: fields.createdAt,
    lastUsedAt: null,
    revokedAt: null,
  };
}

/** The key, revoked now; a key revoked before keeps its first revocation time. */
export function revokeApiKey(key: ApiKeyRecord, now: string): ApiKeyRecord {
  return key.revokedAt === null ? { ...key, revokedAt: now } : key;
}

/** The client whose reset brings its seed integration back at `url` (the demo shop this start serves); a client without a seed as it is. */
export function withSeedUrl(client: ClientRecord, url: string): ClientRecord {
  return client.seed && client.seed.url !== url ? { ...client, seed: { ...client.seed, url } } : client;
}

/** The key as a list shows it: never the digest. */
export function apiKeyView(key: ApiKeyRecord): Omit<ApiKeyRecord, "hash"> {
  const { hash: _hash, ...shown } = key;
  return shown;
}
