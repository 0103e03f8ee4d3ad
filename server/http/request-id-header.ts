/** The header that carries a request's id (sent, or made by logs/request-id.ts), echoed in its answer. */
export const REQUEST_ID_HEADER = "X-Request-Id";
