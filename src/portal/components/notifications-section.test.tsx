// @vitest-environment jsdom
// The Account screen's email notifications: the choices as the service keeps them (payments:
// no mail, each or a daily digest), a choice sent
// as the whole settings and confirmed, a refused save said, and a word when no mail is sent.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/preact";
import { afterEach, describe, expect, it } from "vitest";
import type { NotificationSettings, NotificationsView } from "../../shared/index.ts";
import { NotificationsSection } from "./notifications-section.tsx";

afterEach(cleanup);

function fakeApi(mailOn: boolean, refuse = false) {
  let settings: NotificationSettings = { paymentCompleted: "each", payoutWaiting: true, callbacksFailing: true, reorgAfterCredit: false };
  const saves: NotificationSettings[] = [];
  return {
    saves,
    api: {
      load: async (): Promise<NotificationsView> => ({ settings, mailOn }),
      save: async (next: NotificationSettings): Promise<NotificationsView> => {
        saves.push(next);
        if (refuse) throw new Error("refused");
        settings = next;
        return { settings, mailOn };
      },
    },
  };
}

describe("the notifications section", () => {
  it("shows the choices as kept and saves each one made", async () => {
    const { api, saves } = fakeApi(true);
    render(<NotificationsSection api={api} />);
    const payments = (await screen.findByLabelText("Each payment completed")) as HTMLInputElement;
    expect(payments.checked).toBe(true);
    expect((screen.getByLabelText("Each payout waiting for my wallet to pay it") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/sends no email/)).toBeNull();
    expect(screen.getByRole("group", { name: "Payments completed" })).toBeTruthy();
    const digest = screen.getByLabelText("A daily digest (after 00:00 UTC)") as HTMLInputElement;
    expect(digest.checked).toBe(false);
    fireEvent.click(digest);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Saved."));
    expect(digest.checked).toBe(true);
    fireEvent.click(screen.getByLabelText("No mail"));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves).toEqual([
      { paymentCompleted: "digest", payoutWaiting: true, callbacksFailing: true, reorgAfterCredit: false },
      { paymentCompleted: "off", payoutWaiting: true, callbacksFailing: true, reorgAfterCredit: false },
    ]);
    await waitFor(() => expect((screen.getByLabelText("No mail") as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText("My callbacks failing for 15 minutes (one message a streak)") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("A credited payment whose block the chain replaced") as HTMLInputElement).checked).toBe(false);
    expect(payments.checked).toBe(false);
  });

  it("says when a save did not take, and when no mail is sent", async () => {
    const { api } = fakeApi(false, true);
    render(<NotificationsSection api={api} />);
    const payouts = await screen.findByLabelText("Each payout waiting for my wallet to pay it");
    expect(screen.getByText(/sends no email/)).toBeTruthy();
    fireEvent.click(payouts);
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Not saved: try again."));
    expect((payouts as HTMLInputElement).checked).toBe(true);
  });
});
