// Integrations in the state: the one lookup and the one shape a new integration starts in, so
// the seeded integration and one made with POST /_sandbox/integrations cannot drift apart.
import type { IntegrationRecord, State } from "./types.ts";

/**
 * The integration with this id, if any. Own properties only: an id such as "__proto__" or
 * "constructor" comes from the request and must not find what Object.prototype has.
 */
export function integrationById(state: State, integrationId: string): IntegrationRecord | undefined {
  return Object.hasOwn(state.integrations, integrationId) ? state.integrations[integrationId] : undefined;
}

/**
 * A new integration: active, with no callback URL (so no webhook is sent) and both order types
 * selected for when one is set, as the README's webhook section promises.
 */
export function newIntegration(fields: Pick<IntegrationRecord, "id" | "name" | "url" | "createdAt">): IntegrationRecord {
  return {
    id: fields.id,
    name: fields.name,
    url: fields.url,
    status: "active",
    webhook: { callbackUrl: null, orderTypes: ["Payment", "Deposit"] },
    createdAt: fields.createdAt,
  };
}
