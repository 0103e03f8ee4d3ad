// Email's settings of `npm start`, read from the environment in one place: SMTP_URL (where mail
// goes, with its login) and MAIL_FROM (who it is from). A wrong one stops the start with one
// line naming the variable; the URL's user and password are never repeated, only its host.
import * as z from "zod/mini";

type Env = Record<string, string | undefined>;

export const MailSettings = z.object({
  /** smtps: TLS from the first byte (port 465 by default); smtp: STARTTLS whenever the server offers it (port 587). */
  secure: z.boolean(),
  host: z.string(),
  port: z.number(),
  user: z.nullable(z.string()),
  password: z.nullable(z.string()),
  from: z.string(),
});
export type MailSettings = z.infer<typeof MailSettings>;

/** An address, alone or as `Name <address>`; no line breaks (they would forge headers). */
const FROM = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

/** The settings, or null when SMTP_URL is unset: then nothing is mailed, and the service works as without email. */
export function readMailSettings(env: Env): MailSettings | null {
  const text = (env.SMTP_URL ?? "").trim();
  const from = (env.MAIL_FROM ?? "").trim();
  if (text === "") {
    if (from !== "")
      throw new Error("MAIL_FROM is set without SMTP_URL: set SMTP_URL (smtp://user:password@host:587) to send mail, or unset MAIL_FROM");
    return null;
  }
  const url = URL.canParse(text) ? new URL(text) : null;
  // Only the host may be repeated: the URL carries the SMTP login.
  const host = url?.hostname ?? "";
  if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || host === "") {
    throw new Error("SMTP_URL is not an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587");
  }
  if ((url.pathname !== "" && url.pathname !== "/") || url.search !== "" || url.hash !== "") {
    throw new Error(`SMTP_URL (host ${host}) has a path or query: give only smtp(s)://user:password@host:port`);
  }
  if (from === "")
    throw new Error(
      `SMTP_URL (host ${host}) is set without MAIL_FROM: set the sender, such as MAIL_FROM="Payments <payments@example.com>"`,
    );
  if (!FROM.test(from))
    // Quoted as JSON: a line break in the value must not split the one-line refusal.
    throw new Error(
      `MAIL_FROM=${JSON.stringify(from)} is not an email address, such as payments@example.com or "Payments <payments@example.com>"`,
    );
  const secure = url.protocol === "smtps:";
  return {
    secure,
    host: host.replace(/^\[|\]$/g, ""),
    port: url.port === "" ? (secure ? 465 : 587) : Number(url.port),
    user: url.username === "" ? null : decodeURIComponent(url.username),
    password: url.password === "" ? null : decodeURIComponent(url.password),
    from,
  };
}

/** The start's line about mail: the host and the sender, never the login. */
export function describeMailSettings(settings: MailSettings | null): string {
  if (!settings) return "  mail                off (SMTP_URL unset): password resets are links the operator makes";
  const how = settings.secure ? "TLS" : "STARTTLS when offered";
  return `  mail                SMTP ${settings.host}:${settings.port} (${how}), from ${settings.from}`;
}
