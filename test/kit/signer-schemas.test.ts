// The signer's copy of the service's payout schemas (the package is installed alone, so it cannot
// import src/shared) held to the service's own: the same JSON Schema, field for field. A field the
// service adds, renames or makes optional fails here, before an operator's run meets it.
import { describe, expect, it } from "vitest";
import * as zm from "zod/mini";
import { z } from "zod";
import * as kit from "../../kit/signer/src/service.ts";
import * as shared from "../../src/shared/index.ts";

const pairs = [
  ["PayoutState", kit.PayoutState, shared.PayoutState],
  ["PayoutLinks", kit.PayoutLinks, shared.PayoutLinks],
  ["Payout", kit.Payout, shared.Payout],
  ["PayoutItem", kit.PayoutItem, shared.PayoutItem],
  ["PayoutList", kit.PayoutList, shared.PayoutList],
  ["ChainKeys", kit.ChainKeys, shared.ChainKeys],
  ["ChainAddressList", kit.ChainAddressList, shared.ChainAddressList],
] as const;

describe("the signer's copy of the service's payout schemas", () => {
  it.each(pairs)("%s is the service's, field for field", (_name, copy, original) => {
    expect(z.toJSONSchema(copy)).toEqual(zm.toJSONSchema(original));
  });

  it("the states are the service's", () => {
    expect(kit.PAYOUT_STATES).toEqual(shared.PAYOUT_STATES);
  });
});
