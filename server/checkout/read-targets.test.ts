// The order read's target read into its ids, and the targets of found orders remembered: in a
// bounded map, and as the last target each connection asked for.
import { describe, expect, it } from "vitest";
import { readTargets } from "./read-targets.ts";

const target = (integrationId: string, orderId: string, query = "") =>
  `/checkout/v1/integrations/${integrationId}/orders/${orderId}${query}`;

describe("the order read's targets", () => {
  it("reads the two ids, decoded, a query allowed after them", () => {
    const targets = readTargets();
    const connection = {};
    expect(targets.idsOf(target("int_a", "ord_b"), connection)).toEqual({ integrationId: "int_a", orderId: "ord_b", remembered: false });
    expect(targets.idsOf(target("int_a", "ord_b", "?x=1"), connection)).toMatchObject({ integrationId: "int_a", orderId: "ord_b" });
    expect(targets.idsOf(target("int%5Fa", "ord%5Fb"), connection)).toMatchObject({ integrationId: "int_a", orderId: "ord_b" });
  });

  it("is null for anything else: another path, an id missing, a segment more, a bad escape", () => {
    const targets = readTargets();
    for (const other of [
      "/checkout/v1/integrations/int_a/orders/",
      "/checkout/v1/integrations//orders/ord_b",
      `${target("int_a", "ord_b")}/more`,
      "/checkout/v2/integrations/int_a/orders/ord_b",
      target("int_a", "ord%E0%A4%A"),
    ])
      expect(targets.idsOf(other, {}), other).toBeNull();
  });

  it("gives a remembered target's ids back as they were kept, until more than its bound are kept", () => {
    const targets = readTargets(2);
    const [a, b, c] = ["ord_a", "ord_b", "ord_c"].map((orderId) => target("int_a", orderId)) as [string, string, string];
    for (const each of [a, b]) targets.remember(each, targets.idsOf(each, {}) ?? expect.fail(each));
    const kept = targets.idsOf(a, {});
    expect(kept).toEqual({ integrationId: "int_a", orderId: "ord_a", remembered: true });
    expect(targets.idsOf(a, {})).toBe(kept);
    targets.remember(c, targets.idsOf(c, {}) ?? expect.fail(c));
    expect(targets.idsOf(a, {})?.remembered).toBe(false);
    expect(targets.idsOf(b, {})?.remembered).toBe(true);
    expect(targets.idsOf(c, {})?.remembered).toBe(true);
  });

  it("gives a connection the ids of the target it asks for now, not of the one it asked for last", () => {
    const targets = readTargets(1);
    const connection = {};
    const [a, b] = ["ord_a", "ord_b"].map((orderId) => target("int_a", orderId)) as [string, string];
    targets.remember(a, targets.idsOf(a, connection) ?? expect.fail(a));
    expect(targets.idsOf(a, connection)).toMatchObject({ orderId: "ord_a", remembered: true });
    // b pushes a out of the map: the connection still has a as its last, and asks for b.
    targets.remember(b, targets.idsOf(b, connection) ?? expect.fail(b));
    expect(targets.idsOf(b, connection)).toMatchObject({ orderId: "ord_b", remembered: true });
    expect(targets.idsOf(a, connection)).toMatchObject({ orderId: "ord_a", remembered: false });
    expect(targets.idsOf(`${a}?again`, connection)).toMatchObject({ orderId: "ord_a", remembered: false });
  });
});
