import { describe, expect, it } from "vitest";
import { paymentsDigestMail } from "../mail/messages.ts";
import { addToDigest, type DigestPayment, EMPTY_DIGEST } from "./payment-digests.ts";

const payment = (n: number, assetId: string, amount: string): DigestPayment => ({
  orderId: `ord_${String(n).padStart(3, "0")}`,
  assetId,
  amount,
  completedAt: `2026-11-28T${String(n % 24).padStart(2, "0")}:05:00.000Z`,
});
const UNTIL = "2026-11-29T00:00:00.000Z";
const ORIGIN = "https://pay.example.invalid";

describe("the daily digest of payments completed", () => {
  it("sums each asset exactly as decimal text, past what a JS number holds, across pages", () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; 2^53 + 1 base units are not a double.
    const first = addToDigest(EMPTY_DIGEST, [payment(1, "USDT_TRC20", "0.100000"), payment(2, "USDT_TRC20", "0.200000")]);
    const digest = addToDigest(first, [
      payment(3, "ETH", "9007199254.740993"),
      payment(4, "ETH", "0.000001"),
      payment(5, "USDT_ERC20", "12.5"),
    ]);
    expect(digest.count).toBe(5);
    expect(digest.totals).toEqual({ USDT_TRC20: "0.300000", ETH: "9007199254.740994", USDT_ERC20: "12.500000" });
    // The fold changed nothing it was given.
    expect(first.count).toBe(2);
    const mail = paymentsDigestMail(digest, UNTIL, ORIGIN, null);
    expect(mail?.subject).toBe("Payments completed until 2026-11-29 00:00 UTC: 5");
    expect(mail?.text).toContain("Received, per asset:\n9007199254.740994 ETH (Ethereum)\n12.500000 USDT (Ethereum)\n0.300000 USDT (Tron)");
    expect(mail?.text).toContain("2026-11-28 03:05 UTC  ord_003  9007199254.740993 ETH (Ethereum)");
    expect(mail?.text).toContain(`${ORIGIN}/portal/orders`);
    expect(mail?.text).not.toContain("more");
  });

  it("lists the first lines and says how many more there were", () => {
    const many = Array.from({ length: 27 }, (_, i) => payment(i + 1, "USDT_TRC20", "1"));
    const digest = addToDigest(addToDigest(EMPTY_DIGEST, many.slice(0, 15), 20), many.slice(15), 20);
    expect(digest.lines.map((line) => line.orderId)).toEqual(many.slice(0, 20).map((p) => p.orderId));
    expect(digest.totals).toEqual({ USDT_TRC20: "27.000000" });
    const mail = paymentsDigestMail(digest, UNTIL, ORIGIN, "de");
    expect(mail?.subject).toBe("Abgeschlossene Zahlungen bis 2026-11-29 00:00 UTC: 27");
    expect(mail?.text).toContain("Und 7 weitere");
    expect(mail?.text).toContain("ord_020");
    expect(mail?.text).not.toContain("ord_021");
    expect(mail?.html).toContain('<html lang="de">');
  });

  it("mails nothing when no payment completed", () => {
    expect(paymentsDigestMail(addToDigest(EMPTY_DIGEST, []), UNTIL, ORIGIN, null)).toBeNull();
  });

  it("escapes what it puts in the HTML part and keeps right-to-left languages marked", () => {
    const digest = addToDigest(EMPTY_DIGEST, [{ ...payment(1, "USDT_TRC20", "1"), orderId: "ord_<b>" }]);
    const mail = paymentsDigestMail(digest, UNTIL, ORIGIN, "ar");
    expect(mail?.html).toContain("ord_&lt;b&gt;");
    expect(mail?.html).toContain('dir="rtl"');
  });
});
