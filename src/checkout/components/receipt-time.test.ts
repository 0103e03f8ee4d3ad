// The receipt's times in the payer's language: the receipt's own date in full; a transfer's,
// under it, as its time alone on the same day (a long date beside the amount took a second line
// at 320 px), with its date when it came on another.
import { describe, expect, it } from "vitest";
import { localText } from "./receipt.tsx";

describe("a receipt's times", () => {
  const paid = "2026-11-29T11:41:00.000Z";
  it("give the receipt's date in full, a transfer of the same day its time alone, one of another day its date too", () => {
    expect(localText(paid, "en")).toMatch(/November 29, 2026/);
    const sameDay = localText("2026-11-29T11:45:00.000Z", "el", paid);
    expect(sameDay).not.toMatch(/2026|Νοε/);
    expect(sameDay).toMatch(/\d{1,2}:45/);
    expect(localText("2026-12-02T11:45:00.000Z", "el", paid)).toMatch(/2 Δεκ 2026/);
  });
});
