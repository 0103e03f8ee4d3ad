// "Forgot password?" against a real SMTP server started here: the link arrives by mail (over
// STARTTLS with a login, and over a plain connection without one), sets a new password once,
// ends every session; the answer is the same for a known and an unknown email; requests are
// throttled per email and per client address; without SMTP_URL the route says to ask the operator.
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../http/logger.ts";
import { createMailSender, type MailSender } from "../mail/sender.ts";
import { readMailSettings } from "../mail/settings.ts";
import { smtpTransport } from "../mail/transport.ts";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";
import { linkIn, startSmtp, type TestSmtp } from "../../test/support/smtp.ts";
import { MAILED_LINK_LIFETIME_MS, RESET_ANSWER } from "./password-reset-routes.ts";

const open: { smtp: TestSmtp[]; senders: MailSender[] } = { smtp: [], senders: [] };
afterEach(async () => {
  await Promise.all(open.senders.splice(0).map((s) => s.close()));
  await Promise.all(open.smtp.splice(0).map((s) => s.close()));
});

async function mailingApp(smtpOptions: Parameters<typeof startSmtp>[0]) {
  const smtp = await startSmtp(smtpOptions);
  open.smtp.push(smtp);
  const settings = readMailSettings({ SMTP_URL: smtp.url, MAIL_FROM: "Payments <payments@pay.invalid>" });
  if (!settings) throw new Error("mail settings expected");
  let sender: MailSender | null = null;
  const t = await portalTestApp(
    {},
    {
      mail: ({ store, clock }) => {
        sender = createMailSender({
          outbox: store.mail,
          // The test server's own certificate, trusted here only.
          transport: smtpTransport(settings, smtp.ca ? { ca: smtp.ca } : {}),
          logger: silentLogger,
          now: () => clock.now(),
        });
        open.senders.push(sender);
        return sender;
      },
    },
  );
  if (!sender) throw new Error("sender expected");
  return { t, smtp, sender: sender as MailSender };
}

const askReset = (b: ReturnType<typeof browser>, email: string) => b.request("POST", "/portal/api/password-reset", { email });

