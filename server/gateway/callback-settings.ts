// Where the gateway sends its own order status callbacks, per integration: set by whoever runs
// the gateway (GATEWAY_CALLBACKS), since the gateway cannot change the upstream's integration
// (the spec's integration read does not even say where its callback goes) and keeps no
// merchants' accounts of its own. Each integration has its own signing secret, so one merchant
// cannot sign callbacks another's receiver would believe.
import * as z from "zod/mini";
import { signWebhook } from "../webhooks/index.ts";

export interface GatewayCallbackTarget {
  url: string;
  /** whsec_… (Standard Webhooks), the merchant verifies with it. */
  secret: string;
}

/** By the upstream's integration id. */
export type GatewayCallbacks = ReadonlyMap<string, GatewayCallbackTarget>;

const Target = z.object({
  url: z.string().check(z.url({ protocol: /^https?$/, error: "url must be an http(s) URL" })),
  secret: z.string(),
});
const Settings = z.record(z.string(), Target);

const EXAMPLE = `GATEWAY_CALLBACKS='{"<integrationId>":{"url":"https://shop.example/hooks","secret":"whsec_…"}}'`;

/** GATEWAY_CALLBACKS: a JSON object of integration id → { url, secret }; absent or empty: no callbacks. */
export function parseGatewayCallbacks(text: string | undefined): GatewayCallbacks {
  if (!text?.trim()) return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`GATEWAY_CALLBACKS is not JSON: write it as ${EXAMPLE}`);
  }
  const result = Settings.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`GATEWAY_CALLBACKS at ${issue?.path.join(".") || "(top)"}: ${issue?.message ?? "not valid"}; expected ${EXAMPLE}`);
  }
  const callbacks = new Map<string, GatewayCallbackTarget>();
  for (const [integrationId, target] of Object.entries(result.data)) {
    try {
      signWebhook({ secret: target.secret, id: "check", timestamp: 0, body: "" });
    } catch (error) {
      throw new Error(`GATEWAY_CALLBACKS: the secret of ${integrationId}: ${error instanceof Error ? error.message : String(error)}`);
    }
    callbacks.set(integrationId, { url: target.url, secret: target.secret });
  }
  return callbacks;
}

/** The dispatcher's secrets for a gateway's delivery: its integration's (none known: none, so the delivery cannot be signed by another's). */
export function gatewayCallbackSecrets(callbacks: GatewayCallbacks) {
  return async ({ integrationId }: { integrationId: string }): Promise<string[]> => {
    const target = callbacks.get(integrationId);
    return target ? [target.secret] : [];
  };
}
