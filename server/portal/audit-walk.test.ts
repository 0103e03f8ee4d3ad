// Every audited portal action, walked: each step does one thing through the portal (or the
// operator's link, which ends in the portal) and must find its own line in the audit log. The
// source is read for every action name an audit line is written with, so an action added
// without a step here fails the last test: an audited change nobody walks may write no line.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TRON_DESTINATION } from "../testing.ts";
import { browser, PASSWORD, portalTestApp, type PortalTestApp } from "../../test/support/portal-app.ts";
import { resetPasswordLink } from "./password-links.ts";
import { base32Decode, hotp, stepAt } from "./totp.ts";
import { chooseOnLinkPage } from "../../test/support/link-page.ts";

const EMAIL = "ada@example.com";
const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };
const NEW_PASSWORD = "a second passphrase, long enough";

const codeAt = (t: PortalTestApp, secret: string) => hotp(base32Decode(secret), stepAt(t.clock.now()));

/**
 * The client's audit log, read from the store: a step that ends every session (signing out
 * everywhere) leaves no session to read it through. Newest first.
 */
async function audit(t: PortalTestApp, clientId: string) {
  return t.app.services.store.portal.listAudit(clientId, { offset: 0, limit: 1000 });
}

const walked = new Set<string>();

/** Runs one step and expects the lines it wrote to hold `action` (with `detail` when given). */
async function step(
  t: PortalTestApp,
  clientId: string,
  action: string,
  run: () => Promise<unknown>,
  detail?: Record<string, string>,
): Promise<void> {
  const before = (await audit(t, clientId)).total;
  await run();
  const { items, total } = await audit(t, clientId);
  const lines = items.slice(0, total - before);
  expect(
    lines.map((line) => line.action),
    `the audit line of "${action}"`,
  ).toContain(action);
  if (detail) expect(lines.find((line) => line.action === action)?.detail).toMatchObject(detail);
  walked.add(action);
}

async function ok(res: Promise<Response>, status: number): Promise<Response> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return answer;
}

/** Every action name the portal's sources write an audit line with. */
function auditedActions(): string[] {
  const root = join(import.meta.dirname, "..");
  const files = [
    ...readdirSync(join(root, "portal")).map((name) => join(root, "portal", name)),
    join(root, "use-cases", "portal-accounts.ts"),
  ].filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  const patterns = [
    /auditEntry\(c, "([^"]+)"/g,
    /entry\(c, \w+, "([^"]+)"/g,
    /audited\(c, "([^"]+)"/g,
    /startSession\(c, \w+, "([^"]+)"/g,
    /action(?::| =) "([^"]+)"/g,
  ];
  const found = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1] as string);
    // The refund's and the withdrawal's line is one template over the kind.
    if (/`\$\{kind\} created`/.test(text)) for (const kind of ["refund", "withdrawal"]) found.add(`${kind} created`);
  }
  return [...found].sort();
}

/** Written at the service's start for the demo account, by no portal action: proven where the demo is seeded. */
const NOT_A_PORTAL_ACTION = new Set(["password set at start"]);

