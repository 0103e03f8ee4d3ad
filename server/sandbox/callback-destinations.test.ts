// Configuring a callback URL that points at a refused range is a 400 naming the rule.
import { describe, expect, it } from "vitest";
import type { Lookup } from "../webhooks/destination.ts";
import { INTEGRATION_ID, testApp } from "../testing.ts";

const lookup: Lookup = async (hostname) => {
  const answers: Record<string, string> = { "inside.test": "10.0.0.7", "metadata.test": "169.254.169.254", "shop.test": "93.184.215.14" };
  const address = answers[hostname];
  if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return [{ address, family: 4 }];
};

async function app(config: { sandbox?: boolean; webhookAllowPrivate?: boolean }) {
  const t = await testApp();
  Object.assign(t.app.services.config, { lookup, ...config });
  const put = (callbackUrl: string) =>
    t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, { callbackUrl, orderTypes: ["Payment"] });
  return { ...t, put };
}

async function refusal(res: Response): Promise<string> {
  expect(res.status).toBe(400);
  const errors = (await res.json()) as { code: string; field: string; message: string }[];
  expect(errors).toEqual([{ code: "wrongData", field: "callbackUrl", message: expect.any(String) }]);
  return errors[0]?.message ?? "";
}

describe("callback destinations outside sandbox mode", () => {
  const outside = () => app({ sandbox: false });

  it.each([
    ["http://127.0.0.1:4000/hooks", "loopback"],
    ["http://[::1]/hooks", "loopback"],
    ["http://[::ffff:127.0.0.1]/hooks", "loopback"],
    ["http://10.1.2.3/hooks", "private"],
    ["http://192.168.0.10/hooks", "private"],
    ["http://[fd12::1]/hooks", "private"],
    ["http://169.254.10.10/hooks", "link-local"],
    ["http://100.64.1.1/hooks", "shared"],
    ["http://0.0.0.0/hooks", "unspecified"],
    ["http://224.0.0.1/hooks", "multicast"],
    ["http://169.254.169.254/latest/meta-data/", "metadata"],
    ["http://[fd00:ec2::254]/", "metadata"],
    ["https://inside.test/hooks", "private"],
    ["https://metadata.test/hooks", "metadata"],
  ])("refuses %s (rule %s)", async (url, rule) => {
    const t = await outside();
    const message = await refusal(await t.put(url));
    expect(message).toContain(`rule "${rule}"`);
    expect((await t.app.services.store.getIntegration(INTEGRATION_ID))?.webhook.callbackUrl).toBeNull();
  });

  it("accepts a public receiver, and a name that does not resolve yet", async () => {
    const t = await outside();
    expect((await t.put("https://shop.test/hooks")).status).toBe(200);
    expect((await t.put("https://not-yet.test/hooks")).status).toBe(200);
  });

  it("WEBHOOK_ALLOW_PRIVATE allows loopback but never the metadata address", async () => {
    const t = await app({ sandbox: false, webhookAllowPrivate: true });
    expect((await t.put("http://127.0.0.1:4000/hooks")).status).toBe(200);
    expect(await refusal(await t.put("http://169.254.169.254/"))).toContain('rule "metadata"');
  });
});

describe("callback destinations in sandbox mode (the default)", () => {
  it("accepts the documented local receiver (docs/merchants.md) and private addresses", async () => {
    const t = await app({});
    expect((await t.put("http://127.0.0.1:4000/hooks")).status).toBe(200);
    expect((await t.put("https://inside.test/hooks")).status).toBe(200);
  });

  it.each(["http://169.254.169.254/latest/meta-data/", "http://[::ffff:169.254.169.254]/", "https://metadata.test/"])(
    "refuses the metadata address %s",
    async (url) => {
      const t = await app({});
      expect(await refusal(await t.put(url))).toContain('rule "metadata"');
    },
  );
});
