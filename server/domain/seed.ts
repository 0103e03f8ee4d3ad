// The state a fresh sandbox (and POST /_sandbox/reset) starts from: one integration, no orders.
import { newIntegration } from "./integrations.ts";
import type { IntegrationRecord, State } from "./types.ts";
import { STATE_VERSION } from "./types.ts";

export function seedIntegration(seed: State["seed"]): IntegrationRecord {
  return newIntegration({ id: seed.integrationId, name: seed.name, url: seed.url, createdAt: seed.createdAt });
}

export function seedState(input: { apiKey: string; webhookSecret: string; seed: State["seed"] }): State {
  return {
    version: STATE_VERSION,
    apiKey: input.apiKey,
    webhookSecret: input.webhookSecret,
    seed: { ...input.seed },
    integrations: { [input.seed.integrationId]: seedIntegration(input.seed) },
    orders: {},
    balances: {},
  };
}

/** Back to the seed: same integration id, key and secret; everything else forgotten. */
export function resetState(state: State): State {
  return seedState({ apiKey: state.apiKey, webhookSecret: state.webhookSecret, seed: state.seed });
}
