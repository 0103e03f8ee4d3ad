// Reduced motion respected: a payer who asks the system for less
// motion sees nothing move while the page waits for their payment. Without that preference the
// waiting indicator does move, so the check below can fail.
import { expect, test, type Page } from "./support/fixtures.ts";
import { createDepositOrder, createPaymentOrder, pay } from "./support/api.ts";
import { expectStatus, openWaiting } from "./support/checkout-page.ts";

interface Motion {
  /** Animations and transitions that are running: "<tag.class> name (duration, iterations)". */
  running: string[];
  /** Elements whose computed style asks for an animation or a transition that takes time. */
  timed: string[];
}

/**
 * What moves on the page, read two ways: the Web Animations API (every running CSS animation
 * and transition of the document) and each element's computed animation and transition
 * durations, so a motion that has not started yet is caught as well.
 */
async function motionOnPage(page: Page): Promise<Motion> {
  return page.evaluate(() => {
    const describe = (node: Element | null | undefined) =>
      node ? `${node.tagName.toLowerCase()}${node.classList.length ? `.${[...node.classList].join(".")}` : ""}` : "?";
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect | null;
        const name =
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? `transition of ${animation.transitionProperty}`
              : "script animation";
        const timing = effect?.getComputedTiming();
        return `${describe(effect?.target)}${effect?.pseudoElement ?? ""} ${name} (${String(timing?.duration)} ms × ${String(timing?.iterations)})`;
      });
    const takesTime = (durations: string) => durations.split(",").some((d) => Number.parseFloat(d) > 0);
    const timed: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        const label = `${describe(element)}${pseudo ?? ""}`;
        if (style.animationName !== "none" && takesTime(style.animationDuration)) {
          timed.push(`${label} animation ${style.animationName} ${style.animationDuration}`);
        }
        if (takesTime(style.transitionDuration)) timed.push(`${label} transition ${style.transitionProperty} ${style.transitionDuration}`);
      }
    }
    return { running, timed };
  });
}

/** Nothing moves now, nor a moment later (an animation started by a late render is caught). */
async function expectStill(page: Page, state: string): Promise<void> {
  for (let look = 0; look < 3; look++) {
    if (look > 0) await page.waitForTimeout(500);
    const { running, timed } = await motionOnPage(page);
    expect(running, `running animations with reduced motion (${state})`).toEqual([]);
    expect(timed, `animations or transitions that take time with reduced motion (${state})`).toEqual([]);
  }
}

test.describe("with prefers-reduced-motion: reduce", () => {
  test.use({ reducedMotion: "reduce" });

  test("a waiting payment order: nothing moves, and nothing once it is completed", async ({ page }) => {
    const order = await createPaymentOrder("USDT_TRC20", "10.00");
    await openWaiting(page, order);
    expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches), "the preference is emulated").toBe(true);
    await expectStill(page, "payment waiting");

    await pay(order.orderId);
    await expectStatus(page, "completed");
    await expectStill(page, "payment completed");
  });

  test("a waiting deposit order, in the dark theme and in Arabic: nothing moves", async ({ page }) => {
    const order = await createDepositOrder("USDT_TRC20");
    await openWaiting(page, order, [
      ["theme", "dark"],
      ["lang", "ar"],
    ]);
    await expectStill(page, "deposit waiting, dark, Arabic");
  });
});

test("without the preference, the waiting indicator does move (so the check above can fail)", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const order = await createPaymentOrder("USDT_TRC20", "10.00");
  await openWaiting(page, order);
  await expect
    .poll(async () => (await motionOnPage(page)).running.length, { message: "a running animation while waiting for payment" })
    .toBeGreaterThan(0);
  const { running } = await motionOnPage(page);
  // It goes on for as long as the page waits: an endless animation, in the section that says
  // "Waiting for payment".
  expect(running.join("; ")).toMatch(/× Infinity/);
  const besideStatus = await page.evaluate((status) => {
    return document.getAnimations().some((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const section = target instanceof Element ? target.closest("section") : null;
      const said = [...(section?.querySelectorAll('[role="status"]') ?? [])].map((node) => node.textContent?.trim());
      return animation.playState === "running" && said.includes(status);
    });
  }, "Waiting for payment");
  expect(besideStatus, "the running animation is beside 'Waiting for payment' (the waiting indicator)").toBe(true);
});
