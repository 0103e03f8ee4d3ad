// The line a failed run ends with. viem's errors are many lines (the request's URL and body, the
// library's version, a docs link) that bury their cause; the operator gets one line, the error's
// own short message with the node's words (its details), and the whole of it under --verbose.
// Neither form ever shows the wallet's secret: whatever was read from the secret's file is
// replaced before anything is printed, whichever error carried it.
import { BaseError } from "viem";

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

function withoutSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 8) out = out.split(secret).join("[the secret]");
  return out;
}

/** The error as the command prints it: one line, or every line with `verbose`. */
export function errorText(error: unknown, options: { verbose: boolean; secrets: readonly string[] }): string {
  if (options.verbose) {
    const full = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return withoutSecrets(full, options.secrets);
  }
  if (error instanceof BaseError) {
    // The innermost viem error says what the node answered; the outer one what was being done.
    const root = error.walk();
    const inner = root instanceof BaseError && root !== error ? root : null;
    const short = oneLine(error.shortMessage);
    const parts = [short];
    const details = oneLine(inner?.details || error.details || "");
    if (details && !short.includes(details)) parts.push(`(${details})`);
    return withoutSecrets(`${parts.join(" ")} [--verbose for the whole error]`, options.secrets);
  }
  return withoutSecrets(error instanceof Error ? error.message : String(error), options.secrets);
}
