// kit/webhooks against the Standard Webhooks published test vector and against the service's
// own signing (server/webhooks/signature.ts): what one signs the other verifies.
import { describe, expect, it } from "vitest";
import {
  generateTestSecret,
  signTestWebhook,
  verifySignature,
  verifyWebhook,
  WebhookVerificationError,
} from "../../kit/webhooks/src/index.ts";
import { callback } from "../../server/openapi/examples.ts";
import { signWebhook, verifyWebhook as serverVerify } from "../../server/webhooks/signature.ts";

// From the Standard Webhooks specification's reference libraries.
const VECTOR = {
  secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
};

const reason = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason;
    throw error;
  }
  return "accepted";
};

describe("kit/webhooks", () => {
  it("reproduces the Standard Webhooks test vector, as the service's signing does", () => {
    const signed = signTestWebhook({ secret: VECTOR.secret, payload: VECTOR.body, id: VECTOR.id, timestamp: VECTOR.timestamp });
    expect(signed.headers["webhook-signature"]).toBe(VECTOR.signature);
    expect(signWebhook({ secret: VECTOR.secret, id: VECTOR.id, timestamp: VECTOR.timestamp, body: VECTOR.body })).toBe(VECTOR.signature);
    const headers = { "webhook-id": VECTOR.id, "webhook-timestamp": String(VECTOR.timestamp), "webhook-signature": VECTOR.signature };
    expect(reason(() => verifySignature(VECTOR.body, headers, VECTOR.secret, { now: VECTOR.timestamp }))).toBe("accepted");
  });

  it("returns the typed order status event of a signed callback", () => {
    const secret = generateTestSecret();
    const signed = signTestWebhook({ secret, payload: callback });
    const event = verifyWebhook(signed.body, signed.headers, secret);
    expect(event.type).toBe("order.status");
    expect(event.data.status).toBe("completed");
    expect(event.data.integrationId).toBe(callback.data.integrationId);
    // A fetch Headers and a Buffer body work too.
    expect(verifyWebhook(Buffer.from(signed.body), new Headers(signed.headers), secret).data.id).toBe(callback.data.id);
  });

  it("refuses a bad signature, another secret, a re-serialised body, a stale or future timestamp, missing headers", () => {
    const secret = generateTestSecret();
    const now = 1_795_000_000;
    const signed = signTestWebhook({ secret, payload: callback, timestamp: now });
    const at = { now };
    expect(reason(() => verifyWebhook(signed.body, signed.headers, secret, at))).toBe("accepted");
    expect(reason(() => verifyWebhook(signed.body, { ...signed.headers, "webhook-signature": "v1,AAAA" }, secret, at))).toBe("signature");
    expect(reason(() => verifyWebhook(signed.body, signed.headers, generateTestSecret(), at))).toBe("signature");
    // The same JSON, parsed and serialised again (another spacing): not the bytes that were signed.
    expect(reason(() => verifyWebhook(JSON.stringify(JSON.parse(signed.body), null, 2), signed.headers, secret, at))).toBe("signature");
    expect(reason(() => verifyWebhook(signed.body, signed.headers, secret, { now: now + 301 }))).toBe("timestamp");
    expect(reason(() => verifyWebhook(signed.body, signed.headers, secret, { now: now - 301 }))).toBe("timestamp");
    expect(reason(() => verifyWebhook(signed.body, signed.headers, secret, { now: now + 300 }))).toBe("accepted");
    expect(reason(() => verifyWebhook(signed.body, { "webhook-id": signed.headers["webhook-id"] }, secret, at))).toBe("headers");
    expect(reason(() => verifyWebhook(signed.body, signed.headers, "not-a-secret", at))).toBe("secret");
  });

  it("fails closed on a tolerance or clock that is not a finite number: a year-old callback is never accepted", () => {
    const secret = generateTestSecret();
    const now = 1_795_000_000;
    const old = signTestWebhook({ secret, payload: callback, timestamp: now - 365 * 86_400 });
    for (const options of [
      { now, toleranceSeconds: Number.NaN },
      { now, toleranceSeconds: Number.POSITIVE_INFINITY },
      { now, toleranceSeconds: 0 },
      { now, toleranceSeconds: -300 },
      { now: Number.NaN },
      { now: Number.POSITIVE_INFINITY },
      { now: Number.NEGATIVE_INFINITY },
    ]) {
      expect(() => verifyWebhook(old.body, old.headers, secret, options)).toThrow(RangeError);
      expect(() => verifySignature(old.body, old.headers, secret, options)).toThrow(/toleranceSeconds must be|now must be/);
    }
  });

  it("refuses a signed body that is not an order status callback", () => {
    const secret = generateTestSecret();
    const signed = signTestWebhook({ secret, payload: { type: "order.status", data: { id: 1 } } });
    expect(reason(() => verifyWebhook(signed.body, signed.headers, secret))).toBe("body");
  });

  it("agrees with the service: the service's signature verifies here, and the kit's there", () => {
    const secret = generateTestSecret();
    const body = JSON.stringify(callback);
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      "webhook-id": "msg_1",
      "webhook-timestamp": String(timestamp),
      "webhook-signature": signWebhook({ secret, id: "msg_1", timestamp, body }),
    };
    expect(verifyWebhook(body, headers, secret).data.id).toBe(callback.data.id);
    const signed = signTestWebhook({ secret, payload: callback });
    expect(serverVerify({ secret, headers: signed.headers, body: signed.body })).toBe(true);
  });
});
