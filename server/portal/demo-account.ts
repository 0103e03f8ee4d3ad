// The demo client's portal login, seeded by `npm start` and printed beside the day's links: the
// sandbox is tried by signing in, not only by curl. Its password is set afresh at each start
// (PORTAL_DEMO_PASSWORD, or a random one), since a stored hash cannot be printed back.
import { randomBytes } from "node:crypto";
import type { Clock } from "../domain/clock.ts";
import type { Ids } from "../domain/ids.ts";
import type { Repository } from "../store/index.ts";
import { changePassword, openAccount } from "../use-cases/portal-accounts.ts";
import { hashPassword, SCRYPT_COST, type ScryptCost } from "./passwords.ts";

export const DEMO_EMAIL = "demo@example.com";
/** The demo merchant's client: the one that owns the seed integration. */
export const DEMO_CLIENT_ID = "cli_demo";

export async function seedDemoAccount(
  store: Repository,
  parts: { clock: Clock; ids: Ids; password?: string | undefined; cost?: ScryptCost },
): Promise<{ email: string; password: string }> {
  const password = parts.password || `demo-${randomBytes(9).toString("base64url")}`;
  const hash = await hashPassword(password, parts.cost ?? SCRYPT_COST);
  const found = await store.portal.findAccountByEmail(DEMO_EMAIL);
  const use = { store, clock: parts.clock, ids: parts.ids };
  if (found) {
    await changePassword(use, found.id, hash, null, {
      clientId: found.clientId,
      accountId: found.id,
      at: parts.clock.now().toISOString(),
      action: "password set at start",
      address: "local",
      detail: { email: DEMO_EMAIL },
    });
  } else {
    // Made here unless another process starting on the same database made it first.
    await openAccount(use, { email: DEMO_EMAIL, passwordHash: hash, clientId: DEMO_CLIENT_ID, address: "local" });
  }
  return { email: DEMO_EMAIL, password };
}