describe("the portal's audit log", () => {
  it("writes a line for every audited action, and every action its sources name is walked", async () => {
    // Mail on (a sender that sends nothing: the line is written with the queued message).
    const t = await portalTestApp({}, { mail: () => ({ queued: () => {}, idle: async () => {}, close: async () => {} }) });
    const b = browser(t);
    // Sign-up makes the client: its first lines are the account's and its first session's.
    const client = (await (await ok(b.signUp(EMAIL), 201)).json()).clientId as string;
    const first = (await audit(t, client)).items;
    expect(first.map((line) => line.action)).toEqual(["signed in", "account created"]);
    expect(first[1]?.detail).toMatchObject({ email: EMAIL });
    for (const line of first) walked.add(line.action);
    await step(t, client, "sign-in failed", () => ok(browser(t).signIn(EMAIL, "not the password"), 401));
    await step(t, client, "signed in", () => ok(b.signIn(EMAIL), 200));
    await step(t, client, "confirmation refused", () => ok(b.request("POST", "/portal/api/confirm", { password: "wrong" }), 400));
    await step(t, client, "password change refused", () =>
      ok(b.request("POST", "/portal/api/password", { currentPassword: "wrong", newPassword: NEW_PASSWORD }), 400),
    );
    await step(t, client, "password changed", () =>
      ok(b.request("POST", "/portal/api/password", { currentPassword: PASSWORD, newPassword: PASSWORD }), 204),
    );

    let integrationId = "";
    await step(t, client, "integration created", async () => {
      const res = await ok(b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" }), 201);
      integrationId = (await res.json()).integration.id;
    });
    const base = `/portal/api/integrations/${integrationId}`;
    await step(t, client, "integration changed", () => ok(b.request("PUT", base, { name: "Renamed", url: "https://shop.example" }), 200), {
      integrationId,
    });
    await step(t, client, "callback URL changed", () =>
      ok(b.request("PUT", `${base}/webhook`, { callbackUrl: "http://localhost:4000/hooks", orderTypes: ["Payment"] }), 200),
    );
    await step(t, client, "embedding changed", () =>
      ok(b.request("PUT", `${base}/embedding`, { allowedOrigins: ["https://shop.example"] }), 200),
    );
    await step(t, client, "app return schemes changed", () =>
      ok(b.request("PUT", `${base}/app-return-schemes`, { appReturnSchemes: ["myshop"] }), 200),
    );
    await step(t, client, "notifications changed", () =>
      ok(
        b.request("PUT", "/portal/api/notifications", {
          paymentCompleted: "off",
          payoutWaiting: true,
          callbacksFailing: true,
          reorgAfterCredit: true,
        }),
        200,
      ),
    );
    await step(t, client, "language changed", () => ok(b.request("PUT", "/portal/api/language", { language: "de" }), 200), {
      language: "de",
    });
    await step(t, client, "payment settings changed", () =>
      ok(b.request("PUT", `${base}/payment-settings`, { paymentTolerancePercent: "1" }), 200),
    );
    await step(t, client, "signing secret rotated", () => ok(b.request("POST", `${base}/signing-secret`, { graceHours: 0 }), 200));

    let keyId = "";
    await step(t, client, "API key created", async () => {
      keyId = (await (await ok(b.request("POST", "/portal/api/keys", { name: "Shop server" }), 201)).json()).key.id;
    });
    await step(t, client, "API key revoked", () => ok(b.request("POST", `/portal/api/keys/${keyId}/revoke`), 200));

    // Money: a paid order, refunded in part; a withdrawal from what it left.
    const order = await (
      await ok(
        b.request("POST", "/portal/api/orders/payment", { integrationId, assetId: "USDT_TRC20", amount: "40", customer: CUSTOMER }),
        201,
      )
    ).json();
    await ok(b.request("POST", `/portal/api/sandbox/orders/${order.orderId}/payments`, { amount: "40" }), 201);
    await step(t, client, "refund created", () =>
      ok(
        b.request("POST", "/portal/api/orders/refund", {
          refundOrderId: order.orderId,
          assetId: "USDT_TRC20",
          amount: "10",
          destinationAddress: TRON_DESTINATION,
        }),
        201,
      ),
    );
    await step(t, client, "withdrawal created", () =>
      ok(
        b.request("POST", "/portal/api/orders/withdrawal", {
          integrationId,
          assetId: "USDT_TRC20",
          amount: "5",
          destinationAddress: TRON_DESTINATION,
          customer: CUSTOMER,
        }),
        201,
      ),
    );
    // A payment that arrived after its link order's window, marked as paid by hand.
    const { linkId } = await (
      await ok(
        b.request("POST", "/portal/api/payment-links", { integrationId, name: "T-shirt", price: { amount: "10.00", currency: "USD" } }),
        201,
      )
    ).json();
    const chosen = await chooseOnLinkPage(t.app, linkId, "USDT_TRC20");
    const late = { orderId: new URL(chosen.headers.get("Location") ?? "").searchParams.get("orderId") ?? "" };
    await ok(b.request("POST", `/portal/api/sandbox/orders/${late.orderId}/expire`), 200);
    await ok(b.request("POST", `/portal/api/sandbox/orders/${late.orderId}/payments`, {}), 201);
    await step(t, client, "order marked as paid", () => ok(b.request("POST", `/portal/api/orders/${late.orderId}/mark-paid`), 200));

    // Two-factor on, a sign-in with a recovery code, two-factor off.
    const { secret } = await (await ok(b.request("POST", "/portal/api/two-factor/setup"), 201)).json();
    let recoveryCodes: string[] = [];
    await step(t, client, "two-factor enabled", async () => {
      recoveryCodes = (await (await ok(b.request("POST", "/portal/api/two-factor/enable", { code: codeAt(t, secret) }), 201)).json())
        .recoveryCodes;
    });
    await step(t, client, "signed in with a recovery code", () =>
      ok(browser(t).request("POST", "/portal/api/sign-in", { email: EMAIL, password: PASSWORD, code: recoveryCodes[0] }), 200),
    );
    t.clock.advance(30_000);
    await ok(b.request("POST", "/portal/api/confirm", { code: codeAt(t, secret) }), 204);
    await step(t, client, "two-factor disabled", () => ok(b.request("POST", "/portal/api/two-factor/disable"), 204));

    // The operator's reset link, and its use.
    let token = "";
    await step(t, client, "password reset link made", async () => {
      const made = await resetPasswordLink(t.app.services.store, t.app.services, EMAIL, { twoFactorOff: false, keepKeys: false });
      if (!made.ok) throw new Error(made.why);
      token = made.secret;
    });
    const reader = browser(t);
    await step(t, client, "password set with the operator's link", async () => {
      await ok(reader.signIn(EMAIL), 200);
      await ok(reader.request("POST", "/portal/api/set-password", { token, password: NEW_PASSWORD }), 200);
      await ok(reader.signIn(EMAIL, NEW_PASSWORD), 200);
    });

    await step(t, client, "password reset link mailed", () =>
      ok(browser(t).request("POST", "/portal/api/password-reset", { email: EMAIL }), 202),
    );

    const other = browser(t);
    await ok(other.signIn(EMAIL, NEW_PASSWORD), 200);
    await step(t, client, "signed out", () => ok(other.request("POST", "/portal/api/sign-out"), 204));
    await step(t, client, "signed out everywhere", () => ok(reader.request("POST", "/portal/api/sign-out-everywhere"), 204));

    // Every action the sources write a line with was walked above.
    const unwalked = auditedActions().filter((action) => !walked.has(action) && !NOT_A_PORTAL_ACTION.has(action));
    expect(unwalked).toEqual([]);
  });
});