// Each test signs up (a password hash), mails over a real connection and waits for it: on a
// loaded machine that is seconds, not the default 5 s ceiling (no timing is asserted).
describe("password reset by email", { timeout: 60_000 }, () => {
  it.each([
    { name: "STARTTLS and a login", starttls: true, login: { user: "mailer", pass: "s3cret pass" } },
    { name: "a plain connection without a login", starttls: false, login: null },
  ])("over $name: the mailed link sets a new password once and ends every session", async ({ starttls, login }) => {
    const { t, smtp } = await mailingApp({ starttls, login });
    const ada = browser(t);
    expect((await ada.signUp("ada@example.com")).status).toBe(201);
    const elsewhere = browser(t);
    expect((await elsewhere.signIn("ada@example.com")).status).toBe(200);
    expect(await (await browser(t).request("GET", "/portal/api/info")).json()).toMatchObject({ passwordResetByEmail: true });

    const asked = await askReset(browser(t), " Ada@Example.com ");
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual(RESET_ANSWER);
    const [mail] = await smtp.waitFor(1);
    if (!mail) throw new Error("no mail");
    expect(mail).toMatchObject({ to: ["ada@example.com"], from: "payments@pay.invalid", secure: starttls });
    const link = linkIn(mail, t.origin);
    expect(link).toMatch(new RegExp(`^${t.origin}/portal/set-password#[\\w-]{43}$`));
    // The HTML part says the same, with the same link, and loads nothing.
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toMatch(/<img|src=/i);
    expect(mail.text).toContain("30 minutes");

    const token = link.slice(link.indexOf("#") + 1);
    const use = (password: string) => browser(t).request("POST", "/portal/api/set-password", { token, password });
    expect((await use("a brand new passphrase")).status).toBe(200);
    expect((await use("another new passphrase")).status).toBe(400);
    expect((await ada.request("GET", "/portal/api/me")).status).toBe(401);
    expect((await elsewhere.request("GET", "/portal/api/me")).status).toBe(401);
    expect((await browser(t).signIn("ada@example.com", PASSWORD)).status).toBe(401);
    expect((await browser(t).signIn("ada@example.com", "a brand new passphrase")).status).toBe(200);
    const audit = await t.app.services.store.portal.listAudit(
      (await t.app.services.store.portal.findAccountByEmail("ada@example.com"))?.clientId ?? "",
      {
        offset: 0,
        limit: 50,
      },
    );
    expect(audit.items.map((line) => line.action)).toContain("password reset link mailed");
    // The secret is in no audit line.
    expect(JSON.stringify(audit.items)).not.toContain(token);
  });

  it("a mailed link stops working after 30 minutes, and a newer one replaces it", async () => {
    const { t, smtp } = await mailingApp({ starttls: false });
    expect((await browser(t).signUp("bo@example.com")).status).toBe(201);
    expect((await askReset(browser(t), "bo@example.com")).status).toBe(202);
    expect((await askReset(browser(t), "bo@example.com")).status).toBe(202);
    const [first, second] = await smtp.waitFor(2);
    if (!first || !second) throw new Error("two mails expected");
    const tokenOf = (mail: typeof first) => linkIn(mail, t.origin).split("#")[1] ?? "";
    const use = (token: string) => browser(t).request("POST", "/portal/api/set-password", { token, password: "a brand new passphrase" });
    expect((await use(tokenOf(first))).status).toBe(400);
    t.clock.advance(MAILED_LINK_LIFETIME_MS);
    expect((await use(tokenOf(second))).status).toBe(400);
    expect((await browser(t).signIn("bo@example.com")).status).toBe(200);
  });

  it("answers a known and an unknown email alike, and mails only the known one", async () => {
    const { t, smtp, sender } = await mailingApp({ starttls: false });
    expect((await browser(t).signUp("cy@example.com")).status).toBe(201);
    const known = await askReset(browser(t), "cy@example.com");
    const unknown = await askReset(browser(t), "nobody@example.com");
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
    await sender.idle();
    expect(smtp.received.map((m) => m.to)).toEqual([["cy@example.com"]]);
  });

  it("is throttled per email (known or not) and per client address", async () => {
    const { t, smtp, sender } = await mailingApp({ starttls: false });
    expect((await browser(t).signUp("di@example.com")).status).toBe(201);
    for (const email of ["di@example.com", "ghost@example.com"]) {
      for (let i = 0; i < 3; i++) expect((await askReset(browser(t, { address: `198.51.100.${i + 1}` }), email)).status).toBe(202);
      const over = await askReset(browser(t, { address: "198.51.100.9" }), email);
      expect(over.status).toBe(429);
      expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await over.text()).toMatch(/Too many reset requests/);
    }
    const crowd = browser(t, { address: "203.0.113.7" });
    for (let i = 0; i < 10; i++) expect((await askReset(crowd, `someone${i}@example.com`)).status).toBe(202);
    expect((await askReset(crowd, "someone-else@example.com")).status).toBe(429);
    await sender.idle();
    expect(smtp.received).toHaveLength(3);
  });

  it("without SMTP_URL: the portal says to ask the operator, and nothing is queued", async () => {
    const t = await portalTestApp();
    expect((await browser(t).signUp("ed@example.com")).status).toBe(201);
    expect(await (await browser(t).request("GET", "/portal/api/info")).json()).toMatchObject({ passwordResetByEmail: false });
    const asked = await askReset(browser(t), "ed@example.com");
    expect(asked.status).toBe(403);
    expect(JSON.stringify(await asked.json())).toMatch(/ask its operator/);
    expect(await t.app.services.store.mail.pendingCount()).toBe(0);
  });
});
