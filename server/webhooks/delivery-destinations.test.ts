// The destination rule holds on the address a delivery actually connects to.
import { afterEach, describe, expect, it } from "vitest";
import type { Lookup } from "./destination.ts";
import { createWebhookDispatcher, generateWebhookSecret, type WebhookDispatcher } from "./index.ts";
import { startReceiver, type Receiver } from "../../test/support/webhook-receiver.ts";
import { createMemoryOutbox } from "./memory-outbox.ts";

const secret = generateWebhookSecret();
const body = '{"type":"order.status"}';
const target = { integrationId: "int_1", orderId: "ord_1" };

let dispatchers: WebhookDispatcher[] = [];
let receivers: Receiver[] = [];
afterEach(async () => {
  for (const dispatcher of dispatchers) dispatcher.close();
  await Promise.all(receivers.map((receiver) => receiver.close()));
  dispatchers = [];
  receivers = [];
});

async function receiver(): Promise<Receiver> {
  const started = await startReceiver((res) => res.writeHead(204).end());
  receivers.push(started);
  return started;
}

function dispatcher(options: Partial<Parameters<typeof createWebhookDispatcher>[0]>): WebhookDispatcher {
  const created = createWebhookDispatcher({
    outbox: createMemoryOutbox(),
    secret,
    baseDelayMs: 1,
    maxAttempts: 2,
    random: () => 0,
    ...options,
  });
  dispatchers.push(created);
  return created;
}

/** A resolver stub: `name` answers `address`, and every answer is counted. */
function stubLookup(answers: Record<string, string[]>): Lookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}

describe("callback destinations at delivery", () => {
  it("refuses a loopback receiver by default, without a request, and does not retry", async () => {
    const hook = await receiver();
    const webhooks = dispatcher({});
    await webhooks.send({ ...target, url: hook.url, body });
    await webhooks.idle();
    const [delivery] = await webhooks.list();
    expect(delivery?.state).toBe("failed");
    expect(delivery?.attempts).toHaveLength(1);
    expect(delivery?.attempts[0]?.error).toMatch(/127\.0\.0\.1 is a loopback address.*rule "loopback"/);
    expect(hook.requests).toHaveLength(0);
  });

  it("delivers to a loopback receiver when private destinations are allowed (sandbox mode)", async () => {
    const hook = await receiver();
    const webhooks = dispatcher({ destinations: { allowPrivate: true } });
    await webhooks.send({ ...target, url: hook.url, body });
    await webhooks.idle();
    expect((await webhooks.list())[0]?.state).toBe("delivered");
    expect(hook.requests).toHaveLength(1);
  });

  it("refuses the metadata address even when private destinations are allowed", async () => {
    const webhooks = dispatcher({ destinations: { allowPrivate: true } });
    await webhooks.send({ ...target, url: "http://169.254.169.254/latest/meta-data/", body });
    await webhooks.send({ ...target, url: "http://[::ffff:a9fe:a9fe]/latest/meta-data/", body });
    await webhooks.idle();
    for (const delivery of await webhooks.list()) {
      expect(delivery.state).toBe("failed");
      expect(delivery.attempts[0]?.error).toMatch(/rule "metadata"/);
    }
  });

  it("connects to the address the name resolves to at delivery: a rebinding to loopback is refused", async () => {
    const hook = await receiver();
    const port = new URL(hook.url).port;
    // Configured while it pointed somewhere public; now it answers 127.0.0.1, the receiver's address.
    const lookup = stubLookup({ "rebind.test": ["127.0.0.1"] });
    const webhooks = dispatcher({ destinations: { allowPrivate: false, lookup } });
    await webhooks.send({ ...target, url: `http://rebind.test:${port}/hooks`, body });
    await webhooks.idle();
    const [delivery] = await webhooks.list();
    expect(delivery?.state).toBe("failed");
    expect(delivery?.attempts.at(-1)?.error).toMatch(/rebind\.test resolves to 127\.0\.0\.1.*rule "loopback"/);
    expect(lookup.calls).toContain("rebind.test");
    expect(hook.requests).toHaveLength(0);
  });

  it("sends to exactly the vetted address, keeping the name in the Host header", async () => {
    const hook = await receiver();
    const port = new URL(hook.url).port;
    const lookup = stubLookup({ "shop.test": ["127.0.0.1"] });
    const webhooks = dispatcher({ destinations: { allowPrivate: true, lookup } });
    await webhooks.send({ ...target, url: `http://shop.test:${port}/hooks`, body });
    await webhooks.idle();
    expect((await webhooks.list())[0]?.state).toBe("delivered");
    expect(hook.requests[0]?.headers.host).toBe(`shop.test:${port}`);
  });
});
