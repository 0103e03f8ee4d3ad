// @vitest-environment jsdom
// A payment link capped for its unpaid open orders: the merchant's list says so, when and at how
// many, so a flood against the link (or a link outgrowing its cap) is seen where the link is.
import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { PaymentLink } from "../../shared/index.ts";
import type { PaymentLinksModel } from "../models/payment-links-model.ts";
import { LinkItem } from "./payment-links.tsx";

afterEach(() => cleanup());

const link = (fields: Partial<PaymentLink>): PaymentLink => ({
  linkId: "lnk_1",
  url: "https://pay.example/link/lnk_1",
  integrationId: "int_1",
  name: "T-shirt",
  price: { amount: "10.00", currency: "USD" },
  assetIds: ["USDT_TRC20"],
  returnUrl: null,
  expiresInMinutes: 15,
  active: true,
  createdAt: "2026-11-26T00:00:00.000Z",
  deactivatedAt: null,
  ...fields,
});
const model = { refused: { value: null }, confirming: { value: null } } as unknown as PaymentLinksModel;

describe("a payment link in the portal's list", () => {
  it("says when it was capped and how many orders were waiting for payment", () => {
    const { container } = render(
      <LinkItem model={model} link={link({ capped: { at: "2026-11-27T10:00:00.000Z", openOrders: 100, limit: 100 } })} />,
    );
    const note = container.querySelector("[data-link-capped]");
    expect(note?.getAttribute("data-link-capped")).toBe("2026-11-27T10:00:00.000Z");
    expect(note?.getAttribute("data-link-open-orders")).toBe("100");
    expect(note?.textContent).toContain("100 orders were waiting for payment (at most 100)");
  });

  it("says nothing of a cap for a link never capped", () => {
    const { container } = render(<LinkItem model={model} link={link({})} />);
    expect(container.querySelector("[data-link-capped]")).toBeNull();
  });
});
