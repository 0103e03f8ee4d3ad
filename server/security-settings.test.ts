import { describe, expect, it } from "vitest";
import { readSecuritySettings } from "./security-settings.ts";

describe("readSecuritySettings", () => {
  it("defaults to sandbox mode, where private callback destinations are allowed", () => {
    expect(readSecuritySettings({})).toMatchObject({ sandbox: true, webhookAllowPrivate: true });
  });

  it("SANDBOX=0 refuses private callback destinations unless WEBHOOK_ALLOW_PRIVATE=1", () => {
    expect(readSecuritySettings({ SANDBOX: "0" })).toMatchObject({ sandbox: false, webhookAllowPrivate: false });
    expect(readSecuritySettings({ SANDBOX: "0", WEBHOOK_ALLOW_PRIVATE: "1" })).toMatchObject({ webhookAllowPrivate: true });
    expect(readSecuritySettings({ WEBHOOK_ALLOW_PRIVATE: "false" })).toMatchObject({ sandbox: true, webhookAllowPrivate: false });
  });

  it("is off by default in chain mode, and refused there", () => {
    expect(readSecuritySettings({ CHAIN_RPC_URL_ETHEREUM: "http://node.invalid" })).toMatchObject({
      sandbox: false,
      webhookAllowPrivate: false,
      portalSignUp: false,
    });
    expect(readSecuritySettings({ CHAIN_RPC_URL_TRON: "http://node.invalid", SANDBOX: "0" }).sandbox).toBe(false);
    // An empty URL turns nothing on.
    expect(readSecuritySettings({ CHAIN_RPC_URL_BSC: " " }).sandbox).toBe(true);
    expect(() => readSecuritySettings({ CHAIN_RPC_URL_BSC: "http://node.invalid", SANDBOX: "yes" })).toThrow(
      /^SANDBOX=yes and CHAIN_RPC_URL_BSC are both set: chain mode takes real payments and has no sandbox/,
    );
  });

  it("names a setting it cannot read", () => {
    expect(() => readSecuritySettings({ SANDBOX: "maybe" })).toThrow(/SANDBOX=maybe is not a switch/);
    expect(() => readSecuritySettings({ RATE_LIMIT_ORDER_READ: "-1" })).toThrow(/RATE_LIMIT_ORDER_READ=-1 is not a whole number/);
  });

  it("has the documented limits by default, and reads each", () => {
    expect(readSecuritySettings({})).toMatchObject({
      orderRead: { limit: 1200, windowMs: 60_000 },
      page: { limit: 300, windowMs: 60_000 },
      keyFailures: { limit: 20, windowMs: 600_000 },
      sandboxRoutes: { limit: 600, windowMs: 60_000 },
      demoPerClient: { limit: 20, windowMs: 600_000 },
      demoMaxOrders: 500,
      trustProxy: 0,
    });
    const set = readSecuritySettings({
      RATE_LIMIT_ORDER_READ: "0",
      RATE_LIMIT_PAGE: "7",
      RATE_LIMIT_SANDBOX: "5",
      DEMO_ORDERS_PER_CLIENT: "2",
      DEMO_MAX_ORDERS: "10",
      TRUST_PROXY: "1",
    });
    expect(set).toMatchObject({
      orderRead: { limit: 0 },
      page: { limit: 7 },
      sandboxRoutes: { limit: 5 },
      demoPerClient: { limit: 2 },
      demoMaxOrders: 10,
      trustProxy: 1,
    });
  });

  it("keeps the portal's scrypt at N = 2^17 by default, lower only in the sandbox", () => {
    expect(readSecuritySettings({}).portalScryptLog2N).toBe(17);
    expect(readSecuritySettings({ PORTAL_SCRYPT_LOG2N: "14" }).portalScryptLog2N).toBe(14);
    expect(readSecuritySettings({ SANDBOX: "0", PORTAL_SCRYPT_LOG2N: "18" }).portalScryptLog2N).toBe(18);
    expect(() => readSecuritySettings({ SANDBOX: "0", PORTAL_SCRYPT_LOG2N: "14" })).toThrow(
      /PORTAL_SCRYPT_LOG2N=14 is out of range: use 17 to 20/,
    );
    expect(() => readSecuritySettings({ PORTAL_SCRYPT_LOG2N: "9" })).toThrow(/use 10 to 20/);
    expect(() => readSecuritySettings({ PORTAL_SCRYPT_LOG2N: "21" })).toThrow(/out of range/);
  });
});
