// An integration's own signing secrets. A merchant rotating its secret must not lose callbacks
// while its receiver is being updated, so the old secret stays valid for a grace period: every
// delivery made then carries two `v1,` signatures (Standard Webhooks allows several, space
// separated), and a receiver holding either secret verifies it. An integration that never had
// its own secret signs with the service's secret (the one `npm start` prints).
import type { RotateSecretRequest } from "../../src/shared/index.ts";
import type { IntegrationRecord } from "./types.ts";

/** Hours the replaced secret keeps verifying (0: it stops at once); the choices are ROTATION_GRACE_HOURS. */
export type GraceHours = RotateSecretRequest["graceHours"];

/** The secrets a delivery made at `now` is signed with: the current one first. */
export function signingSecretsOf(integration: IntegrationRecord | undefined, serviceSecret: string, now: Date): string[] {
  const signing = integration?.signing;
  if (!signing) return [serviceSecret];
  const previous = signing.previous;
  return previous && Date.parse(previous.until) > now.getTime() ? [signing.secret, previous.secret] : [signing.secret];
}

/**
 * The integration with `secret` as its signing secret; the one it replaces (its own, or the
 * service's) keeps verifying until `now + graceHours`.
 */
export function rotateSigningSecret(
  integration: IntegrationRecord,
  secret: string,
  serviceSecret: string,
  now: Date,
  graceHours: GraceHours,
): IntegrationRecord {
  const current = integration.signing?.secret ?? serviceSecret;
  return {
    ...integration,
    signing: {
      secret,
      previous: graceHours === 0 ? null : { secret: current, until: new Date(now.getTime() + graceHours * 3_600_000).toISOString() },
    },
  };
}

/** When the previous secret stops verifying, if it still does. */
export function previousValidUntil(integration: IntegrationRecord, now: Date): string | null {
  const until = integration.signing?.previous?.until;
  return until && Date.parse(until) > now.getTime() ? until : null;
}
