// The checkout embedded on another origin. First the demo merchant shop (the service's second
// origin) mounts it with embed.js: the iframe takes the checkout's content height, and ready,
// status and completed reach the shop as events and callbacks, once each. Then a shop page
// with two frames of one order checks who the checkout agrees to talk to: it posts only to an
// embedder the browser confirms, through location.ancestorOrigins where the engine has it, or
// else through document.referrer (src/checkout/lib/embed-bridge.ts); a frame whose referrer
// is withheld then gets nothing. Project firefox-referrer runs this file in a Firefox without
// ancestorOrigins, so the referrer path runs in a real browser.
import { EMBED_ORIGIN_KEY } from "../../src/shared/index.ts";
import { createPaymentOrder, pay } from "../e2e/support/api.ts";
import { E2E } from "../e2e/support/env.ts";
import { hostPage } from "../e2e/support/frame-host.ts";
import { merchantPage } from "../e2e/support/merchant-page.ts";
import type { BrowserDocument, BrowserPage } from "./support/browser-page.ts";
import { expect, test } from "./support/fixtures.ts";
import { waitFor, waitForInteractive, waitForStatus } from "./support/page-actions.ts";

const IFRAME = "#checkout iframe";

/** The shop's event log (server/demo/public/demo.js): one line per event or callback. */
function logEntries(page: BrowserPage): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("#log li")).map((item) =>
      `${item.dataset.via} ${item.dataset.type} ${item.dataset.orderId ?? ""} ${item.dataset.status ?? ""}`.trim(),
    ),
  );
}

/** "fitted" once the iframe is exactly as tall as the checkout's content and nothing scrolls inside; else the numbers. */
async function measureFit(page: BrowserPage, checkout: BrowserDocument): Promise<string> {
  const outer = await page.evaluate((selector: string) => {
    const frame = document.querySelector(selector) as HTMLIFrameElement;
    // clientHeight: the frame's viewport, without any border the shop gives it.
    return { frameHeight: frame.clientHeight, styled: frame.style.height };
  }, IFRAME);
  const inner = await checkout.evaluate(() => {
    const html = document.documentElement;
    return {
      contentHeight: html.getBoundingClientRect().height,
      overflowY: html.scrollHeight - html.clientHeight,
      overflowX: html.scrollWidth - html.clientWidth,
    };
  });
  const fitted =
    outer.styled !== "" && Math.abs(outer.frameHeight - inner.contentHeight) <= 1 && inner.overflowY <= 0 && inner.overflowX <= 0;
  return fitted ? "fitted" : JSON.stringify({ ...outer, ...inner });
}

test("embed.js on the shop's origin: sized to the checkout, and ready, status, completed reach the shop once each", async ({
  browserPage: page,
}) => {
  const order = await createPaymentOrder("USDT_TRC20", "12.50");
  const id = order.orderId;
  await page.goto(merchantPage("/embed/script", order, "&via=mount"));
  const checkout = await page.frame(IFRAME);
  await waitForStatus(checkout, "waiting");
  await waitForInteractive(checkout);

  await waitFor(page, '#log li[data-type="onReady"]');
  // Sized from the checkout's own report: a state reached over a few messages, read until it holds.
  await expect.poll(() => measureFit(page, checkout)).toBe("fitted");

  await pay(id);
  await waitForStatus(checkout, "completed");
  // The last of the six lines; each event is printed before its callback.
  await waitFor(page, '#log li[data-type="onComplete"]');
  expect(await logEntries(page)).toEqual([
    `event crypto-checkout:ready ${id} inProgress`,
    `callback onReady ${id} inProgress`,
    `event crypto-checkout:status ${id} completed`,
    `callback onStatus ${id} completed`,
    `event crypto-checkout:completed ${id} completed`,
    `callback onComplete ${id} completed`,
  ]);
  // The completed screen has another height: the frame follows it.
  await expect.poll(() => measureFit(page, checkout)).toBe("fitted");
});

