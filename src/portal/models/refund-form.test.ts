import { describe, expect, it } from "vitest";
import type { PortalOrder } from "../../shared/index.ts";
import { RefundForm, refundTarget } from "./refund-form.ts";

const SENDER = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const EXCHANGE = "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7";

/** A paid order as the page reads it, with `refundable` left to refund. */
const paid = (refundable: string | null, assetId: string | null = "USDT_TRC20") =>
  ({ order: { id: "ord_1", assetId }, refundable, senderAddresses: ["TOlderSender", SENDER] }) as unknown as PortalOrder;

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
