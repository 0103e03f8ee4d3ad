// One tap copies exactly the service's address and amount. What reached the clipboard is read
// where the page hands it over: navigator.clipboard.writeText is wrapped before the click (no
// engine here lets a test read the system clipboard the same way), and, when the Clipboard API
// refuses, the `copy` event of the execCommand fallback (src/checkout/lib/clipboard.ts) shows
// what was selected when the browser copied. When both refuse, the page offers a selected field.
import { toPlainText } from "../../src/shared/money.ts";
import { checkoutOrder, createPaymentOrder } from "../e2e/support/api.ts";
import type { BrowserPage } from "./support/browser-page.ts";
import { expect, test } from "./support/fixtures.ts";
import { openWaiting, waitFor } from "./support/page-actions.ts";

type Copied = Array<[via: "clipboard-api" | "copy-event", text: string]>;

/** What the page handed to the clipboard so far. */
function copied(page: BrowserPage): Promise<Copied> {
  return page.evaluate(() => (window as unknown as { __copied: Copied }).__copied);
}

/**
 * @param api "record": writeText records the text and succeeds; "refuse": it rejects, as a
 *   browser or webview without clipboard permission does.
 */
async function watchClipboard(page: BrowserPage, api: "record" | "refuse"): Promise<void> {
  await page.evaluate((mode: string) => {
    const log: Array<[string, string]> = [];
    (window as unknown as { __copied: typeof log }).__copied = log;
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) throw new Error("navigator.clipboard is missing: is the page a secure context?");
    clipboard.writeText = (text: string) => {
      if (mode === "refuse") return Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
      log.push(["clipboard-api", text]);
      return Promise.resolve();
    };
    // The fallback copies the selection of a read-only textarea: record what was selected.
    document.addEventListener(
      "copy",
      () => {
        const field = document.activeElement as HTMLTextAreaElement | null;
        const selected =
          field && typeof field.value === "string" ? field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0) : "";
        log.push(["copy-event", selected || String(document.getSelection() ?? "")]);
      },
      true,
    );
  }, api);
}

test("Copy address and Copy amount hand over exactly the service's values (the amount as a payer types it: no meaningless zeros)", async ({
  browserPage: page,
}) => {
  const order = await createPaymentOrder("USDT_TRC20", "19.99");
  await openWaiting(page, order.paymentLink);
  const served = await checkoutOrder(order);
  await watchClipboard(page, "record");

  await page.click('[data-copy="address"] button');
  await waitFor(page, '[data-copy="address"] button[data-copied="true"]');
  await page.click('[data-copy="amount"] button');
  await waitFor(page, '[data-copy="amount"] button[data-copied="true"]');

  expect(await copied(page)).toEqual([
    ["clipboard-api", order.paymentAddress],
    ["clipboard-api", toPlainText(served.requestedAmount?.amount ?? "")],
  ]);
  expect(served.requestedAmount?.amount).toBe("19.990000");
});

test("Clipboard API refused: execCommand copies the address; when that fails too, a selected field holds the amount", async ({
  browserPage: page,
}) => {
  const order = await createPaymentOrder("USDT_TRC20", "7.5");
  await openWaiting(page, order.paymentLink);
  const served = await checkoutOrder(order);
  await watchClipboard(page, "refuse");

  // writeText rejects: the textarea + execCommand('copy') fallback copies the address.
  await page.click('[data-copy="address"] button');
  await waitFor(page, '[data-copy="address"] button[data-copied="true"]');
  expect(await copied(page)).toEqual([["copy-event", order.paymentAddress]]);
  // Its off-screen buffer is gone again.
  expect(await page.evaluate(() => document.querySelectorAll("textarea").length)).toBe(0);

  // Now execCommand refuses too (a webview that allows neither): the payer gets the amount in a
  // read-only field, focused and selected, ready for the system's own copy.
  await page.evaluate(() => {
    document.execCommand = () => false;
  });
  await page.click('[data-copy="amount"] button');
  // Focused (and selected) by an effect after the render: wait for the focus itself.
  await waitFor(page, '[data-copy="amount"] .manual-copy-field:focus');
  const field = await page.evaluate(() => {
    const input = document.querySelector('[data-copy="amount"] .manual-copy-field') as HTMLInputElement;
    return {
      value: input.value,
      focused: document.activeElement === input,
      selected: input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0),
      readOnly: input.readOnly,
    };
  });
  const amount = toPlainText(served.requestedAmount?.amount ?? "");
  expect(amount).toBe("7.5");
  expect(field).toEqual({ value: amount, focused: true, selected: amount, readOnly: true });
  expect(await page.evaluate(() => document.querySelector('[data-copy="amount"] button')?.hasAttribute("data-copied"))).toBe(false);
});
