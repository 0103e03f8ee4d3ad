// An integration as the portal shows it: every setting, and of the signing secret only whether
// it has its own and until when the replaced one verifies (the secret itself never).
import type { PortalIntegration } from "../../src/shared/index.ts";
import { previousValidUntil } from "../domain/signing-secrets.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { paymentSettingsOf } from "../sandbox/schemas.ts";

export function portalIntegrationOf(record: IntegrationRecord, now: Date): PortalIntegration {
  const { integrationId: _id, ...paymentSettings } = paymentSettingsOf(record);
  return {
    id: record.id,
    name: record.name,
    url: record.url,
    createdAt: record.createdAt,
    webhook: { callbackUrl: record.webhook.callbackUrl, orderTypes: [...record.webhook.orderTypes] },
    branding: { logoUrl: record.branding?.logoUrl ?? null, accentColor: record.branding?.accentColor ?? null },
    allowedEmbedOrigins: record.allowedEmbedOrigins ? [...record.allowedEmbedOrigins] : null,
    appReturnSchemes: [...(record.appReturnSchemes ?? [])],
    paymentSettings,
    signing: { own: record.signing !== undefined, previousValidUntil: previousValidUntil(record, now) },
  };
}
