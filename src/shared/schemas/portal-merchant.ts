// The portal's merchant screens' JSON (/portal/api/integrations, orders, deliveries…): the
// service builds its answers with these types and the page parses them (STYLE 1). A signing
// secret appears only in the answer that made it.
import * as z from "zod/mini";

export const PortalIntegration = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  createdAt: z.string(),
  webhook: z.object({ callbackUrl: z.nullable(z.string()), orderTypes: z.array(z.enum(["Payment", "Deposit"])) }),
  branding: z.object({ logoUrl: z.nullable(z.string()), accentColor: z.nullable(z.string()) }),
  /** null: any site may embed the checkout. */
  allowedEmbedOrigins: z.nullable(z.array(z.string())),
  paymentSettings: z.object({
    paymentTolerancePercent: z.string(),
    supportUrl: z.nullable(z.string()),
    supportEmail: z.nullable(z.string()),
    showExternalIdToPayer: z.boolean(),
  }),
  /** Whether it has a secret of its own (else the service's), and until when the one before still verifies. */
  signing: z.object({ own: z.boolean(), previousValidUntil: z.nullable(z.string()) }),
});
export type PortalIntegration = z.infer<typeof PortalIntegration>;

export const PortalIntegrationList = z.object({ data: z.array(PortalIntegration) });
export type PortalIntegrationList = z.infer<typeof PortalIntegrationList>;

/** Creation and rotation: the new signing secret, shown this once. */
export const PortalSecretShown = z.object({ integration: PortalIntegration, signingSecret: z.string() });
export type PortalSecretShown = z.infer<typeof PortalSecretShown>;

export const ROTATION_GRACE_HOURS = [0, 1, 24, 168] as const;
export const RotateSecretRequest = z.object({
  graceHours: z.union(ROTATION_GRACE_HOURS.map((hours) => z.literal(hours)), `graceHours must be one of ${ROTATION_GRACE_HOURS.join(", ")}`),
});
export type RotateSecretRequest = z.infer<typeof RotateSecretRequest>;
