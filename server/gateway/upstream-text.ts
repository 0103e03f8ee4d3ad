// What the upstream says about a merchant reaches the payer's page ("Pay to <name>", "Back to
// <name>"), so it meets the rules the sandbox holds its own integrations to: a name of at most
// 100 characters with something visible and no control or bidirectional formatting character,
// a URL of at most 2,048 such characters, absolute https without credentials. What fails is
// left out (the page then shows no name or no link), never shown as the upstream sent it.
import { hasVisibleCharacter, parseHttpUrl, unsafeDisplayCharacter } from "../../src/shared/index.ts";
import { integrationUrlProblem } from "../domain/integrations.ts";

export const MAX_MERCHANT_NAME = 100;
export const MAX_MERCHANT_URL = 2048;

export function payerSafeName(name: string): string {
  if (name.length > MAX_MERCHANT_NAME || unsafeDisplayCharacter(name) !== null || !hasVisibleCharacter(name)) return "";
  return name;
}

export function payerSafeUrl(url: string): string {
  if (url.length > MAX_MERCHANT_URL || unsafeDisplayCharacter(url) !== null || parseHttpUrl(url) === null) return "";
  return integrationUrlProblem(url, { sandbox: false }) === null ? url : "";
}

export function payerSafeMerchant(merchant: { name: string; url: string }): { name: string; url: string } {
  return { name: payerSafeName(merchant.name), url: payerSafeUrl(merchant.url) };
}
