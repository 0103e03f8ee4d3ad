// @vitest-environment jsdom
// Chain mode's notes on the portal's order view: a transfer not counted (an unknown token shows
// its base units and contract, a known one its amount), a credit a second node's disagreement
// holds, and a credit a reorg removed or moved, each with its hash and sender; nothing at all
// for an order without notes.
import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { PortalChainNote, PortalChainUncounted, PortalOrder } from "../../shared/index.ts";
import { ChainNotes } from "./order-screen.tsx";

afterEach(() => cleanup());

const note = (fields: Partial<PortalChainNote>): PortalChainNote => ({
  kind: "unexpected",
  hash: "0xabc",
  senderAddress: "0xSender",
  amount: null,
  assetId: null,
  units: "25000000",
  contract: "0xToken",
  reason: "a token this service does not accept",
  at: "2026-11-26T00:00:00.000Z",
  ...fields,
});
const view = (chainNotes?: PortalChainNote[], chainUncounted?: PortalChainUncounted[]) =>
  ({ chainNotes, chainUncounted }) as unknown as PortalOrder;

describe("the portal's chain notes", () => {
  it("lists each transfer with what it is, its hash and its sender", () => {
    const { container } = render(
      <ChainNotes
        view={view([
          note({}),
          note({ kind: "removedAfterCredit", hash: "0xdef", amount: "25.000000", assetId: "USDT_ERC20", contract: null, reason: null }),
        ])}
      />,
    );
    const items = [...container.querySelectorAll("[data-chain-note]")];
    expect(items.map((item) => item.getAttribute("data-chain-note"))).toEqual(["unexpected", "removedAfterCredit"]);
    expect(items[0]?.textContent).toContain("25000000 base units of token 0xToken (a token this service does not accept)");
    expect(items[0]?.textContent).toContain("0xabc from 0xSender");
    expect(items[1]?.textContent).toContain("the credit stands");
    expect(items[1]?.textContent).toContain("25 USDT");
  });

  it("says a credit is held and why, with the amount the payer sent", () => {
    const reason = "the check node has no receipt of the transaction";
    const { container } = render(
      <ChainNotes view={view([note({ kind: "creditHeld", amount: "25.000000", assetId: "USDT_ERC20", contract: null, reason })])} />,
    );
    const item = container.querySelector("[data-chain-note]");
    expect(item?.getAttribute("data-chain-note")).toBe("creditHeld");
    expect(item?.textContent).toContain("Credit held: the second node does not confirm this transfer");
    expect(item?.textContent).toContain(`25 USDT (${reason})`);
    expect(item?.textContent).toContain("0xabc from 0xSender");
  });

  it("sums the transfers past those listed, one line per token", () => {
    const { container } = render(
      <ChainNotes
        view={view([note({})], [{ network: "ethereum", contract: "0xSpam", assetId: null, count: 19950, units: "19950", amount: null }])}
      />,
    );
    const line = container.querySelector("[data-chain-uncounted]");
    expect(line?.getAttribute("data-chain-uncounted")).toBe("19950");
    expect(line?.textContent).toContain("And 19950 more not counted, only summed: 19950 base units of token 0xSpam");
  });

  it("draws nothing without notes", () => {
    expect(render(<ChainNotes view={view()} />).container.innerHTML).toBe("");
  });
});
