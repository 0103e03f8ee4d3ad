import { describe, expect, it } from "vitest";
import { completed, transfer, tronDeposit, tronPayment } from "../testing/order-fixtures.ts";
import { clockText, secondsLeft } from "./countdown-text.ts";
import { windowPhase } from "./payment-window.ts";

const END = "2026-11-22T06:15:00Z";
const at = (iso: string) => Date.parse(iso);
const linked = tronPayment({ paymentLinkId: "lnk_1", expiresAt: END });

describe("the payment window, by the service's rule", () => {
  it("counts down until its end, then is expired with nothing sent", () => {
    expect(windowPhase(linked, at("2026-11-22T06:14:59.001Z"))).toBe("open");
    expect(secondsLeft(linked, at("2026-11-22T06:14:59.001Z"))).toBe(1);
    expect(secondsLeft(linked, at("2026-11-22T06:00:00Z"))).toBe(900);
    expect(windowPhase(linked, at(END))).toBe("expired");
    expect(secondsLeft(linked, at("2026-11-22T07:00:00Z"))).toBe(0);
  });

  it("honours a transfer detected before the end, however late its confirmations", () => {
    const detected = { ...linked, transactions: [transfer("25.5", "USDT", { confirmations: 3, createdAt: "2026-11-22T06:14:00Z" })] };
    expect(windowPhase(detected, at("2026-11-22T08:00:00Z"))).toBe("none");
  });

  it("tells a transfer detected after the end as late, confirming or credited", () => {
    const pending = { ...linked, transactions: [transfer("25.5", "USDT", { confirmations: 3, createdAt: END })] };
    expect(windowPhase(pending, at("2026-11-22T06:20:00Z"))).toBe("late");
    const credited = { ...linked, transactions: [transfer("25.5", "USDT", { createdAt: "2026-11-22T06:16:00Z", late: true })] };
    expect(windowPhase(credited, at("2026-11-22T06:20:00Z"))).toBe("late");
  });

  it("has no window without expiresAt, on a deposit, once completed (marked paid), or with a date it cannot read", () => {
    expect(windowPhase(tronPayment(), at(END) + 1)).toBe("none");
    expect(windowPhase(tronDeposit({ expiresAt: END }), at(END) + 1)).toBe("none");
    expect(windowPhase(completed(linked, "25.500000"), at(END) + 1)).toBe("none");
    expect(windowPhase({ ...linked, expiresAt: "soon" }, at(END) + 1)).toBe("none");
  });

  it("writes the time left as a clock, the same in every language", () => {
    expect(clockText(900)).toBe("15:00");
    expect(clockText(61)).toBe("1:01");
    expect(clockText(0)).toBe("0:00");
    expect(clockText(3723)).toBe("1:02:03");
  });
});
