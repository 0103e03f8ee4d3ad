// The demo client's portal login, seeded by `npm start` and printed beside the day's links: the
// sandbox is tried by signing in, not only by curl. Its password is set afresh at each start
// (PORTAL_DEMO_PASSWORD, or a random one), since a stored hash cannot be printed back.
import { randomBytes } from "node:crypto";
import type { Clock } from "../domain/clock.ts";
import type { Ids } from "../domain/ids.ts";
import type { PortalStore } from "../store/index.ts";
import { hashPassword, SCRYPT_COST, type ScryptCost } from "./passwords.ts";

export const DEMO_EMAIL = "demo@example.com";
/** The demo merchant's client: the one that owns the seed integration. */
export const DEMO_CLIENT_ID = "cli_demo";

export async function seedDemoAccount(
  store: PortalStore,
  parts: { clock: Clock; ids: Ids; password?: string | undefined; cost?: ScryptCost },
): Promise<{ email: string; password: string }> {
  const password = parts.password || `demo-${randomBytes(9).toString("base64url")}`;
  const hash = await hashPassword(password, parts.cost ?? SCRYPT_COST);
  const at = parts.clock.now().toISOString();
  const found = await store.findAccountByEmail(DEMO_EMAIL);
  const audit = {
    clientId: found?.clientId ?? DEMO_CLIENT_ID,
    accountId: found?.id ?? null,
    at,
    address: "local",
    detail: { email: DEMO_EMAIL },
  };
  if (found) {
    await store.changePassword(found.id, hash, at, null, { ...audit, action: "password set at start" });
  } else {
    const id = parts.ids.next("acct");
    await store.createAccount(
      { id, clientId: DEMO_CLIENT_ID, email: DEMO_EMAIL, passwordHash: hash, createdAt: at, passwordChangedAt: at },
      { ...audit, accountId: id, action: "account created" },
    );
  }
  return { email: DEMO_EMAIL, password };
}
