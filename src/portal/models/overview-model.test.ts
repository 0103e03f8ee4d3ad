import { describe, expect, it } from "vitest";
import { OverviewModel } from "./overview-model.ts";
import { stubUnavailableFetch } from "../../../test/support/unavailable-fetch.ts";

describe("the overview's dashboard", () => {
  it("is read valued in US dollars, then again in the currency chosen", async () => {
    const asked = stubUnavailableFetch();
    const model = new OverviewModel((work) => work());
    await model.load();
    await model.choose("EUR");
    expect(model.currency.value).toBe("EUR");
    expect(asked).toEqual(["/portal/api/overview?currency=USD", "/portal/api/overview?currency=EUR"]);
  });
});
