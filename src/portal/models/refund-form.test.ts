import { describe, expect, it } from "vitest";
import type { PortalOrder } from "../../shared/index.ts";
import { dustBelow, refundDestinations } from "../lib/refund-destinations.ts";
import { RefundForm, refundTarget } from "./refund-form.ts";

const SENDER = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const EXCHANGE = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";
/** Made to look like SENDER (its first and last characters), to send it dust. */
const LOOK_ALIKE = "TR7NHqXkWm3vJd9sPq2LrT5uYb8nCgjLj6t";
const OTHER = "TXYZrdxL8gqJwkF2rTAp3aQEWk2dmCUSpx";

type Senders = PortalOrder["creditedSenders"];

/** A paid order of 40 USDT as the page reads it, with `refundable` left to refund and the senders of its credited transfers. */
const paid = (
  refundable: string | null,
  assetId: string | null = "USDT_TRC20",
  creditedSenders: Senders = [
    { address: SENDER, largest: "30.000000" },
    { address: OTHER, largest: "10.000000" },
  ],
) =>
  ({
    order: { id: "ord_1", assetId, primaryAmount: { amount: "40.000000", currency: "USDT" } },
    refundable,
    senderAddresses: creditedSenders.map((s) => s.address),
    creditedSenders,
  }) as unknown as PortalOrder;

function form() {
  const sent: Record<string, unknown>[] = [];
  const model = new RefundForm({
    refund: async (body) => {
      sent.push(body);
      return "ord_r1";
    },
  });
  return { model, sent };
}

describe("the refund form", () => {
  it("refunds only an order with an asset and something left", () => {
    expect(refundTarget(paid(null))).toBeNull();
    expect(refundTarget(paid("0.000000"))).toBeNull();
    expect(refundTarget(paid("5", null))).toBeNull();
    expect(refundTarget(paid("5"))).toMatchObject({
      orderId: "ord_1",
      assetId: "USDT_TRC20",
      currencyCode: "USDT",
      max: "5",
      sender: SENDER,
    });
  });

  it("offers the sender of the largest credited transfer first, never the last one, and no dust", () => {
    // The payer's 40 USDT, then a look-alike's speck: the speck came last, and is not offered.
    const poisoned = paid("40", "USDT_TRC20", [
      { address: SENDER, largest: "40.000000" },
      { address: LOOK_ALIKE, largest: "0.000001" },
    ]);
    expect(refundTarget(poisoned)).toMatchObject({ sender: SENDER, senders: [SENDER] });
    // Several real senders: the largest transfer's first, whatever the order they came in.
    expect(
      refundTarget(
        paid("40", "USDT_TRC20", [
          { address: OTHER, largest: "10.000000" },
          { address: SENDER, largest: "30.000000" },
        ]),
      ),
    ).toMatchObject({ sender: SENDER, senders: [SENDER, OTHER] });
    // Nothing but dust: nothing filled in; the merchant types the address.
    expect(refundTarget(paid("40", "USDT_TRC20", [{ address: LOOK_ALIKE, largest: "0.3" }]))).toMatchObject({ sender: "", senders: [] });
  });

  it("calls dust what is below 1 % of the order's amount, or below the asset's floor for a small order", () => {
    expect(dustBelow("40.000000", "USDT_TRC20")).toBe("0.400000");
    // 1 % of a 0.5 USDT order is half a cent: the floor of a cent holds.
    expect(dustBelow("0.5", "USDT_TRC20")).toBe("0.01");
    expect(dustBelow("0.0001", "ETH")).toBe("0.00001");
    const senders: Senders = [
      { address: SENDER, largest: "0.400000" },
      { address: LOOK_ALIKE, largest: "0.399999" },
    ];
    expect(refundDestinations(senders, "40", "USDT_TRC20")).toEqual([SENDER]);
    expect(refundDestinations([{ address: SENDER, largest: "0.009" }], "0.5", "USDT_TRC20")).toEqual([]);
  });

  it("checks the amount as decimal text, above zero and within what is refundable, before anything is sent", () => {
    const { model } = form();
    const target = refundTarget(paid("12.5")) as NonNullable<ReturnType<typeof refundTarget>>;
    for (const text of ["", "abc", "1e3", "0", "0.000"]) {
      model.amount.value = text;
      expect(model.check(target).amount).toBe("Enter an amount such as 25 or 0.05.");
    }
    model.amount.value = "12.500001";
    expect(model.check(target).amount).toBe("At most 12.5 can be refunded.");
    model.amount.value = " 12.5 ";
    expect(model.check(target)).toEqual({});
  });

  it("refunds to the payment's sender until another address is typed, which must be of the order's network", () => {
    const { model } = form();
    const target = refundTarget(paid("12.5")) as NonNullable<ReturnType<typeof refundTarget>>;
    model.amount.value = "1";
    expect([model.destination(target), model.toSender(target)]).toEqual([SENDER, true]);
    model.typed.value = "0x52908400098527886E0F7030069857D2E4169EE7";
    expect(model.toSender(target)).toBe(false);
    expect(model.check(target)).toEqual({ destinationAddress: "This is not a valid Tron address." });
  });

  it("sends the amount as the decimal text typed, trimmed, and says what it made", async () => {
    const { model, sent } = form();
    const target = refundTarget(paid("12.5")) as NonNullable<ReturnType<typeof refundTarget>>;
    model.amount.value = " 0.10 ";
    model.typed.value = ` ${EXCHANGE} `;
    await model.send(target);
    expect(sent).toEqual([{ refundOrderId: "ord_1", assetId: "USDT_TRC20", amount: "0.10", destinationAddress: EXCHANGE }]);
    expect(model.done.value).toContain("ord_r1");
    expect(model.amount.value).toBe("");
  });
});
