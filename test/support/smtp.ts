// A real SMTP server for the tests (the smtp-server package), on a free loopback port: with or
// without STARTTLS (smtp-server's own certificate for localhost) and a login, keeping every
// message it accepted, parsed (mailparser), and able to refuse mail until told to take it again.
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { localCertificate } from "./local-certificate.ts";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Whether the message came over TLS (STARTTLS). */
  secure: boolean;
}

export interface TestSmtp {
  port: number;
  /** An SMTP_URL for this server (with its login when it has one). */
  url: string;
  /** The certificate a client must trust for STARTTLS (it names localhost and 127.0.0.1); empty without STARTTLS. */
  ca: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages were accepted in all. */
  waitFor(count: number): Promise<ReceivedMail[]>;
  /** While true, every message is refused with a temporary error (451), as a server that is down for mail. */
  refusing: boolean;
  refusals: number;
  close(): Promise<void>;
}

export async function startSmtp(options: {
  starttls: boolean;
  login?: { user: string; pass: string } | null;
  port?: number;
}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const waiters: { count: number; done: (mail: ReceivedMail[]) => void }[] = [];
  const login = options.login ?? null;
  const state = { refusing: false, refusals: 0 };
  const tls = options.starttls ? localCertificate() : null;
  const server = new SMTPServer({
    secure: false,
    ...(tls ? { key: tls.key, cert: tls.cert } : {}),
    disabledCommands: [...(options.starttls ? [] : ["STARTTLS"]), ...(login ? [] : ["AUTH"])],
    authOptional: login === null,
    // A login without STARTTLS is what some relays on a private network take; the test covers it.
    allowInsecureAuth: !options.starttls,
    logger: false,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) return callback(null, { user: auth.username });
      return callback(new Error("Invalid username or password"));
    },
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      state.refusals += 1;
      return callback(Object.assign(new Error("Mail is not taken just now, try again later"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            messageId: parsed.messageId ?? "",
            secure: session.secure,
          });
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.done([...received]);
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const auth = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : "";
  return {
    port,
    url: `smtp://${auth}127.0.0.1:${port}`,
    ca: tls?.cert ?? "",
    received,
    waitFor: (count) => (received.length >= count ? Promise.resolve([...received]) : new Promise((done) => waiters.push({ count, done }))),
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    get refusals() {
      return state.refusals;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one link a message's text carries on `origin`. */
export function linkIn(mail: ReceivedMail, origin: string): string {
  const found = mail.text.match(new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/\\S+`));
  if (!found) throw new Error(`no link on ${origin} in: ${mail.text}`);
  return found[0];
}
