// Paging of the list reads (GET /api/v1/integrations, GET /api/v1/orders). The spec shows the
// Pagination object but not the query: the sandbox's choice is page (from 1) and perPage
// (1-100, default 20).
import type { Pagination } from "../../src/shared/index.ts";
import * as z from "zod/mini";

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

const positiveIntText = (field: string, max?: number) =>
  z.optional(
    z.string().check(
      z.refine(
        (text) => /^[1-9]\d{0,8}$/.test(text) && (max === undefined || Number(text) <= max),
        `${field} must be a whole number from 1${max === undefined ? " up" : ` to ${max}`}`,
      ),
    ),
  );

export const PageQuery = {
  page: positiveIntText("page"),
  perPage: positiveIntText("perPage", MAX_PER_PAGE),
};

export function paginate<T>(items: T[], page: string | undefined, perPage: string | undefined): { data: T[]; pagination: Pagination } {
  const size = perPage === undefined ? DEFAULT_PER_PAGE : Number(perPage);
  const current = page === undefined ? 1 : Number(page);
  const data = items.slice((current - 1) * size, current * size);
  return {
    data,
    pagination: {
      quantity: data.length,
      totalQuantity: items.length,
      currentPage: current,
      pages: Math.ceil(items.length / size),
    },
  };
}
