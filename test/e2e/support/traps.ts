// Proof that a hostile link ran nothing: a window.__pwned trap every payload aims at, a
// listener for dialogs (alert/confirm/prompt), CSP violation reports (an injection the policy
// blocked is still an injection) and uncaught page errors.
import type { Page } from "playwright/test";

export interface Traps {
  dialogs: string[];
  pageErrors: string[];
  /** Reads and clears what the page recorded since the last navigation. */
  collect(): Promise<{ pwned: string[]; cspViolations: string[] }>;
}

declare global {
  interface Window {
    __pwnedHits?: string[];
    __cspViolations?: string[];
  }
}

export async function installTraps(page: Page): Promise<Traps> {
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, "__pwnedHits", { value: hits, configurable: false });
    // Any payload that assigns or reads window.__pwned is caught, whatever value it writes.
    Object.defineProperty(window, "__pwned", {
      configurable: false,
      get() {
        hits.push(`read at ${location.href}`);
        return undefined;
      },
      set(value: unknown) {
        hits.push(`set to ${String(value)} at ${location.href}`);
      },
    });
    const violations: string[] = [];
    Object.defineProperty(window, "__cspViolations", { value: violations, configurable: false });
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return {
    dialogs,
    pageErrors,
    async collect() {
      return page.evaluate(() => ({
        pwned: [...(window.__pwnedHits ?? [])],
        cspViolations: [...(window.__cspViolations ?? [])],
      }));
    },
  };
}
