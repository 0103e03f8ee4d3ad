import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, exportHref, filterQuery, OrdersModel } from "./orders-model.ts";
import { stubUnavailableFetch } from "../../../test/support/unavailable-fetch.ts";

describe("the orders' filters as a query", () => {
  it("leaves empty filters out and trims the rest, for the list and for its CSV alike", () => {
    const filters = { ...EMPTY_FILTERS, status: "completed", externalId: "  inv 1 ", from: "2026-11-01" };
    expect(filterQuery(filters, { page: "2" }).toString()).toBe("page=2&status=completed&externalId=inv+1&from=2026-11-01");
    expect(exportHref(filters)).toBe("/portal/api/orders/export.csv?status=completed&externalId=inv+1&from=2026-11-01");
    expect(exportHref(EMPTY_FILTERS)).toBe("/portal/api/orders/export.csv");
  });
});

describe("the orders' filters as typed", () => {
  it("change the list only when applied, from its first page", async () => {
    const asked = stubUnavailableFetch();
    const model = new OrdersModel((work) => work());
    model.edit("status", "completed");
    model.edit("externalId", " inv 1 ");
    expect(model.filters.value).toEqual(EMPTY_FILTERS);
    expect(asked).toEqual([]);
    await model.apply();
    expect(model.filters.value).toEqual({ ...EMPTY_FILTERS, status: "completed", externalId: " inv 1 " });
    expect(asked).toEqual(["/portal/api/orders?page=1&perPage=20&status=completed&externalId=inv+1"]);
  });
});
