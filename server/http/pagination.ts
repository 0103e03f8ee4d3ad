// Paging of the list reads (GET /api/v1/integrations, GET /api/v1/orders). The spec shows the
// Pagination object but not the query: the sandbox's choice is page (from 1) and perPage
// (1-100, default 20). The database pages; this turns the query into offset and limit and the
// page back into the spec's envelope.
import type { Pagination } from "../../src/shared/index.ts";
import * as z from "zod/mini";

/** A page as the store reads it. */
export interface PageRequest {
  offset: number;
  limit: number;
}

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

const positiveIntText = (field: string, max?: number) =>
  z.optional(
    z
      .string()
      .check(
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

export function pageRequest(page: string | undefined, perPage: string | undefined): PageRequest & { current: number } {
  const limit = perPage === undefined ? DEFAULT_PER_PAGE : Number(perPage);
  const current = page === undefined ? 1 : Number(page);
  return { offset: (current - 1) * limit, limit, current };
}

export function pageOf<T>(data: T[], total: number, request: PageRequest & { current: number }): { data: T[]; pagination: Pagination } {
  return {
    data,
    pagination: { quantity: data.length, totalQuantity: total, currentPage: request.current, pages: Math.ceil(total / request.limit) },
  };
}
