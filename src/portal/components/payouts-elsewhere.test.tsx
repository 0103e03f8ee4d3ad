// @vitest-environment jsdom
// In chain mode the service holds no key: the balances screen says where withdrawals are made
// instead of offering a form the service would refuse.
import { signal } from "@preact/signals";
import { cleanup, render } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import { ASSET_IDS, type PortalInfo } from "../../shared/index.ts";
import type { SessionModel } from "../models/session-model.ts";
import { BalancesScreen } from "./balances-screen.tsx";

afterEach(() => cleanup());

/** A session whose reads never answer: the screen draws what it has before any balance. */
const session = (payouts: boolean) =>
  ({
    info: signal<PortalInfo>({ signUpOpen: false, sandbox: false, payouts, chainPayouts: false, assets: [...ASSET_IDS] }),
    guarded: () => new Promise(() => {}),
  }) as unknown as SessionModel;

describe("where the portal would offer a withdrawal", () => {
  it("says payouts are signed outside the service in chain mode, with no form", () => {
    const { container } = render(<BalancesScreen session={session(false)} />);
    expect(container.querySelector("[data-payouts-elsewhere]")?.textContent).toContain("holds no private key");
    expect(container.querySelector('form[data-form="withdraw"]')).toBeNull();
  });

  it("offers the withdrawal form where payouts are made", () => {
    const { container } = render(<BalancesScreen session={session(true)} />);
    expect(container.querySelector('form[data-form="withdraw"]')).not.toBeNull();
    expect(container.querySelector("[data-payouts-elsewhere]")).toBeNull();
  });
});
