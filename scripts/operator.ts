// `npm run operator -- <command>`: the operator's account tools, on the same database as
// `npm start` (DATABASE_URL, else STATE, else DATA_DIR/checkout.sqlite), safe while the service
// runs (each change is one transaction; SQLite's lock and PostgreSQL's row locks order them).
//
//   create-account <email>                      a merchant account with a client of its own, and a
//                                               one-time link to set its password
//   reset-password <email> [--two-factor-off] [--keep-keys]
//                                               a one-time link to set a new password; using it ends
//                                               every session of the account (and turns two-factor off).
//                                               Says how the account was made (signed up by anyone, or
//                                               by the operator) and what it holds, and revokes its API
//                                               keys first unless --keep-keys
//   list-accounts                               every account: email, client, how it was made, API keys
//                                               in use, two-factor, created
//   backup <file> [--force]                     a copy of the SQLite database while the service runs
//   restore <file> [--to <database file>]       the copy back, only while no service uses the database
//   check-chain                                 each configured node (CHAIN_RPC_URL_*) asked what the
//                                               watcher asks: what works, its limits, head, finalized
//                                               block, requests a day; exit 1 when one cannot be watched
//
// Links are printed once, work once, expire after 24 hours, and are stored only as digests.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { systemClock } from "../server/domain/clock.ts";
import { createIds } from "../server/domain/ids.ts";
import { describeHoldings, holdingsOf } from "../server/portal/account-holdings.ts";
import { createAccountWithLink, passwordLinkUrl, PASSWORD_LINK_LIFETIME_MS, resetPasswordLink } from "../server/portal/password-links.ts";
import { openRepository, type StoreTarget } from "../server/store/index.ts";
import { PortalEmail } from "../src/shared/index.ts";
import { BACKUP_USAGE, backupCommand } from "./operator/backup.ts";
import { CHECK_CHAIN_USAGE, checkChainCommand } from "./operator/check-chain.ts";

const env = process.env;
const root = resolve(import.meta.dirname, "..");
const USAGE = `usage: npm run operator -- create-account <email>
       npm run operator -- reset-password <email> [--two-factor-off] [--keep-keys]
       npm run operator -- list-accounts
${BACKUP_USAGE}
${CHECK_CHAIN_USAGE}`;

function target(): StoreTarget {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  if (env.STATE === "memory") throw new Error("STATE=memory keeps nothing: name the service's database (STATE or DATABASE_URL)");
  if (env.STATE && env.STATE !== "file") return { kind: "sqlite", file: resolve(env.STATE) };
  return { kind: "sqlite", file: join(resolve(env.DATA_DIR || join(root, ".data")), "checkout.sqlite") };
}

/** Where links point: the service's PUBLIC_ORIGIN, as `npm start` works it out. */
function publicOrigin(): string {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN.replace(/\/+$/, "");
  const host = env.HOST || "127.0.0.1";
  const browserHost = host === "0.0.0.0" || host === "::" ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${browserHost}:${env.PORT || "8080"}`;
}

function emailOf(text: string | undefined): string {
  if (!text || !PortalEmail.safeParse(text).success) throw new Error(`${text ?? "(none)"} is not an email address\n${USAGE}`);
  return text.trim().toLowerCase();
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === "backup" || command === "restore") return backupCommand(command, rest, target());
  if (command === "check-chain") return checkChainCommand(env, (line) => console.log(line));
  if (!command || !["create-account", "reset-password", "list-accounts"].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const where = target();
  // A file that is not there is not made: the operator would leave an empty database behind.
  if (where.kind === "sqlite" && !existsSync(where.file))
    throw new Error(`${where.file} does not exist: start the service once (npm start) with the same STATE or DATABASE_URL`);
  const opened = await openRepository({
    target: where,
    // The operator never makes or seeds the service's database: it works on one a service made.
    initial: null,
    sharedFile: true,
  });
  const store = opened.repository;
  const parts = { ids: createIds(), clock: systemClock };
  try {
    if (command === "list-accounts") {
      const accounts = await store.portal.listAccounts();
      if (accounts.length === 0) console.log("no accounts");
      for (const a of accounts) {
        const held = await holdingsOf(store, a);
        console.log(
          [
            a.email,
            a.clientId,
            `made by ${held.origin.madeBy}`,
            `${held.activeKeys.length} API key${held.activeKeys.length === 1 ? "" : "s"}`,
            `two-factor ${a.twoFactor.secret === null ? "off" : "on"}`,
            `created ${a.createdAt}`,
          ].join("\t"),
        );
      }
      return 0;
    }
    const email = emailOf(rest.find((arg) => !arg.startsWith("--")));
    const allowed = command === "reset-password" ? ["--two-factor-off", "--keep-keys"] : [];
    const unknown = rest.filter((arg) => arg.startsWith("--") && !allowed.includes(arg));
    if (unknown.length > 0) {
      console.error(`unknown option ${unknown[0]} for ${command}\n${USAGE}`);
      return 2;
    }
    const hours = PASSWORD_LINK_LIFETIME_MS / 3_600_000;
    const printLink = (secret: string) => {
      console.log(`one-time link to set the password (works once, for ${hours} hours; give it only to the account's owner):`);
      console.log(passwordLinkUrl(publicOrigin(), secret));
    };
    if (command === "create-account") {
      const result = await createAccountWithLink(store, parts, email);
      if (!result.ok) {
        console.error(result.why);
        return 1;
      }
      console.log(`account ${email} created (client ${result.account.clientId})`);
      printLink(result.secret);
      return 0;
    }
    const twoFactorOff = rest.includes("--two-factor-off");
    const keepKeys = rest.includes("--keep-keys");
    const result = await resetPasswordLink(store, parts, email, { twoFactorOff, keepKeys });
    if (!result.ok) {
      console.error(result.why);
      return 1;
    }
    console.log(`password reset for ${email}${twoFactorOff ? " (two-factor goes off when the link is used)" : ""}`);
    console.log(`the account: ${describeHoldings(result.holdings)}`);
    if (result.holdings.origin.madeBy === "sign-up")
      console.log("it was opened at sign-up: make sure the person asking owns the email before handing it over");
    for (const key of result.revoked) console.log(`revoked API key ${key.id} "${key.name}" (${key.prefix}…)`);
    if (keepKeys && result.holdings.activeKeys.length > 0)
      console.log(`kept ${result.holdings.activeKeys.length} API key(s) (--keep-keys): whoever holds them can still use them`);
    printLink(result.secret);
    return 0;
  } finally {
    await opened.repository.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
