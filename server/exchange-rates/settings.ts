// The settings of prices and quotes (docs/operations.md, "Exchange rates"), read from the
// environment in one place so that each has one name, one default and one error message.
import { isDecimalText } from "../../src/shared/index.ts";
import type { RateChecks } from "../domain/exchange-rates.ts";

export interface RateSettings {
  /** RATE_STABLECOIN_BAND_PERCENT, RATE_MAX_CHANGE_PERCENT, RATE_MAX_AGE_MINUTES: how far a feed's reading is believed. */
  checks: RateChecks;
  /** QUOTE_VALID_MINUTES (default 10): how long the amounts a link's page showed are honoured by the payer's choice. */
  quoteValidMs: number;
  /**
   * LINK_QUOTE_KEY: the key that signs a link page's quote, so that any process can check it.
   * Unset: one made at start (and handed to the workers of that start); processes on several
   * machines need the same one set.
   */
  quoteKey: string | null;
}

type Env = Record<string, string | undefined>;

function percent(env: Env, name: string, fallback: string): string {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const [whole = "", fraction = ""] = text.split(".");
  if (!isDecimalText(text) || fraction.length > 2 || Number(whole) > 100 || /^0*(\.0*)?$/.test(text)) {
    throw new Error(`${name}=${text} is not a percentage above 0 and at most 100 with at most 2 fraction digits, such as 2 or 0.5`);
  }
  return text;
}

function minutes(env: Env, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  if (!/^[1-9]\d{0,4}$/.test(text)) throw new Error(`${name}=${text} is not a whole number of minutes above 0`);
  return Number(text);
}

export function readRateSettings(env: Env): RateSettings {
  const key = env.LINK_QUOTE_KEY;
  if (key !== undefined && key !== "" && key.length < 32) {
    throw new Error("LINK_QUOTE_KEY is shorter than 32 characters: use a long random value, such as `openssl rand -base64 32`");
  }
  return {
    checks: {
      stablecoinBandPercent: percent(env, "RATE_STABLECOIN_BAND_PERCENT", "2"),
      maxChangePercent: percent(env, "RATE_MAX_CHANGE_PERCENT", "20"),
      maxAgeMs: minutes(env, "RATE_MAX_AGE_MINUTES", 10) * 60_000,
    },
    quoteValidMs: minutes(env, "QUOTE_VALID_MINUTES", 10) * 60_000,
    quoteKey: key === undefined || key === "" ? null : key,
  };
}
