import puppeteer from "puppeteer-core";
process.env.E2E_PORT = "4410";
const { createPaymentOrder } = await import("./test/e2e/support/api.ts");
const order = await createPaymentOrder("USDT_TRC20", "19.99");
const browser = await puppeteer.launch({ browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true });
try {
  const page = await browser.newPage();
  await page.goto(order.paymentLink);
  await page.waitForSelector('main[data-status-group="waiting"]');
  console.log(await page.evaluate(() => ({ secure: isSecureContext, clip: !!navigator.clipboard, ao: !!location.ancestorOrigins })));
  await page.evaluate(() => {
    (window as any).__log = [];
    navigator.clipboard.writeText = (t: string) => Promise.reject(new DOMException("refused", "NotAllowedError"));
    document.addEventListener("copy", () => { const a = document.activeElement as HTMLTextAreaElement; (window as any).__log.push(["copy", a?.value?.slice(a.selectionStart, a.selectionEnd)]); }, true);
  });
  await page.click('[data-copy="address"] button');
  await page.waitForSelector('[data-copy="address"] button[data-copied="true"], [data-copy="address"] .manual-copy-field', { timeout: 5000 });
  console.log(await page.evaluate(() => [(window as any).__log, document.querySelector('[data-copy="address"]')!.outerHTML]));
  // real API
  const p2 = await browser.newPage();
  await p2.goto(order.paymentLink);
  await p2.waitForSelector('main[data-status-group="waiting"]');
  await p2.click('[data-copy="amount"] button');
  await p2.waitForSelector('[data-copy="amount"] button[data-copied="true"], [data-copy="amount"] .manual-copy-field', { timeout: 5000 });
  console.log(await p2.evaluate(() => document.querySelector('[data-copy="amount"]')!.outerHTML));
} finally { await browser.close(); }
