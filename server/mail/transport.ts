// The one SMTP client: nodemailer's, made from MailSettings. It sends one message and says
// whether the server took it; the outbox decides about retries (sender.ts).
import { createTransport } from "nodemailer";
import type { MailSettings } from "./settings.ts";

export interface OutgoingMail {
  /** Our row's id: the Message-ID, so a repeat after a crash is recognisably the same message. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the message; rejects with its refusal otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** `tls`: extra TLS options (a test's own certificate authority); production trusts the system's. */
export function smtpTransport(settings: MailSettings, tls: { ca?: string; servername?: string } = {}): MailTransport {
  const transporter = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    // Without smtps, STARTTLS is used whenever the server offers it (nodemailer's default), and
    // a login is never sent in the clear to a server that offers it.
    ...(settings.user !== null ? { auth: { user: settings.user, pass: settings.password ?? "" } } : {}),
    tls,
    // Bounded waits: a stalled server holds one sender's turn, never a request.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const domain = settings.from.replace(/^.*@/, "").replace(/>$/, "");
  return {
    async send(mail) {
      await transporter.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${domain}>`,
      });
    },
    close: () => transporter.close(),
  };
}
