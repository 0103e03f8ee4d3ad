import { describe, expect, it } from "vitest";
import { generateWebhookSecret } from "../webhooks/index.ts";
import { gatewayCallbackSecrets, parseGatewayCallbacks } from "./callback-settings.ts";

describe("GATEWAY_CALLBACKS", () => {
  it("names a URL and a secret per integration; absent means no callbacks", async () => {
    const secret = generateWebhookSecret();
    const callbacks = parseGatewayCallbacks(JSON.stringify({ int_a: { url: "https://shop.example/hooks", secret } }));
    expect(callbacks.get("int_a")).toEqual({ url: "https://shop.example/hooks", secret });
    expect(await gatewayCallbackSecrets(callbacks)({ integrationId: "int_a" })).toEqual([secret]);
    expect(await gatewayCallbackSecrets(callbacks)({ integrationId: "int_b" })).toEqual([]);
    expect(parseGatewayCallbacks(undefined).size).toBe(0);
    expect(parseGatewayCallbacks(" ").size).toBe(0);
  });

  it("refuses what would fail later, saying how to write it", () => {
    expect(() => parseGatewayCallbacks("int_a=https://shop.example")).toThrow(/not JSON: write it as GATEWAY_CALLBACKS='\{/);
    expect(() => parseGatewayCallbacks(JSON.stringify({ int_a: { url: "ftp://shop.example", secret: generateWebhookSecret() } }))).toThrow(
      /int_a\.url: url must be an http\(s\) URL/,
    );
    expect(() => parseGatewayCallbacks(JSON.stringify({ int_a: { url: "https://shop.example" } }))).toThrow(/int_a\.secret/);
    expect(() => parseGatewayCallbacks(JSON.stringify({ int_a: { url: "https://shop.example", secret: "hunter2" } }))).toThrow(
      /the secret of int_a: webhook secret must start with "whsec_"/,
    );
  });
});
