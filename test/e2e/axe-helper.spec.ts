// The axe helper every accessibility spec relies on finds what it should: a page with planted
// violations (an image without a text alternative, text in a contrast of about 1.1:1, a button
// without a name) yields each of them, with every node of the repeated one, and a clean page
// yields none. So a spec passing with no violations means axe looked, whatever the helper's options.
// A frame is checked as a target of its own; a check of the page around it refuses to pass over
// it unless it is left out.
import { axeViolations } from "./support/axe.ts";
import { expect, type Frame, test } from "./support/fixtures.ts";

test("finds planted violations, every node of each, and none on a clean page", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Planted</title></head><body><main>
    <h1>Planted</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
    <p style="color:#eee;background:#fff">faint</p>
    <button></button>
  </main></body></html>`);
  const found = await axeViolations(page);
  expect(found.map((line) => line.split(" ")[0])).toEqual(expect.arrayContaining(["image-alt", "color-contrast", "button-name"]));
  expect(found.find((line) => line.startsWith("image-alt"))?.match(/img/g)?.length).toBe(2);

  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1><p>Text.</p></main></body></html>`,
  );
  expect(await axeViolations(page)).toEqual([]);
});

test("checks a frame as a target of its own, and refuses to pass over one that is not left out", async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Framed</title></head><body><main>
    <h1>Framed</h1>
    <iframe title="A shop's checkout" class="frame" srcdoc="<!doctype html><html lang='en'><head><title>Inner</title></head><body><main><img src='data:image/gif;base64,R0lGODlhAQABAAAAACw=' width='10' height='10'></main></body></html>"></iframe>
  </main></body></html>`);
  await expect.poll(() => page.frames().length).toBe(2);
  const frame = page.frames()[1] as Frame;
  await frame.locator("img").waitFor({ state: "attached" });
  expect((await axeViolations(frame)).map((line) => line.split(" ")[0])).toContain("image-alt");
  await expect(axeViolations(page)).rejects.toThrow("(srcdoc) is a frame this check would not look into");
  expect(await axeViolations(page, { exclude: "iframe.frame" })).toEqual([]);
});
