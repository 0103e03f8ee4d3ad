// Everything the real service process prints, as a log collector keeps it: a journey through
// the sandbox (sign-up, two-factor, an integration and its signing secret, an API key, orders,
// a payment, its callback) and a chain-mode start over a node whose URL and headers carry the
// provider's keys, with a merchant's xpub. No secret used along the way is in any line, and
// every line on stdout is one JSON object with the fields a collector indexes.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAnvil, type Anvil } from "../../test/support/chain/anvil.ts";
import { TEST_XPUB_EVM } from "../../test/support/chain/keys.ts";
import { SERVICE_KEY, freePortPair, killServices, ready, spawnService, type ServiceProcess } from "../../test/support/service-process.ts";
import { until } from "../../test/support/until.ts";
import { startReceiver, type Receiver } from "../../test/support/webhook-receiver.ts";
import { base32Decode, hotp, stepAt } from "../portal/totp.ts";

const PASSWORD = "log-journey correct horse 7e1f";
/** The sandbox's demo login, printed at the start: whole on a terminal, not in a collector's log. */
const DEMO_PASSWORD = "demo-login battery staple 42c9";
const WRONG_KEY = "sk_live_WrongKeyThatIsNotStored0123456789";
const PROVIDER_KEY = "prov1derKey0123456789abcdef";
const HEADER_KEY = "hdr-secret-0123456789abcdef";

let dir: string;
let anvil: Anvil;
let receiver: Receiver;
const started: ServiceProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "log-secrets-"));
  anvil = await startAnvil({ chainId: 1 });
  receiver = await startReceiver((res) => res.writeHead(200).end("ok"));
}, 30_000);

