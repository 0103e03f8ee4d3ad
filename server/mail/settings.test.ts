// SMTP_URL and MAIL_FROM read as the start reads them: the ports each scheme implies, the login
// decoded, and nothing but the host in what the start prints or refuses with.
import { describe, expect, it } from "vitest";
import { describeMailSettings, readMailSettings } from "./settings.ts";

const FROM = "Payments <payments@pay.invalid>";

describe("mail settings", () => {
  it("reads smtp (STARTTLS, port 587) and smtps (TLS, port 465), with or without a login", () => {
    expect(readMailSettings({ SMTP_URL: "smtp://mailer:p%40ss@mail.invalid", MAIL_FROM: FROM })).toEqual({
      secure: false,
      host: "mail.invalid",
      port: 587,
      user: "mailer",
      password: "p@ss",
      from: FROM,
    });
    expect(readMailSettings({ SMTP_URL: "smtps://mail.invalid:2465", MAIL_FROM: "pay@pay.invalid" })).toMatchObject({
      secure: true,
      port: 2465,
      user: null,
      password: null,
    });
    expect(readMailSettings({})).toBeNull();
    expect(readMailSettings({ SMTP_URL: " ", MAIL_FROM: "" })).toBeNull();
  });

  it("prints the host and the sender, never the login", () => {
    const line = describeMailSettings(readMailSettings({ SMTP_URL: "smtp://mailer:hunter22@mail.invalid:25", MAIL_FROM: FROM }));
    expect(line).toContain("mail.invalid:25");
    expect(line).not.toMatch(/hunter22|mailer/);
    expect(describeMailSettings(null)).toMatch(/off/);
  });

  it("refuses, naming the variable, without repeating the password", () => {
    const refusal = (env: Record<string, string | undefined>) => {
      try {
        readMailSettings(env);
        return "";
      } catch (error) {
        return (error as Error).message;
      }
    };
    for (const env of [
      { SMTP_URL: "smtp://u:hunter22@mail.invalid" },
      { SMTP_URL: "ftp://u:hunter22@mail.invalid", MAIL_FROM: FROM },
      { SMTP_URL: "smtp://u:hunter22@mail.invalid/x", MAIL_FROM: FROM },
      { SMTP_URL: "smtp://u:hunter22@", MAIL_FROM: FROM },
      { SMTP_URL: "smtp://u:hunter22@mail.invalid", MAIL_FROM: "not an address" },
    ]) {
      const message = refusal(env);
      expect(message).toMatch(/^(SMTP_URL|MAIL_FROM)/);
      expect(message).not.toContain("hunter22");
      expect(message).not.toContain("\n");
    }
  });
});
