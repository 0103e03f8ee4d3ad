// The JSON state file of the earlier file store (.data/state.json, State version 1), imported
// once into a fresh database and then left as it was. It is checked whole before anything is
// written: a file holding `null`, `{"version":1}` or another version stops the start with a
// message naming it, instead of resetting the sandbox or crashing halfway.
import { readFileSync } from "node:fs";
import type { Transaction } from "kysely";
import type { AssetId } from "../../src/shared/index.ts";
import type { IntegrationRecord, OrderRecord } from "../domain/types.ts";
import { insertIntegration, insertOrder, upsertBalance } from "./kysely-repository.ts";
import { StoreRefused } from "./refused.ts";
import type { Database } from "./schema.ts";

/** The earlier file store's whole database, version 1: what a state file holds. */
export const STATE_VERSION = 1;

export interface State {
  version: typeof STATE_VERSION;
  /** Persisted so that a generated key survives a restart of `npm start`. */
  apiKey: string;
  webhookSecret: string;
  /** The integration that a reset brings back, with the same id. */
  seed: { integrationId: string; name: string; url: string; createdAt: string };
  integrations: Record<string, IntegrationRecord>;
  orders: Record<string, OrderRecord>;
  /** integrationId -> assetId -> balance (decimal text, 6 digits). */
  balances: Record<string, Partial<Record<AssetId, string>>>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function readLegacyState(file: string): State {
  const refuse = (what: string) =>
    new StoreRefused(
      `The state file ${file} ${what}. It was not imported and was left untouched: fix it, or move it away to start a fresh sandbox`,
    );
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw refuse(`cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isObject(value)) throw refuse(`holds ${value === null ? "null" : typeof value}, not a sandbox state object`);
  if (value.version !== STATE_VERSION)
    throw refuse(`has version ${JSON.stringify(value.version)}; this version imports version ${STATE_VERSION}`);
  const missing: string[] = [];
  for (const key of ["apiKey", "webhookSecret"]) if (typeof value[key] !== "string" || value[key] === "") missing.push(`${key} (text)`);
  if (!isObject(value.seed) || typeof value.seed.integrationId !== "string") missing.push("seed.integrationId (text)");
  for (const key of ["integrations", "orders", "balances"]) if (!isObject(value[key])) missing.push(`${key} (object)`);
  if (missing.length > 0) throw refuse(`lacks ${missing.join(", ")}`);
  for (const [id, order] of Object.entries(value.orders as Record<string, unknown>)) {
    if (
      !isObject(order) ||
      order.id !== id ||
      typeof order.integrationId !== "string" ||
      typeof order.status !== "string" ||
      typeof order.type !== "string"
    ) {
      throw refuse(`has an order ${JSON.stringify(id)} without id, type, status and integrationId`);
    }
  }
  for (const [id, integration] of Object.entries(value.integrations as Record<string, unknown>)) {
    if (!isObject(integration) || integration.id !== id)
      throw refuse(`has an integration ${JSON.stringify(id)} whose id does not match its key`);
  }
  return value as unknown as State;
}

/**
 * Orders in the file's order, which is creation order: the list stays newest first. The file
 * knew one merchant; everything in it becomes `clientId`'s.
 */
export async function importLegacyState(tx: Transaction<Database>, state: State, clientId: string): Promise<void> {
  for (const integration of Object.values(state.integrations)) await insertIntegration(tx, { ...integration, clientId });
  for (const order of Object.values(state.orders)) await insertOrder(tx, { ...order, clientId });
  for (const [integrationId, assets] of Object.entries(state.balances)) {
    for (const [assetId, amount] of Object.entries(assets ?? {}))
      if (typeof amount === "string") await upsertBalance(tx, integrationId, assetId, amount);
  }
}
