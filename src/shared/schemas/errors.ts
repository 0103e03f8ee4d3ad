import * as z from "zod/mini";

/** Spec, Errors 3: the known error codes. */
export const ERROR_CODES = ["unknownError", "invalidAddress", "notEnoughFunds", "limitExceeded", "wrongData"] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

/**
 * One error object. The spec fixes only `code`; `field` and `message` are the sandbox's
 * additions so that an error says what to fix.
 */
export const ApiError = z.object({
  code: z.optional(ErrorCode),
  field: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiError>;

/** Spec, Errors 2: a 400 body is an array of error objects with no top-level code. */
export const ApiErrors = z.array(ApiError);
export type ApiErrors = z.infer<typeof ApiErrors>;

/**
 * An error object as the portal's routes answer it: `key` and `params` name its message among
 * the refusals the portal can say in its languages (src/shared/refusal-words.ts) and carry the
 * message's values as text; absent for a message that is not one of them (then `message` is
 * shown). Other fields of an error object are the spec's "not shown"; the API's answers, and so
 * its OpenAPI description, carry neither.
 */
export const PortalApiError = z.object({
  code: z.optional(ErrorCode),
  field: z.optional(z.string()),
  message: z.optional(z.string()),
  key: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.string())),
});
export type PortalApiError = z.infer<typeof PortalApiError>;

export const PortalApiErrors = z.array(PortalApiError);
export type PortalApiErrors = z.infer<typeof PortalApiErrors>;
