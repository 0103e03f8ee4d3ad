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

  it("names a setting it cannot read", () => {
    expect(() => readSecuritySettings({ SANDBOX: "maybe" })).toThrow(/SANDBOX=maybe is not a switch/);
  });
});
