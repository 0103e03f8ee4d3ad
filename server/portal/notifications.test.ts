// Notifications by email against a real SMTP server: a payment completed through the sandbox
// mails the merchant's account once (and not when the account switched it off); the settings'
// round trip over the portal's routes, audited, needing no step-up; a notice told twice for one
// event queues one message.
import { afterEach, describe, expect, it } from "vitest";
import { closeMailing, mailingPortalApp } from "../../test/support/mailing-app.ts";
import { browser, portalTestApp, type PortalTestApp } from "../../test/support/portal-app.ts";

afterEach(closeMailing);

const CUSTOMER = { type: "individual", firstName: "Ada", lastName: "Lovelace" };

async function merchant(t: PortalTestApp, email: string) {
  const b = browser(t);
  expect((await b.signUp(email)).status).toBe(201);
  const created = await (await b.request("POST", "/portal/api/integrations", { name: "Shop", url: "https://shop.example" })).json();
  return { b, integrationId: created.integration.id as string };
}

async function pay(m: Awaited<ReturnType<typeof merchant>>, amount: string) {
  const res = await m.b.request("POST", "/portal/api/orders/payment", {
    integrationId: m.integrationId,
    assetId: "USDT_TRC20",
    amount,
    customer: CUSTOMER,
    externalId: "inv-7",
  });
  expect(res.status).toBe(201);
  const orderId: string = (await res.json()).orderId;
  const detected = await m.b.request("POST", `/portal/api/sandbox/orders/${orderId}/payments`, { amount, confirmed: false });
  expect(detected.status).toBe(201);
  const transactionId: string = (await detected.json()).id;
  expect((await m.b.request("POST", `/portal/api/sandbox/transactions/${transactionId}/confirm`, {})).status).toBe(200);
  return orderId;
}

describe("notifications by email", { timeout: 60_000 }, () => {
  it("mails a completed payment once, with its amount as text and a link to the order", async () => {
    const { t, smtp, sender } = await mailingPortalApp();
    const m = await merchant(t, "ada@example.com");
    const orderId = await pay(m, "40.5");
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: ["ada@example.com"], subject: "Payment completed: 40.500000 USDT" });
    expect(mail?.text).toContain(`Order ${orderId} (your reference inv-7) is completed`);
    expect(mail?.text).toContain(`${t.origin}/portal/orders/${orderId}`);
    expect(mail?.html).not.toMatch(/<img|src=/i);
    // More money on the completed order is a change of it, not a second completion.
    const more = await m.b.request("POST", `/portal/api/sandbox/orders/${orderId}/payments`, { amount: "1", confirmed: true });
    expect(more.status).toBe(201);
    await sender.idle();
    expect(smtp.received).toHaveLength(1);
  });

  it("mails each account in the language it chose, and in English one that chose none", async () => {
    const { t, smtp } = await mailingPortalApp();
    const m = await merchant(t, "greta@example.com");
    expect((await m.b.request("PUT", "/portal/api/language", { language: "de" })).status).toBe(200);
    const orderId = await pay(m, "12.5");
    const [mail] = await smtp.waitFor(1);
    expect(mail).toMatchObject({ to: ["greta@example.com"], subject: "Zahlung abgeschlossen: 12.500000 USDT" });
    expect(mail?.text).toContain(`Bestellung ${orderId} (Ihre Referenz inv-7) ist abgeschlossen: 12.500000 USDT erhalten.`);
    expect(mail?.html).toContain('<html lang="de">');
    // Back to none is not a choice the API offers; a second merchant who never chose reads English.
    const n = await merchant(t, "hal@example.com");
    const second = await pay(n, "3");
    const mails = await smtp.waitFor(2);
    const english = mails.find((sent) => sent.to.includes("hal@example.com"));
    expect(english?.subject).toBe("Payment completed: 3.000000 USDT");
    expect(english?.text).toContain(`Order ${second} (your reference inv-7) is completed`);
    expect(english?.html).toContain('<html lang="en">');
  });

  it("mails nothing for an account that switched payments off, without a step-up, and audits the change", async () => {
    const { t, smtp, sender } = await mailingPortalApp();
    const m = await merchant(t, "bob@example.com");
    expect(await (await m.b.request("GET", "/portal/api/notifications")).json()).toEqual({
      settings: { paymentCompleted: "each", payoutWaiting: true, callbacksFailing: true, reorgAfterCredit: true },
      mailOn: true,
    });
    const off = await m.b.request("PUT", "/portal/api/notifications", {
      paymentCompleted: "off",
      payoutWaiting: true,
      callbacksFailing: true,
      reorgAfterCredit: true,
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({
      settings: { paymentCompleted: "off", payoutWaiting: true, callbacksFailing: true, reorgAfterCredit: true },
      mailOn: true,
    });
    await pay(m, "10");
    await sender.idle();
    expect(smtp.received).toHaveLength(0);
    const audit = await (await m.b.request("GET", "/portal/api/audit")).json();
    expect(audit.data).toContainEqual(expect.objectContaining({ action: "notifications changed", detail: { "payment completed": "off" } }));
  });

  it("refuses a setting that is not a switch, naming the field", async () => {
    const t = await portalTestApp();
    const m = await merchant(t, "cy@example.com");
    const res = await m.b.request("PUT", "/portal/api/notifications", { paymentCompleted: "yes", payoutWaiting: true });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("paymentCompleted");
    // Without SMTP the switches are kept, and the answer says nothing is mailed.
    expect(await (await m.b.request("GET", "/portal/api/notifications")).json()).toMatchObject({ mailOn: false });
    expect((await browser(t).request("GET", "/portal/api/notifications")).status).toBe(401);
  });

  it("queues one message per event and account however often the event is told", async () => {
    const { t } = await mailingPortalApp();
    await merchant(t, "dee@example.com");
    const account = await t.app.services.store.portal.findAccountByEmail("dee@example.com");
    if (!account) throw new Error("account expected");
    const notice = {
      clientId: account.clientId,
      kind: "payments" as const,
      key: "payment-completed:ord_same",
      content: () => ({ subject: "s", text: "t", html: "<p>t</p>" }),
    };
    const at = t.clock.now().toISOString();
    for (let i = 0; i < 2; i++) await t.app.services.store.transaction((tx) => tx.mail.queueNotice(notice), { now: at });
    expect(await t.app.services.store.mail.pendingCount()).toBe(1);
  });
});
