// Mail as the operator runs it: the real service as a process. A wrong SMTP_URL or MAIL_FROM
// stops the start with one line that never repeats the SMTP password; a reset mail queued while
// the SMTP server refuses mail survives a SIGKILL of the service, and is sent once when the
// server takes mail again (by the next start), with a link that still works.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePortPair, killServices, ready, spawnService, type ServiceProcess } from "../../test/support/service-process.ts";
import { linkIn, startSmtp, type TestSmtp } from "../../test/support/smtp.ts";
import { until, untilValue } from "../../test/support/until.ts";

const SMTP_PASSWORD = "pa55-never-printed";

async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  const service = spawnService({ STATE: "memory", ...env }, await freePortPair());
  const { code } = await service.exited;
  return { code, lines: service.output().trim().split("\n") };
}

describe("SMTP_URL and MAIL_FROM at start", () => {
  it("a wrong one stops the start with one line naming the variable and only the host", async () => {
    const [noFrom, notSmtp, withPath, badFrom, fromAlone] = await Promise.all([
      refusedStart({ SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@mail.invalid:587` }),
      refusedStart({ SMTP_URL: `https://mailer:${SMTP_PASSWORD}@mail.invalid`, MAIL_FROM: "pay@pay.invalid" }),
      refusedStart({ SMTP_URL: `smtps://mailer:${SMTP_PASSWORD}@mail.invalid/inbox?x=1`, MAIL_FROM: "pay@pay.invalid" }),
      refusedStart({ SMTP_URL: `smtp://mailer:${SMTP_PASSWORD}@mail.invalid`, MAIL_FROM: "pay\r\nBcc: all@pay.invalid" }),
      refusedStart({ MAIL_FROM: "pay@pay.invalid" }),
    ]);
    expect(noFrom).toEqual({ code: 1, lines: [expect.stringMatching(/^SMTP_URL \(host mail\.invalid\) is set without MAIL_FROM/)] });
    expect(notSmtp).toEqual({ code: 1, lines: [expect.stringMatching(/^SMTP_URL is not an smtp:\/\/ or smtps:\/\/ URL/)] });
    expect(withPath).toEqual({ code: 1, lines: [expect.stringMatching(/^SMTP_URL \(host mail\.invalid\) has a path or query/)] });
    expect(badFrom).toEqual({
      code: 1,
      lines: [expect.stringMatching(/^MAIL_FROM="pay\\r\\nBcc: all@pay.invalid" is not an email address/)],
    });
    expect(fromAlone).toEqual({ code: 1, lines: [expect.stringMatching(/^MAIL_FROM is set without SMTP_URL/)] });
    for (const refused of [noFrom, notSmtp, withPath, badFrom]) expect(refused.lines.join("\n")).not.toContain(SMTP_PASSWORD);
  }, 60_000);
});

describe("the mail outbox across a crash", () => {
  let smtp: TestSmtp;
  let dir: string;
  const started: ServiceProcess[] = [];
  beforeAll(async () => {
    smtp = await startSmtp({ starttls: false, login: { user: "mailer", pass: SMTP_PASSWORD } });
    dir = mkdtempSync(join(tmpdir(), "mail-outbox-"));
  });
  afterAll(async () => {
    await killServices(started);
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function start(port: number): Promise<ServiceProcess> {
    const service = spawnService(
      { DATA_DIR: dir, SMTP_URL: smtp.url, MAIL_FROM: "Payments <payments@pay.invalid>", PORTAL_SCRYPT_LOG2N: "10" },
      port,
    );
    started.push(service);
    return ready(service);
  }

  /** The message's row as the database holds it (read from outside, as another process would). */
  function row(): { state: string; attempts: number; locked_until: string | null } | undefined {
    const db = new SQLite(join(dir, "checkout.sqlite"), { readonly: true, fileMustExist: true });
    try {
      return db.prepare("select state, attempts, locked_until from mail_outbox").get() as never;
    } finally {
      db.close();
    }
  }

  it("keeps a reset mail through a refusing SMTP server and a SIGKILL, and sends it once when the server takes mail", async () => {
    const port = await freePortPair();
    const first = await start(port);
    const post = (service: ServiceProcess, path: string, body: unknown) =>
      fetch(`${service.origin}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: service.origin },
        body: JSON.stringify(body),
      });
    expect((await post(first, "/portal/api/sign-up", { email: "fay@example.com", password: "correct horse battery staple" })).status).toBe(
      201,
    );

    smtp.refusing = true;
    expect((await post(first, "/portal/api/password-reset", { email: "fay@example.com" })).status).toBe(202);
    // Refused, and its outcome written back: the row waits for its next attempt, held by no one.
    await untilValue(
      async () => row(),
      (r) => r !== undefined && r.attempts >= 1 && r.locked_until === null,
      "a refused attempt recorded",
      30_000,
    );
    expect(smtp.received).toHaveLength(0);
    first.child.kill("SIGKILL");
    await first.exited;

    smtp.refusing = false;
    const second = await start(port);
    const [mail] = await smtp.waitFor(1);
    if (!mail) throw new Error("no mail");
    await until(() => row()?.state === "sent", "the mail marked sent", 30_000);
    expect(smtp.received).toHaveLength(1);
    const link = linkIn(mail, second.origin);
    const token = link.slice(link.indexOf("#") + 1);
    expect((await post(second, "/portal/api/set-password", { token, password: "a brand new passphrase" })).status).toBe(200);
    expect(second.output()).not.toContain(SMTP_PASSWORD);
    expect(second.output()).not.toContain(token);
  }, 120_000);
});
