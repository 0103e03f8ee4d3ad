import { afterEach, describe, expect, it, vi } from "vitest";
import { OverviewModel } from "./overview-model.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the overview's dashboard", () => {
  it("is read valued in US dollars, then again in the currency chosen", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string) => {
        asked.push(path);
        return new Response("{}", { status: 503 });
      }),
    );
    const model = new OverviewModel((work) => work());
    await model.load();
    await model.choose("EUR");
    expect(model.currency.value).toBe("EUR");
    expect(asked).toEqual(["/portal/api/overview?currency=USD", "/portal/api/overview?currency=EUR"]);
  });
});
