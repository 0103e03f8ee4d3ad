import { describe, expect, it } from "vitest";
import { EMPTY_FILTERS, exportHref, filterQuery } from "./orders-model.ts";

describe("the orders' filters as a query", () => {
  it("leaves empty filters out and trims the rest, for the list and for its CSV alike", () => {
    const filters = { ...EMPTY_FILTERS, status: "completed", externalId: "  inv 1 ", from: "2026-11-01" };
    expect(filterQuery(filters, { page: "2" }).toString()).toBe("page=2&status=completed&externalId=inv+1&from=2026-11-01");
    expect(exportHref(filters)).toBe("/portal/api/orders/export.csv?status=completed&externalId=inv+1&from=2026-11-01");
    expect(exportHref(EMPTY_FILTERS)).toBe("/portal/api/orders/export.csv");
  });
});
