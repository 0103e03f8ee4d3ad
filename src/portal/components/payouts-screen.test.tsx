// @vitest-environment jsdom
// The Payouts screen (chain mode): open payouts first with what a wallet needs (the exact amount,
// the destination whole with its ends set apart, wallet links, copy buttons) and a cancel that
// asks for the step-up and then goes ahead by itself; done ones with the hash and sender that paid
// them; and the screen in the navigation only where the portal's info says payouts wait on a wallet.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ASSET_IDS, type PayoutItem, type PortalInfo } from "../../shared/index.ts";
import { SessionModel } from "../models/session-model.ts";
import { App } from "./app.tsx";
import { PayoutsScreen } from "./payouts-screen.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const DESTINATION = "0x52908400098527886E0F7030069857D2E4169EE7";
const SENDER = "0x000000000000000000000000000000000000dEaD";
const USDT = "0xdAC17F958D2ee523a2206206994597C13D831ec7";
const HASH = `0x${"ab".repeat(32)}`;

const open: PayoutItem = {
  orderId: "ord_open",
  type: "refund",
  integrationId: "int_seed",
  refundOf: "ord_paid",
  requestedBy: "portal: ada@example.com",
  payout: {
    state: "awaitingPayment",
    network: "ethereum",
    assetId: "USDT_ERC20",
    destination: DESTINATION,
    amount: "10.500000",
    baseUnits: "10500000",
    contract: USDT,
    walletLinks: {
      eip681: `ethereum:${USDT}@1/transfer?address=${DESTINATION}&uint256=10500000`,
      metamask: `https://link.metamask.io/send/${USDT}@1/transfer?address=${DESTINATION}&uint256=10500000`,
      trustWallet: "https://link.trustwallet.com/send?asset=c60_t0xdAC17F958D2ee523a2206206994597C13D831ec7",
      plain: { address: DESTINATION, amount: "10.5" },
    },
    createdAt: "2026-11-28T10:00:00.000Z",
  },
};

const done: PayoutItem = {
  ...open,
  orderId: "ord_done",
  type: "withdrawal",
  refundOf: null,
  payout: {
    ...open.payout,
    state: "completed",
    amount: "3.000000",
    baseUnits: "3000000",
    hash: HASH,
    senderAddress: SENDER,
    seenAt: "2026-11-28T09:00:00.000Z",
    completedAt: "2026-11-28T09:05:00.000Z",
  },
};

function signedIn(info: Partial<PortalInfo> = {}): SessionModel {
  const session = new SessionModel();
  session.info.value = { signUpOpen: false, sandbox: false, payouts: true, chainPayouts: true, assets: [...ASSET_IDS], ...info };
  session.state.value = {
    kind: "signedIn",
    me: {
      email: "ada@example.com",
      clientId: "cli_1",
      createdAt: "2026-11-26T00:00:00.000Z",
      signUpOpen: false,
      twoFactor: false,
      language: null,
    },
  };
  return session;
}

