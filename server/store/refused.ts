/** A database or state file the service will not touch; the message names it and what is wrong. */
export class StoreRefused extends Error {
  override name = "StoreRefused";
}