test("the checkout posts only to an embedder the browser confirms (ancestorOrigins, else the referrer)", async ({
  browserPage: page,
  firefoxPrefs,
}) => {
  const order = await createPaymentOrder("USDT_TRC20", "3.00");
  // Both frames claim this page's own origin, as embed.js would; one withholds the referrer.
  const host = await hostPage((origin) => {
    const src = `${order.paymentLink}#${EMBED_ORIGIN_KEY}=${encodeURIComponent(origin)}`.replace(/&/g, "&amp;");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><script>
      addEventListener("message", function (event) {
        var from = ["told", "withheld"].filter(function (id) { return document.getElementById(id).contentWindow === event.source; })[0] || "other";
        var item = document.createElement("li");
        item.dataset.from = from;
        item.dataset.origin = event.origin;
        item.dataset.type = (event.data && event.data.type) || "";
        document.getElementById("heard").append(item);
      });
    </script></head><body>
      <iframe id="told" src="${src}" width="400" height="800" title="checkout, referrer sent"></iframe>
      <iframe id="withheld" src="${src}" width="400" height="800" title="checkout, no referrer" referrerpolicy="no-referrer"></iframe>
      <ul id="heard"></ul>
    </body></html>`;
  });
  try {
    await page.goto(host.origin);
    const told = await page.frame("#told");
    const withheld = await page.frame("#withheld");
    await waitForStatus(told, "waiting");
    await waitForStatus(withheld, "waiting");

    // What each checkout can learn about its parent, and so whether it can confirm the claim.
    const facts = (frame: BrowserDocument) =>
      frame.evaluate(() => ({
        ancestorOrigins: location.ancestorOrigins ? Array.from(location.ancestorOrigins) : null,
        referrer: document.referrer,
      }));
    const toldFacts = await facts(told);
    const withheldFacts = await facts(withheld);
    test
      .info()
      .annotations.push({ type: "what the frames see", description: JSON.stringify({ told: toldFacts, withheld: withheldFacts }) });
    const viaReferrer = toldFacts.ancestorOrigins === null;
    // The project says which path it runs; make sure the engine really takes it.
    expect(viaReferrer).toBe(firefoxPrefs["dom.location.ancestorOrigins.enabled"] === false);
    // The rule of verifiedEmbedOrigin(): ancestorOrigins alone where it exists, else the referrer.
    const confirms = (seen: typeof toldFacts) =>
      seen.ancestorOrigins
        ? seen.ancestorOrigins[0] === host.origin
        : seen.referrer !== "" && new URL(seen.referrer).origin === host.origin;
    // Every engine lets the honest embedder be confirmed, whichever way.
    expect(confirms(toldFacts)).toBe(true);
    // Without a referrer, the referrer path cannot confirm anyone. (Firefox also hides the
    // parent from ancestorOrigins under referrerpolicy="no-referrer"; Chromium and WebKit do not.)
    expect(withheldFacts.referrer).toBe("");
    const withheldTalks = confirms(withheldFacts);
    if (viaReferrer) expect(withheldTalks).toBe(false);

    await pay(order.orderId);
    await waitForStatus(told, "completed");
    await waitForStatus(withheld, "completed");
    await waitFor(page, '#heard li[data-from="told"][data-type="completed"]');
    if (withheldTalks) await waitFor(page, '#heard li[data-from="withheld"][data-type="completed"]');

    const heard = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>("#heard li")).map((item) => ({ ...item.dataset })),
    );
    for (const message of heard) expect(message.origin).toBe(E2E.serviceOrigin);
    const types = (from: string) =>
      heard.filter((message) => message.from === from && message.type !== "resize").map((message) => message.type);
    // The payment-state messages come beside these; their own tests are test/e2e/payment-life.
    expect(types("told").filter((type) => type !== "payment")).toEqual(["ready", "status", "completed"]);
    // A frame that could not confirm its embedder posted nothing at all, not even its size
    // (were it to post, its ready and first size would have gone out seconds before this point).
    if (withheldTalks) expect(types("withheld").filter((type) => type !== "payment")).toEqual(["ready", "status", "completed"]);
    else expect(heard.filter((message) => message.from === "withheld")).toEqual([]);
    expect(heard.filter((message) => message.from === "other")).toEqual([]);
  } finally {
    await host.close();
  }
});
