// @vitest-environment jsdom
// Sell without code's single order sent before the screen's list of integrations has come back
// (a slow service, a quick merchant): the order goes to the first integration once the list is
// read, never with an empty integration the service would refuse.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ASSET_IDS, type PortalIntegration } from "../../shared/index.ts";
import { SessionModel } from "../models/session-model.ts";
import { SellScreen } from "./sell-screen.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const INTEGRATION: PortalIntegration = {
  id: "int_first",
  name: "Ada's Shop",
  url: "https://ada.example",
  createdAt: "2026-11-29T00:00:00.000Z",
  webhook: { callbackUrl: null, orderTypes: ["Payment", "Deposit"] },
  branding: { logoUrl: null, accentColor: null },
  allowedEmbedOrigins: null,
  appReturnSchemes: [],
  paymentSettings: { paymentTolerancePercent: "0.50", supportUrl: null, supportEmail: null, showExternalIdToPayer: false },
  signing: { own: false, previousValidUntil: null },
};

describe("Sell without code", () => {
  it("sends an order made before the integrations were read to the first one, once they are", async () => {
    const session = new SessionModel();
    session.info.value = { signUpOpen: false, sandbox: true, payouts: true, chainPayouts: false, assets: [...ASSET_IDS] };
    let answerList: () => void = () => {};
    const listed = new Promise<void>((resolve) => (answerList = resolve));
    const posted: Record<string, unknown>[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init: RequestInit = {}) => {
        if (path === "/portal/api/integrations" && (init.method ?? "GET") === "GET") {
          await listed;
          return json(200, { data: [INTEGRATION] });
        }
        if (path === "/portal/api/orders/payment" && init.method === "POST") {
          posted.push(JSON.parse(String(init.body)));
          return json(400, [{ field: "integrationId", message: "stop here" }]);
        }
        return new Promise<Response>(() => {});
      }),
    );
    render(<SellScreen session={session} />);
    fireEvent.input(screen.getByLabelText("Amount"), { target: { value: "40" } });
    fireEvent.input(screen.getByLabelText("Customer first name"), { target: { value: "Grace" } });
    fireEvent.input(screen.getByLabelText("Customer last name"), { target: { value: "Hopper" } });
    fireEvent.click(screen.getByRole("button", { name: "Create link" }));
    // Sent once the list is read, naming its first integration.
    answerList();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ integrationId: "int_first", amount: "40" });
  });
});
