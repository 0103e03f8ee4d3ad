import { describe, expect, it } from "vitest";
import { generateWebhookSecret, signWebhook, verifyWebhook } from "./index.ts";

const NOW = 1_800_000_000;

function signed(secret: string, body: string, timestamp = NOW, id = "msg_test") {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signWebhook({ secret, id, timestamp, body }),
  };
}

describe("webhook signatures", () => {
  it("generates whsec_ secrets of 32 random bytes", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), "base64")).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });

  it("reproduces the Standard Webhooks published test vector", () => {
    // The only interoperability proof: a round trip through our own verifier would pass with the
    // delimiter, the key decoding or the base64 alphabet all wrong.
    const input = {
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
    };
    expect(signWebhook(input)).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("round-trips: what is signed verifies, whatever the header case", () => {
    const secret = generateWebhookSecret();
    const body = '{"type":"order.status","data":{"externalId":"ä-1"}}';
    expect(verifyWebhook({ secret, headers: signed(secret, body), body, now: NOW })).toBe(true);
    const upper = Object.fromEntries(Object.entries(signed(secret, body)).map(([k, v]) => [k.toUpperCase(), v]));
    expect(verifyWebhook({ secret, headers: upper, body, now: NOW })).toBe(true);
  });

  it("rejects a tampered body, a wrong secret, and a changed id", () => {
    const secret = generateWebhookSecret();
    const body = '{"amount":"10.000000"}';
    const headers = signed(secret, body);
    expect(verifyWebhook({ secret, headers, body: '{"amount":"99.000000"}', now: NOW })).toBe(false);
    expect(verifyWebhook({ secret, headers, body: `${body} `, now: NOW })).toBe(false);
    expect(verifyWebhook({ secret: generateWebhookSecret(), headers, body, now: NOW })).toBe(false);
    expect(verifyWebhook({ secret, headers: { ...headers, "webhook-id": "msg_other" }, body, now: NOW })).toBe(false);
  });

  it("rejects stale and future timestamps beyond the tolerance (default 5 min)", () => {
    const secret = generateWebhookSecret();
    const body = "{}";
    const headers = signed(secret, body);
    expect(verifyWebhook({ secret, headers, body, now: NOW + 300 })).toBe(true);
    expect(verifyWebhook({ secret, headers, body, now: NOW + 301 })).toBe(false);
    expect(verifyWebhook({ secret, headers, body, now: NOW - 301 })).toBe(false);
    expect(verifyWebhook({ secret, headers, body, now: NOW + 301, toleranceSeconds: 600 })).toBe(true);
    // A re-signed message with a fresh timestamp is what a retry carries; a copied old one is a replay.
    expect(verifyWebhook({ secret, headers: { ...headers, "webhook-timestamp": String(NOW + 1) }, body, now: NOW })).toBe(false);
  });

  it("throws on a tolerance or clock that is not a finite number, rather than accepting any age", () => {
    const secret = generateWebhookSecret();
    const body = "{}";
    const headers = signed(secret, body);
    const yearLater = NOW + 365 * 86_400;
    for (const toleranceSeconds of [Number.NaN, Number.POSITIVE_INFINITY, 0, -1]) {
      expect(() => verifyWebhook({ secret, headers, body, now: yearLater, toleranceSeconds })).toThrow(RangeError);
    }
    for (const now of [Number.NaN, Number.NEGATIVE_INFINITY])
      expect(() => verifyWebhook({ secret, headers, body, now })).toThrow(RangeError);
  });

  it("answers false to missing or malformed headers", () => {
    const secret = generateWebhookSecret();
    const body = "{}";
    const headers = signed(secret, body);
    const { "webhook-signature": _, ...unsigned } = headers;
    expect(verifyWebhook({ secret, headers: unsigned, body, now: NOW })).toBe(false);
    expect(verifyWebhook({ secret, headers: { ...headers, "webhook-timestamp": "1.8e9" }, body, now: NOW })).toBe(false);
    expect(verifyWebhook({ secret, headers: { ...headers, "webhook-signature": "v2,abc v1" }, body, now: NOW })).toBe(false);
  });

  it("accepts any one matching signature among several (secret rotation)", () => {
    const secret = generateWebhookSecret();
    const body = "{}";
    const headers = signed(secret, body);
    const both = { ...headers, "webhook-signature": `v1,bm9wZQ== ${headers["webhook-signature"]}` };
    expect(verifyWebhook({ secret, headers: both, body, now: NOW })).toBe(true);
  });

  it("uses the clock when now is omitted", () => {
    const secret = generateWebhookSecret();
    const body = "{}";
    expect(verifyWebhook({ secret, headers: signed(secret, body, Math.floor(Date.now() / 1000)), body })).toBe(true);
  });

  it("throws on configuration mistakes, saying how to fix them", () => {
    expect(() => signWebhook({ secret: "sk_live", id: "m", timestamp: NOW, body: "" })).toThrow(/must start with "whsec_"/);
    expect(() => signWebhook({ secret: "whsec_c2hvcnQ=", id: "m", timestamp: NOW, body: "" })).toThrow(/at least 24 bytes/);
    expect(() => signWebhook({ secret: generateWebhookSecret(), id: "m", timestamp: 1.5, body: "" })).toThrow(/whole unix seconds/);
    const secret = generateWebhookSecret();
    expect(() => verifyWebhook({ secret, headers: signed(secret, ""), body: "", now: Date.now() })).toThrow(/looks like milliseconds/);
  });
});
