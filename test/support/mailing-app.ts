// A portal test app that mails: a real SMTP server (smtp-server) started here and a mail sender
// over the app's store on the app's clock. Close what it opened with closeMailing().
import { silentLogger } from "../../server/http/logger.ts";
import { createMailSender, type MailSender } from "../../server/mail/sender.ts";
import { readMailSettings } from "../../server/mail/settings.ts";
import { smtpTransport } from "../../server/mail/transport.ts";
import { portalTestApp } from "./portal-app.ts";
import { startSmtp, type TestSmtp } from "./smtp.ts";

const open: { smtp: TestSmtp[]; senders: MailSender[] } = { smtp: [], senders: [] };

export async function closeMailing(): Promise<void> {
  await Promise.all(open.senders.splice(0).map((s) => s.close()));
  await Promise.all(open.smtp.splice(0).map((s) => s.close()));
}

export async function mailingPortalApp(smtpOptions: Parameters<typeof startSmtp>[0] = { starttls: false, login: null }) {
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
