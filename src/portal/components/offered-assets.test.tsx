// @vitest-environment jsdom
// The portal's forms offer only the assets the service takes orders for (GET /portal/api/info's
// `assets`): in chain mode watching Ethereum alone, a TRON or BSC asset is never offered, so a
// merchant is not led to an order the service would refuse.
import { signal } from "@preact/signals";
import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { PortalInfo, PortalIntegration } from "../../shared/index.ts";
import type { SessionModel } from "../models/session-model.ts";
import { BalancesScreen } from "./balances-screen.tsx";
import { PaymentLinks } from "./payment-links.tsx";

afterEach(() => cleanup());

const ETHEREUM_ONLY = ["ETH", "USDT_ERC20", "USDC_ERC20"];

/** A session whose reads never answer: the screens draw their forms before any list. */
const session = (assets: string[]) =>
  ({
    info: signal<PortalInfo>({ signUpOpen: false, sandbox: false, payouts: true, chainPayouts: false, assets }),
    guarded: () => new Promise(() => {}),
  }) as unknown as SessionModel;

const integration: PortalIntegration = {
  id: "int_1",
  name: "Shop",
  url: "https://shop.invalid",
  createdAt: "2026-11-28T00:00:00.000Z",
  webhook: { callbackUrl: null, orderTypes: ["Payment"] },
  branding: { logoUrl: null, accentColor: null },
  allowedEmbedOrigins: null,
  appReturnSchemes: [] as string[],
  paymentSettings: { paymentTolerancePercent: "0", supportUrl: null, supportEmail: null },
} as PortalIntegration;

const options = (select: Element | null) => [...(select?.querySelectorAll("option") ?? [])].map((o) => o.getAttribute("value"));

describe("the portal's asset choices", () => {
  it("the withdrawal form lists only the offered assets, and starts on the first of them", () => {
    const { container } = render(<BalancesScreen session={session(ETHEREUM_ONLY)} />);
    const select = container.querySelector('form[data-form="withdraw"] select#assetId') as HTMLSelectElement | null;
    expect(options(select)).toEqual(ETHEREUM_ONLY);
    expect(select?.value).toBe("ETH");
  });

  it("the payment link form ticks and prices in only the offered assets", () => {
    const { container } = render(<PaymentLinks session={session(ETHEREUM_ONLY)} integrations={[integration]} />);
    const ticks = [...container.querySelectorAll('input[type="checkbox"][id^="link-asset-"]')].map((i) => i.id);
    expect(ticks).toEqual(ETHEREUM_ONLY.map((id) => `link-asset-${id}`));
    expect(options(container.querySelector("select#link-currency"))).toEqual(["USD", "EUR", ...ETHEREUM_ONLY]);
  });
});
