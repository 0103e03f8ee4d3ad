// Where the dispatcher finds the secrets a delivery is signed with: its integration's own (two
// during a rotation's grace period, server/domain/signing-secrets.ts), else the service's.
import { signingSecretsOf } from "../domain/signing-secrets.ts";
import type { Repository } from "../store/index.ts";

export function integrationSecrets(store: Pick<Repository, "getIntegration">, serviceSecret: string, now: () => Date) {
  return async ({ integrationId }: { integrationId: string }): Promise<string[]> =>
    signingSecretsOf(await store.getIntegration(integrationId), serviceSecret, now());
}
