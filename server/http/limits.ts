/** Request bodies above this are refused (413) before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;
