#!/usr/bin/env node
// `crypto-checkout listen --forward-to http://localhost:3000/hooks`: the package's command
// (listen.ts does the work). The service's URL and the API key come from the flags or the
// environment, so that neither has to be typed into a shell's history.
import { parseArgs } from "node:util";
import { ListenRefused, listen } from "./listen.ts";

const USAGE = `Usage: crypto-checkout listen --forward-to <url> [--service-url <url>] [--api-key <key>] [--integration <id>]

Forwards the order status callbacks of the key's integrations (or of one) from the service to a
receiver on this machine, byte for byte with their signature headers, and prints each with the
receiver's answer. Works whatever callback URL is configured, and without one.

  --forward-to   the local receiver, such as http://localhost:3000/hooks
  --service-url  the service's URL (default: $CRYPTO_CHECKOUT_URL)
  --api-key      the API key (default: $CRYPTO_CHECKOUT_API_KEY)
  --integration  only this integration's callbacks (default: every integration of the key)`;

function fail(message: string): never {
  console.error(`crypto-checkout: ${message}`);
  process.exit(1);
}

function httpUrl(text: string, flag: string): string {
  try {
    const url = new URL(text);
    if (url.protocol === "http:" || url.protocol === "https:") return text;
  } catch {}
  return fail(`${flag} must be an http(s) URL; got "${text}"`);
}

async function main(): Promise<void> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>;
  const FLAGS = {
    "forward-to": { type: "string" },
    "service-url": { type: "string" },
    "api-key": { type: "string" },
    integration: { type: "string" },
    help: { type: "boolean", short: "h" },
  } as const;
  try {
    parsed = parseArgs({ options: FLAGS, allowPositionals: true });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals[0] !== "listen" || positionals.length > 1) return fail(`unknown command "${positionals.join(" ")}"\n\n${USAGE}`);
  const forwardTo = values["forward-to"];
  if (!forwardTo) return fail(`--forward-to is required\n\n${USAGE}`);
  const serviceUrl = values["service-url"] ?? process.env.CRYPTO_CHECKOUT_URL;
  if (!serviceUrl) return fail("the service's URL is missing: --service-url or CRYPTO_CHECKOUT_URL");
  const apiKey = values["api-key"] ?? process.env.CRYPTO_CHECKOUT_API_KEY;
  if (!apiKey) return fail("the API key is missing: --api-key or CRYPTO_CHECKOUT_API_KEY");

  const stop = new AbortController();
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stop.abort());
  try {
    await listen({
      serviceUrl: httpUrl(serviceUrl, "--service-url"),
      apiKey,
      forwardTo: httpUrl(forwardTo, "--forward-to"),
      integrationId: values.integration,
      signal: stop.signal,
    });
  } catch (error) {
    if (error instanceof ListenRefused) fail(error.message);
    throw error;
  }
}

await main();
