// Portal test helpers (imported only by *.test.ts): an app whose password hash is cheap (the
// real cost is tested once in passwords.test.ts), and a tiny browser that keeps the session
// cookie and sends the portal's own Origin, as the portal page does.
import { manualClock } from "../../server/domain/clock.ts";
import { createIds } from "../../server/domain/ids.ts";
import type { Logger } from "../../server/http/logger.ts";
import type { MailSender } from "../../server/mail/sender.ts";
import type { Repository } from "../../server/store/index.ts";
import { offlineLookup, ORIGIN, testApp, testRepository } from "../../server/testing.ts";
import type { Clock } from "../../server/domain/clock.ts";
import type { PortalConfig } from "../../server/services.ts";

export const CHEAP_SCRYPT = { log2N: 10, r: 8, p: 1 };
export const PASSWORD = "correct horse battery staple";

export async function portalTestApp(
  portal: PortalConfig = {},
  extra: {
    publicOrigin?: string;
    store?: Repository;
    logger?: Logger;
    /** A mail sender over the app's store, on the app's clock (the mail tests). */
    mail?: (parts: { store: Repository; clock: Clock }) => MailSender;
  } = {},
) {
  const clock = manualClock();
  const mailStore = extra.mail && !extra.store ? await testRepository() : null;
  const t = await testApp({
    clock,
    // A store shared by several apps (a PostgreSQL database) needs ids that do not repeat.
    ...(extra.store ? { store: extra.store, ids: createIds() } : {}),
    ...(extra.logger ? { logger: extra.logger } : {}),
    ...(mailStore ? { store: mailStore } : {}),
    ...(extra.mail ? { mail: extra.mail({ store: extra.store ?? (mailStore as Repository), clock }) } : {}),
    config: {
      publicOrigin: extra.publicOrigin ?? ORIGIN,
      distDir: null,
      faultHangMs: 200,
      lookup: offlineLookup,
      portal: { scrypt: CHEAP_SCRYPT, ...portal },
    },
  });
  return { ...t, clock, origin: extra.publicOrigin ?? ORIGIN };
}

export type PortalTestApp = Awaited<ReturnType<typeof portalTestApp>>;

/** One browser: its cookie jar (the session cookie) and the headers a same-origin fetch sends. */
export function browser(t: PortalTestApp, options: { origin?: string | null; address?: string } = {}) {
  let cookie = "";
  const origin = options.origin === undefined ? t.origin : options.origin;
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await t.app.request(
      path,
      {
        method,
        headers: {
          ...(origin ? { Origin: origin } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      options.address ? { incoming: { socket: { remoteAddress: options.address } } } : undefined,
    );
    const set = res.headers.get("Set-Cookie");
    if (set) {
      const [pair = ""] = set.split(";");
      const value = pair.slice(pair.indexOf("=") + 1);
      cookie = value ? pair : "";
    }
    return res;
  }
  return {
    request,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    signUp: (email: string, password = PASSWORD) => request("POST", "/portal/api/sign-up", { email, password }),
    signIn: (email: string, password = PASSWORD) => request("POST", "/portal/api/sign-in", { email, password }),
  };
}
