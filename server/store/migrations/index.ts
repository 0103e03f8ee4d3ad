// Every migration, by its number. Add a file and a line here; never change a shipped one.
import type { Migration, MigrationProvider } from "kysely";
import type { Engine } from "../engine.ts";
import * as m001 from "./001-initial.ts";
import * as m002 from "./002-transaction-index.ts";
import * as m003 from "./003-portal-accounts.ts";
import * as m004 from "./004-clients.ts";
import * as m005 from "./005-portal-security.ts";
import * as m006 from "./006-gateway.ts";
import * as m007 from "./007-gateway-polls.ts";
import * as m008 from "./008-portal-limits.ts";
import * as m009 from "./009-chain.ts";
import * as m010 from "./010-payment-links.ts";
import * as m011 from "./011-listener-feed.ts";
import * as m012 from "./012-link-floods.ts";
import * as m013 from "./013-payouts.ts";
import * as m014 from "./014-unexpected-tallies.ts";
import * as m015 from "./015-payout-sightings.ts";
import * as m016 from "./016-mail-outbox.ts";
import * as m017 from "./017-notifications.ts";
import * as m018 from "./018-account-language.ts";
import * as m019 from "./019-more-notifications.ts";
import * as m020 from "./020-payment-digests.ts";

export function migrations(engine: Engine): MigrationProvider {
  const all: Record<string, Migration> = {
    "001-initial": { up: m001.up(engine) },
    "002-transaction-index": { up: m002.up() },
    "003-portal-accounts": { up: m003.up(engine) },
    "004-clients": { up: m004.up(engine) },
    "005-portal-security": { up: m005.up() },
    "006-gateway": { up: m006.up(engine) },
    "007-gateway-polls": { up: m007.up() },
    "008-portal-limits": { up: m008.up() },
    "009-chain": { up: m009.up(engine) },
    "010-payment-links": { up: m010.up(engine) },
    "011-listener-feed": { up: m011.up(engine) },
    "012-link-floods": { up: m012.up() },
    "013-payouts": { up: m013.up(engine) },
    "014-unexpected-tallies": { up: m014.up() },
    "015-payout-sightings": { up: m015.up() },
    "016-mail-outbox": { up: m016.up(engine) },
    "017-notifications": { up: m017.up() },
    "018-account-language": { up: m018.up() },
    "019-more-notifications": { up: m019.up() },
    "020-payment-digests": { up: m020.up() },
  };
  return { getMigrations: async () => all };
}

/** The names this version knows, oldest first: a database that ran another is from a newer version. */
export const MIGRATION_NAMES = [
  "001-initial",
  "002-transaction-index",
  "003-portal-accounts",
  "004-clients",
  "005-portal-security",
  "006-gateway",
  "007-gateway-polls",
  "008-portal-limits",
  "009-chain",
  "010-payment-links",
  "011-listener-feed",
  "012-link-floods",
  "013-payouts",
  "014-unexpected-tallies",
  "015-payout-sightings",
  "016-mail-outbox",
  "017-notifications",
  "018-account-language",
  "019-more-notifications",
  "020-payment-digests",
];