afterAll(async () => {
  await killServices(started);
  await receiver?.close();
  await anvil?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** What a browser does: its session cookie, and the same-origin headers the portal requires. */
function browserOn(service: ServiceProcess) {
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    async request(method: string, path: string, body?: unknown): Promise<Response> {
      const res = await fetch(`${service.origin}${path}`, {
        method,
        headers: {
          Origin: service.origin,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const set = res.headers.get("set-cookie");
      if (set) cookie = set.split(";")[0] ?? "";
      return res;
    },
  };
}

/** Starts the service and keeps its stdout apart from the first byte (output() mixes in stderr). */
async function startLogged(env: Record<string, string>): Promise<{ service: ServiceProcess; stdout: () => string }> {
  const service = spawnService(env, await freePortPair());
  started.push(service);
  let stdout = "";
  service.child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  await ready(service);
  return { service, stdout: () => stdout };
}

async function ok(res: Response, status = 200): Promise<any> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return text ? JSON.parse(text) : null;
}

/** Ends the process as an operator would, so every line it had to write is written. */
async function stopped(service: ServiceProcess): Promise<string> {
  service.child.kill("SIGTERM");
  await service.exited;
  return service.output();
}

function expectJsonLines(stdout: string): void {
  const lines = stdout.split("\n").filter((line) => line !== "");
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(typeof entry.level, line).toBe("string");
    expect(Number.isNaN(Date.parse(String(entry.time))), line).toBe(false);
    expect(typeof entry.msg, line).toBe("string");
    if (entry.msg === "request") {
      expect(entry, line).toMatchObject({ requestId: expect.any(String), method: expect.any(String), route: expect.any(String) });
      expect(typeof entry.status, line).toBe("number");
      expect(typeof entry.durationMs, line).toBe("number");
    }
  }
}

describe("the log of a journey", () => {
  it("holds no secret of the sandbox's journey, and each stdout line is JSON", async () => {
    const { service, stdout } = await startLogged({
      STATE: join(dir, "sandbox.sqlite"),
      QUIET: "0",
      LOG_FORMAT: "json",
      PORTAL_SIGN_UP: "1",
      PORTAL_SCRYPT_LOG2N: "10",
      PORTAL_DEMO_PASSWORD: DEMO_PASSWORD,
    });
    const b = browserOn(service);
    await ok(await b.request("POST", "/portal/api/sign-up", { email: "logs@example.com", password: PASSWORD }), 201);
    await ok(await b.request("POST", "/portal/api/confirm", { password: PASSWORD }), 204);
    const { secret: totpSecret } = await ok(await b.request("POST", "/portal/api/two-factor/setup"), 201);
    const code = hotp(base32Decode(totpSecret), stepAt(new Date()));
    const { recoveryCodes } = await ok(await b.request("POST", "/portal/api/two-factor/enable", { code }), 201);
    await ok(await b.request("POST", "/portal/api/confirm", { code: recoveryCodes[0] }), 204);
    const { integration, signingSecret } = await ok(
      await b.request("POST", "/portal/api/integrations", { name: "Log shop", url: "https://shop.invalid" }),
      201,
    );
    await ok(
      await b.request("PUT", `/portal/api/integrations/${integration.id}/webhook`, {
        callbackUrl: receiver.url,
        orderTypes: ["Payment", "Deposit"],
      }),
    );
    const created = await ok(await b.request("POST", "/portal/api/keys", { name: "log journey" }), 201);
    const apiKey: string = created.secret;
    expect(apiKey).toMatch(/^sk_/);

    const api = (method: string, path: string, body?: unknown, key = apiKey) => service.call(method, path, body, { "X-API-Key": key });
    const order = await ok(
      await api("POST", "/api/v1/order/payment", {
        integrationId: integration.id,
        amount: "12.50",
        assetId: "USDT_TRC20",
        customer: { type: "individual", firstName: "Log", lastName: "Payer" },
      }),
      201,
    );
    await ok(await api("POST", `/_sandbox/orders/${order.orderId}/payments`, {}), 201);
    await until(() => receiver.requests.length > 0, "the payment's callback");
    // A wrong key and a session cookie on a public route: refused or ignored, never written down.
    expect((await api("GET", "/api/v1/integrations", undefined, WRONG_KEY)).status).toBe(401);
    await fetch(`${service.origin}/healthz`, { headers: { Cookie: b.cookie, Authorization: `Bearer ${HEADER_KEY}` } });
    const output = await stopped(service);

    for (const secret of [
      PASSWORD,
      DEMO_PASSWORD,
      totpSecret,
      ...recoveryCodes,
      signingSecret,
      apiKey,
      SERVICE_KEY,
      WRONG_KEY,
      b.cookie.split("=")[1] ?? "",
    ]) {
      expect(secret.length).toBeGreaterThan(5);
      expect(output).not.toContain(secret);
    }
    // The journey is there, by its route templates.
    expect(stdout()).toContain('"route":"/api/v1/order/payment","status":201');
    expect(stdout()).toContain('"route":"/_sandbox/orders/:orderId/payments"');
    expect(stdout()).not.toContain(order.orderId);
    expectJsonLines(stdout());
  }, 90_000);

  it("holds no key of a chain-mode start: the provider's URL and headers, the xpub", async () => {
    const { service, stdout } = await startLogged({
      STATE: join(dir, "chain.sqlite"),
      SANDBOX_API_KEY: "",
      QUIET: "0",
      LOG_FORMAT: "json",
      CHAIN_RPC_URL_ETHEREUM: `${anvil.url}/?apikey=${PROVIDER_KEY}`,
      CHAIN_RPC_HEADERS_ETHEREUM: JSON.stringify({ "X-Provider-Key": HEADER_KEY }),
      XPUB_EVM: TEST_XPUB_EVM,
    });
    await until(async () => {
      const health = (await (await fetch(`${service.origin}/healthz`)).json()) as { chain?: { ethereum?: { head: number | null } } };
      return health.chain?.ethereum?.head != null;
    }, "the watcher's first tick");
    const output = await stopped(service);
    for (const secret of [PROVIDER_KEY, HEADER_KEY, TEST_XPUB_EVM, TEST_XPUB_EVM.slice(4, 40)]) expect(output).not.toContain(secret);
    expect(stdout()).toContain("chain mode");
    expectJsonLines(stdout());
  }, 60_000);
});
