// What a fresh service starts with: the clients `npm start` seeds (the demo merchant and a
// second one to try isolation on), each with one integration and one API key, and the signing
// secret. A reset of a client brings its seed integration back with the same id.
import { DEMO_CLIENT_ID, newClient, type ClientRecord } from "./clients.ts";
import { newIntegration } from "./integrations.ts";
import type { IntegrationRecord } from "./types.ts";

export type SeedIntegration = NonNullable<ClientRecord["seed"]>;

export interface SeedClient {
  clientId: string;
  name: string;
  /** Its key, printed by every start (the sandbox's console); stored besides as a digest. */
  apiKey: string;
  integration: SeedIntegration;
}

export interface Seed {
  webhookSecret: string;
  /** The demo client first. */
  clients: SeedClient[];
}

export function seedIntegration(clientId: string, seed: SeedIntegration): IntegrationRecord {
  return newIntegration({ id: seed.integrationId, clientId, name: seed.name, url: seed.url, createdAt: seed.createdAt });
}

export function seedClient(seed: SeedClient): ClientRecord {
  return newClient({ id: seed.clientId, name: seed.name, createdAt: seed.integration.createdAt, seed: seed.integration });
}

/** A seed of the demo client alone (benches, and tests that need no second merchant). */
export function demoSeed(input: { apiKey: string; webhookSecret: string; integration: SeedIntegration }): Seed {
  return {
    webhookSecret: input.webhookSecret,
    clients: [{ clientId: DEMO_CLIENT_ID, name: input.integration.name, apiKey: input.apiKey, integration: input.integration }],
  };
}