describe("the Payouts screen", () => {
  it("shows open payouts first with the destination whole, wallet links and copy buttons; done ones with hash and sender", async () => {
    // The service lists done ones after open ones; the screen keeps the two apart even if not.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { items: [done, open], nextCursor: null })),
    );
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    const { container } = render(<PayoutsScreen session={signedIn()} />);
    const openSection = await screen.findByRole("region", { name: "Waiting for your wallet" });
    const doneSection = screen.getByRole("region", { name: "Done" });
    expect(openSection.compareDocumentPosition(doneSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const card = within(openSection).getByRole("listitem");
    expect(card.getAttribute("data-payout-state")).toBe("awaitingPayment");
    expect(within(card).getByRole("heading").textContent).toBe("10.5 USDT · Awaiting payment");
    expect(card.textContent).toContain("Ethereum (ERC-20)");
    // The destination in full, its first and last characters set apart from the middle.
    const address = card.querySelector(`[data-address="${DESTINATION}"]`);
    expect(address?.textContent).toBe(DESTINATION);
    expect([...(address?.querySelectorAll(".address__end") ?? [])].map((e) => e.textContent)).toEqual(["0x5290", "169EE7"]);
    // The order it refunds, and who asked.
    expect(within(card).getByRole("link", { name: "ord_paid" }).getAttribute("href")).toBe("/portal/orders/ord_paid");
    expect(card.textContent).toContain("portal: ada@example.com");
    expect(within(card).getByRole("link", { name: "Open in MetaMask" }).getAttribute("href")).toBe(open.payout.walletLinks.metamask);
    expect(within(card).getByRole("link", { name: "Open in Trust Wallet" }).getAttribute("href")).toBe(open.payout.walletLinks.trustWallet);
    expect(within(card).getByRole("link", { name: "Open in wallet" }).getAttribute("href")).toBe(open.payout.walletLinks.eip681);

    fireEvent.click(within(card).getByRole("button", { name: "Copy the destination" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(DESTINATION));
    fireEvent.click(within(card).getByRole("button", { name: "Copy the amount" }));
    // The amount without meaningless zeros, never rounded.
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("10.5"));
    expect(within(card).getByRole("button", { name: "Cancel payout" })).toBeTruthy();
    // The wallet link as a QR code (its encoder a chunk of its own, here once fetched); none on a done one.
    const qr = await within(card).findByRole("img", { name: /QR code of the wallet link/ });
    expect(qr.getAttribute("data-qr-value")).toBe(open.payout.walletLinks.eip681);

    const paid = within(doneSection).getByRole("listitem");
    expect(paid.querySelector("[data-payout-hash]")?.textContent).toBe(HASH);
    expect(paid.querySelector(`[data-address="${SENDER}"]`)).not.toBeNull();
    expect(within(paid).queryByRole("button", { name: "Cancel payout" })).toBeNull();
    expect(within(paid).queryByRole("link", { name: "Open in wallet" })).toBeNull();
    expect(paid.querySelector("[data-qr-value]")).toBeNull();
    expect(container.textContent).toContain("Withdrawal");
  });

  it("cancels after the step-up without a second press, then shows the payout cancelled", async () => {
    const sent: string[] = [];
    let confirmed = false;
    let cancelled = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit = {}) => {
        sent.push(`${init.method} ${path}`);
        if (path === "/portal/api/confirm") {
          confirmed = true;
          return json(204, null);
        }
        if (path === "/portal/api/payouts/ord_open/cancel") {
          if (!confirmed) return json(403, [{ code: "wrongData", field: "confirmation", message: "This change needs your password" }]);
          cancelled = true;
          return json(200, { ...open, payout: { ...open.payout, state: "cancelled", cancelledAt: "2026-11-28T11:00:00.000Z" } });
        }
        const now = cancelled ? { ...open, payout: { ...open.payout, state: "cancelled", cancelledAt: "2026-11-28T11:00:00.000Z" } } : open;
        return json(200, { items: [now], nextCursor: null });
      }),
    );
    render(<PayoutsScreen session={signedIn()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel payout" }));
    expect(screen.getByText(/Cancel the payout of 10.5 USDT\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Yes, cancel it" }));
    const password = await screen.findByLabelText("Password");
    fireEvent.input(password, { target: { value: "correct horse battery staple" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm and continue" }));
    const doneSection = await screen.findByRole("region", { name: "Done" });
    await waitFor(() => expect(within(doneSection).queryByRole("listitem")?.getAttribute("data-payout-state")).toBe("cancelled"));
    expect(within(doneSection).getByRole("listitem").textContent).toContain("Cancelled on");
    expect(sent.filter((line) => line === "POST /portal/api/payouts/ord_open/cancel")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Cancel payout" })).toBeNull();
  });
});

describe("a stranger's exact transfer on a payout", () => {
  const STRANGER = "0x90F79bf6EB2c4f870365E785982E1f101E93b906";
  const STRANGER_HASH = `0x${"5a".repeat(32)}`;
  const withStranger: PayoutItem = {
    ...open,
    payout: {
      ...open.payout,
      strangers: [{ hash: STRANGER_HASH, logIndex: 3, senderAddress: STRANGER, blockNumber: 120, seenAt: "2026-11-28T10:30:00.000Z" }],
    },
  };
  const markedPaid: PayoutItem = {
    ...open,
    payout: {
      ...open.payout,
      state: "completed",
      hash: STRANGER_HASH,
      senderAddress: STRANGER,
      seenAt: "2026-11-28T11:00:00.000Z",
      completedAt: "2026-11-28T11:00:00.000Z",
      markedPaidBy: "portal: ada@example.com",
    },
  };

  /** A service that asks for the step-up once, then takes the answer; the list says what it holds. */
  function service(path: string, after: PayoutItem) {
    const sent: { line: string; body: unknown }[] = [];
    let confirmed = false;
    let answered = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit = {}) => {
        sent.push({ line: `${init.method} ${url}`, body: init.body ? JSON.parse(String(init.body)) : undefined });
        if (url === "/portal/api/confirm") {
          confirmed = true;
          return json(204, null);
        }
        if (url === path) {
          if (!confirmed) return json(403, [{ code: "wrongData", field: "confirmation", message: "This change needs your password" }]);
          answered = true;
          return json(200, after);
        }
        return json(200, { items: [answered ? after : withStranger], nextCursor: null });
      }),
    );
    return sent;
  }

  async function answer(button: string, yes: string): Promise<void> {
    const section = await screen.findByRole("region", { name: "Paid from a wallet this service does not know?" });
    expect(section.querySelector(`[data-sighting-hash="${STRANGER_HASH}"]`)?.textContent).toBe(STRANGER_HASH);
    expect(section.querySelector(`[data-address="${STRANGER}"]`)).not.toBeNull();
    fireEvent.click(within(section).getByRole("button", { name: button }));
    fireEvent.click(within(section).getByRole("button", { name: yes }));
    fireEvent.input(await screen.findByLabelText("Password"), { target: { value: "correct horse battery staple" } });
    fireEvent.click(screen.getByRole("button", { name: "Confirm and continue" }));
  }

  it("is shown on the awaiting payout; Mark as paid asks for the step-up, then the payout is done with that transfer and who said so", async () => {
    const sent = service("/portal/api/payouts/ord_open/mark-paid", markedPaid);
    render(<PayoutsScreen session={signedIn()} />);
    await answer("Mark as paid", "Yes, it paid this payout");
    const doneSection = await screen.findByRole("region", { name: "Done" });
    await waitFor(() => expect(within(doneSection).queryByRole("listitem")?.getAttribute("data-payout-state")).toBe("completed"));
    const card = within(doneSection).getByRole("listitem");
    expect(card.querySelector("[data-payout-hash]")?.textContent).toBe(STRANGER_HASH);
    expect(card.textContent).toContain("Marked paid by");
    expect(screen.queryByRole("region", { name: "Paid from a wallet this service does not know?" })).toBeNull();
    const answers = sent.filter((s) => s.line === "POST /portal/api/payouts/ord_open/mark-paid");
    expect(answers).toHaveLength(2);
    expect(answers[1]?.body).toEqual({ hash: STRANGER_HASH, logIndex: 3 });
  });

  it("Not this one asks for the step-up, then the transfer is no longer shown and the payout still awaits", async () => {
    const sent = service("/portal/api/payouts/ord_open/not-this-one", open);
    render(<PayoutsScreen session={signedIn()} />);
    await answer("Not this one", "Yes, not this one");
    await waitFor(() => expect(screen.queryByRole("region", { name: "Paid from a wallet this service does not know?" })).toBeNull());
    const openSection = screen.getByRole("region", { name: "Waiting for your wallet" });
    expect(within(openSection).getByRole("listitem").getAttribute("data-payout-state")).toBe("awaitingPayment");
    expect(sent.some((s) => s.line.endsWith("/mark-paid"))).toBe(false);
  });

  it("shows a late transfer on a cancelled payout, and a completed payout's reorg flag", async () => {
    const cancelled: PayoutItem = {
      ...open,
      orderId: "ord_cancelled",
      payout: {
        ...open.payout,
        state: "cancelled",
        cancelledAt: "2026-11-28T11:00:00.000Z",
        late: [{ hash: STRANGER_HASH, logIndex: 0, senderAddress: SENDER, blockNumber: 130, seenAt: "2026-11-28T12:00:00.000Z" }],
      },
    };
    const flagged: PayoutItem = {
      ...done,
      payout: { ...done.payout, reorgedAfterCompletion: { at: "2026-11-28T12:00:00.000Z", blockNumber: 99 } },
    };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { items: [cancelled, flagged], nextCursor: null })),
    );
    const { container } = render(<PayoutsScreen session={signedIn()} />);
    const late = await screen.findByRole("region", { name: "Paid after it was cancelled" });
    expect(late.querySelector(`[data-address="${SENDER}"]`)).not.toBeNull();
    expect(container.querySelector('[data-payout-reorged="ord_done"]')?.textContent).toContain("block 99");
  });
});

describe("the Payouts entry in the navigation", () => {
  const never = () => new Promise<Response>(() => {});
  it("is there in chain mode, and absent elsewhere", () => {
    vi.stubGlobal("fetch", vi.fn(never));
    const chain = render(<App session={signedIn({ chainPayouts: true })} />);
    expect(within(chain.getByRole("navigation")).getByRole("link", { name: "Payouts" }).getAttribute("href")).toBe("/portal/payouts");
    cleanup();
    const sandbox = render(<App session={signedIn({ chainPayouts: false, sandbox: true })} />);
    expect(within(sandbox.getByRole("navigation")).queryByRole("link", { name: "Payouts" })).toBeNull();
  });
});
