// A NUL (or any control character) in what the portal takes from a client: the email at sign-up
// and at sign-in, the ids in its paths and queries. PostgreSQL's text cannot hold NUL at all;
// every such input is refused (the field's 400) or answered as an unknown id (404) before any
// query, on both engines, and nothing reaches the log.
import { describe, expect, it } from "vitest";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";
import { storeEngines } from "../../test/support/store-engines.ts";
import type { Logger } from "../http/logger.ts";

const engines = storeEngines();

for (const [engine, open] of engines) {
  describe(`control characters in the portal on ${engine}`, () => {
    it("in the email at sign-up and at sign-in: the email's 400, nothing logged", { timeout: 30_000 }, async () => {
      const logged: string[] = [];
      const logger: Logger = { info: () => {}, error: (message) => void logged.push(message) };
      const t = await portalTestApp({}, { store: await open(), logger });
      const eve = browser(t);
      for (const email of ["ada\u0000@example.com", "ada@exa\u0000mple.com", "\u0000", "ada@example.com\u0007", "ada\u009b@example.com"]) {
        for (const path of ["/portal/api/sign-up", "/portal/api/sign-in"]) {
          const res = await eve.request("POST", path, { email, password: PASSWORD });
          expect(res.status, `${path} ${JSON.stringify(email)}`).toBe(400);
          const errors = await res.json();
          expect(errors.map((e: { field: string }) => e.field)).toEqual(["email"]);
          expect(JSON.stringify(errors)).not.toContain("\\u0000");
        }
      }
      expect(logged).toEqual([]);
    });

    it("in the ids of paths and queries of a signed-in session: an unknown id or the field's 400, nothing logged", {
      timeout: 30_000,
    }, async () => {
      const logged: string[] = [];
      const logger: Logger = { info: () => {}, error: (message, error) => void logged.push(`${message} ${String(error)}`) };
      const t = await portalTestApp({}, { store: await open(), logger });
      const ada = browser(t);
      expect((await ada.signUp(`ada-${engine}@example.com`)).status).toBe(201);
      const nul = "key_a%00b";
      const cases: Array<[string, string, unknown, number]> = [
        ["POST", `/portal/api/keys/${nul}/revoke`, undefined, 404],
        ["POST", "/portal/api/keys/%00/revoke", undefined, 404],
        ["POST", "/portal/api/keys/key_%07/revoke", undefined, 404],
        ["GET", `/portal/api/orders/${nul}`, undefined, 404],
        ["GET", `/portal/api/orders?externalId=${nul}`, undefined, 400],
        ["GET", `/portal/api/deliveries?orderId=${nul}`, undefined, 400],
        ["POST", `/portal/api/deliveries/${nul}/redeliver`, undefined, 404],
        ["POST", `/portal/api/integrations/${nul}/webhook/test`, undefined, 404],
        ["GET", `/portal/api/integrations/${nul}`, undefined, 404],
        ["POST", `/portal/api/integrations/${nul}/signing-secret`, { graceHours: 24 }, 404],
        ["POST", `/portal/api/sandbox/orders/${nul}/payments`, undefined, 404],
        ["POST", `/portal/api/sandbox/orders/${nul}/expire`, undefined, 404],
        ["POST", `/portal/api/sandbox/transactions/${nul}/confirm`, undefined, 404],
        ["GET", "/portal/api/audit?page=%00", undefined, 400],
        ["POST", "/portal/api/keys", { name: "Shop\u0000" }, 400],
      ];
      for (const [method, path, body, status] of cases) {
        const res = await ada.request(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(status);
        expect(await res.text()).not.toContain("\u0000");
      }
      expect(logged).toEqual([]);
    });
  });
}
