// The kit as a merchant's developer meets it: the tarballs of `npm run kit:pack` installed into
// an empty project (test/support/kit-install.ts), then used from plain `node` as an ES module and
// as CommonJS, and from `tsc` (module nodenext, strict); the webhook helper verifies a real
// callback the running service sends.
import { execFile, spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/kit/stage-sources.ts";
import { installKit, type KitProject } from "../support/kit-install.ts";
import { freePort } from "../support/ports.ts";
import { sandboxClient } from "../support/sandbox-client.ts";
import { until } from "../support/until.ts";
import { type ReceivedRequest, startReceiver } from "../support/webhook-receiver.ts";
import { SERVICE_KEY, startService, type ServiceProcess } from "../support/service-process.ts";

const run = promisify(execFile);
let project: KitProject;
let service: ServiceProcess;
const stops: Array<() => void> = [];

beforeAll(async () => {
  // The install and the service start side by side: neither needs the other. Both are kept
  // before either failure is thrown, so afterAll stops the service even when the install failed.
  const [installed, started] = await Promise.allSettled([
    installKit({ links: ["@types/node", "@types/react", "vue"] }),
    // The banner as a person at a terminal reads it: the webhook secret whole, to copy.
    startService({ STATE: "memory", QUIET: "0", LOG_FORMAT: "pretty" }),
  ]);
  if (started.status === "fulfilled") service = started.value;
  if (installed.status === "fulfilled") project = installed.value;
  for (const outcome of [installed, started]) if (outcome.status === "rejected") throw outcome.reason;
}, 120_000);

afterAll(async () => {
  for (const stop of stops) stop();
  project?.remove();
  if (service) {
    service.child.kill("SIGTERM");
    await service.exited;
  }
});

const write = (file: string, text: string) => writeFileSync(join(project.dir, file), text);
const node = (file: string, env: Record<string, string> = {}) =>
  run(process.execPath, [file], { cwd: project.dir, env: { ...process.env, ...env } }).then(({ stdout }) => stdout);

describe("from plain node", () => {
  it("imports both Node packages as ES modules and requires them as CommonJS", async () => {
    write(
      "esm.mjs",
      `import { createCheckoutClient } from "@crypto-checkout/client";
import { generateTestSecret, signTestWebhook, verifyWebhook } from "@crypto-checkout/webhooks";
const api = createCheckoutClient({ baseUrl: process.env.SERVICE_URL, apiKey: process.env.API_KEY });
const { data } = await api.GET("/api/v1/integrations");
const secret = generateTestSecret();
const payload = { type: "order.status", timestamp: new Date().toISOString(), data: { id: "x" } };
const signed = signTestWebhook({ secret, payload });
try { verifyWebhook(signed.body, signed.headers, secret); } catch (error) { console.log("esm", data.data.length, error.reason); }
`,
    );
    write(
      "cjs.cjs",
      `const { createCheckoutClient } = require("@crypto-checkout/client");
const { verifyWebhook, WebhookVerificationError } = require("@crypto-checkout/webhooks");
const api = createCheckoutClient({ baseUrl: process.env.SERVICE_URL, apiKey: process.env.API_KEY });
api.GET("/api/v1/integrations").then(({ data }) => {
  try { verifyWebhook("{}", {}, "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"); } catch (error) {
    console.log("cjs", data.data.length, error instanceof WebhookVerificationError, error.reason);
  }
});
`,
    );
    const env = { SERVICE_URL: service.origin, API_KEY: SERVICE_KEY };
    // Signed, but not an order status callback: the schema copied into the package ran.
    expect(await node("esm.mjs", env)).toBe("esm 1 body\n");
    expect(await node("cjs.cjs", env)).toBe("cjs 1 true headers\n");
  }, 60_000);

  it("verifies a real callback the service sends, in a CommonJS receiver; the order made by the ES module client", async () => {
    const secret = service.output().match(/webhook secret +(whsec_\S+)/)?.[1];
    expect(secret).toBeDefined();
    write(
      "receiver.cjs",
      `const { createServer } = require("node:http");
const { verifyWebhook } = require("@crypto-checkout/webhooks");
createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    try {
      const event = verifyWebhook(Buffer.concat(chunks), req.headers, process.env.WEBHOOK_SECRET);
      console.log(\`verified \${event.type} \${event.data.id} \${event.data.status}\`);
      res.writeHead(204).end();
    } catch (error) {
      console.log(\`refused \${error.reason}\`);
      res.writeHead(401).end();
    }
  });
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("listening"));
`,
    );
    write(
      "pay.mjs",
      `import { createCheckoutClient } from "@crypto-checkout/client";
const api = createCheckoutClient({ baseUrl: process.env.SERVICE_URL, apiKey: process.env.API_KEY });
const integrationId = (await api.GET("/api/v1/integrations")).data.data[0].id;
const hook = await api.PUT("/_sandbox/integrations/{integrationId}/webhook", {
  params: { path: { integrationId } },
  body: { callbackUrl: process.env.RECEIVER_URL, orderTypes: ["Payment"] },
});
if (hook.error) throw new Error(JSON.stringify(hook.error));
const { data: order } = await api.POST("/api/v1/order/payment", {
  body: { integrationId, amount: "25.00", assetId: "USDT_TRC20", customer: { type: "individual", firstName: "Ada", lastName: "Lovelace" } },
});
await api.POST("/_sandbox/orders/{orderId}/payments", { params: { path: { orderId: order.orderId } }, body: {} });
console.log(order.orderId);
`,
    );
    const port = await freePort();
    const receiver = spawn(process.execPath, ["receiver.cjs"], {
      cwd: project.dir,
      env: { ...process.env, WEBHOOK_SECRET: secret as string, PORT: String(port) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    stops.push(() => receiver.kill());
    let heard = "";
    const said = (pattern: RegExp) =>
      new Promise<void>((resolve, reject) => {
        const check = () => pattern.test(heard) && resolve();
        receiver.stdout.on("data", (chunk: Buffer) => {
          heard += chunk.toString();
          check();
        });
        receiver.once("exit", (code) => reject(new Error(`the receiver exited (${code}):\n${heard}`)));
        check();
      });
    await said(/listening/);
    const orderId = (
      await node("pay.mjs", { SERVICE_URL: service.origin, API_KEY: SERVICE_KEY, RECEIVER_URL: `http://127.0.0.1:${port}/hooks` })
    ).trim();
    expect(orderId).toMatch(/^ord_/);
    await said(new RegExp(`verified order\\.status ${orderId} completed`));
    expect(heard).not.toMatch(/refused/);
  }, 60_000);
});

describe("crypto-checkout listen, the package's command", () => {
  it("forwards the callbacks of every integration of the key, with a callback URL and without, byte for byte with their signatures, and prints each answer", async () => {
    const api = sandboxClient(service.origin, SERVICE_KEY);
    const local = await startReceiver((res) => res.writeHead(204).end());
    // Where the service itself sends the callbacks of the integration that has a URL.
    const direct = await startReceiver((res) => res.writeHead(204).end());
    stops.push(
      () => void local.close(),
      () => void direct.close(),
    );
    const created = async (name: string) =>
      (await api.call("POST", "/_sandbox/integrations", { name, url: "https://shop.example" }, 201)) as {
        id: string;
        signingSecret: string;
      };
    const withUrl = await created("Listened with a URL");
    const withoutUrl = await created("Listened without a URL");
    await api.call("PUT", `/_sandbox/integrations/${withUrl.id}/webhook`, { callbackUrl: direct.url, orderTypes: ["Payment"] }, 200);

    // As a developer runs it: the bin npm linked, the service's URL and key from the environment.
    const listener = spawn(join(project.dir, "node_modules", ".bin", "crypto-checkout"), ["listen", "--forward-to", local.url], {
      cwd: project.dir,
      env: { ...process.env, CRYPTO_CHECKOUT_URL: service.origin, CRYPTO_CHECKOUT_API_KEY: SERVICE_KEY },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let printed = "";
    listener.stdout.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
    });
    listener.stderr.on("data", (chunk: Buffer) => {
      printed += chunk.toString();
    });
    stops.push(() => listener.kill());
    await until(() => printed.includes("Ready:") || listener.exitCode !== null, "the listener is ready", 30_000);
    expect(printed).toMatch(/^Ready: forwarding the callbacks of every integration of this key/);

    const orderIds: Record<string, string> = {};
    for (const integration of [withUrl, withoutUrl]) {
      const order = await api.createOrder({ integrationId: integration.id, amount: "25.00" });
      await api.pay(order.orderId);
      orderIds[integration.id] = order.orderId;
    }
    await until(() => local.requests.length === 2 && direct.requests.length === 1, "both callbacks forwarded, one delivered", 30_000);

    const { verifyWebhook } = (await import(
      join(project.dir, "node_modules/@crypto-checkout/webhooks/dist/esm/index.js")
    )) as typeof import("../../kit/webhooks/src/index.ts");
    const [first, second] = local.requests as [ReceivedRequest, ReceivedRequest];
    const sent = direct.requests[0] as ReceivedRequest;
    // The configured URL's callback: the very bytes and webhook-id the service sent there.
    expect(first.body).toBe(sent.body);
    expect(first.headers["webhook-id"]).toBe(sent.headers["webhook-id"]);
    expect(verifyWebhook(first.body, first.headers, withUrl.signingSecret).data).toMatchObject({
      id: orderIds[withUrl.id],
      status: "completed",
    });
    // Without a callback URL: made for the listener, signed with that integration's secret.
    expect(verifyWebhook(second.body, second.headers, withoutUrl.signingSecret).data).toMatchObject({
      id: orderIds[withoutUrl.id],
      status: "completed",
      integrationId: withoutUrl.id,
    });
    for (const request of [first, second]) {
      expect(request.path).toBe("/hooks");
      expect(request.headers["content-type"]).toBe("application/json");
      // Each line names the callback and the local receiver's answer.
      await until(() => printed.includes(`[${request.headers["webhook-id"]}] -> 204`), "the answer printed", 10_000);
    }
    expect(printed).toContain(`order.status ${orderIds[withoutUrl.id]} completed`);
  }, 90_000);

  it("stops with one line saying why when the key is refused or a flag is missing", async () => {
    const bin = join(project.dir, "node_modules", ".bin", "crypto-checkout");
    const fails = (args: string[], env: Record<string, string>) =>
      run(bin, args, { cwd: project.dir, env: { ...process.env, ...env } }).then(
        () => "exited 0",
        (error: { code: number; stderr: string }) => `${error.code} ${error.stderr.split("\n")[0]}`,
      );
    const env = { CRYPTO_CHECKOUT_URL: service.origin, CRYPTO_CHECKOUT_API_KEY: "sk_wrong_0123456789abcdef" };
    expect(await fails(["listen", "--forward-to", "http://127.0.0.1:9/hooks"], env)).toBe(
      "1 crypto-checkout: the service refused the API key (401): check --api-key or CRYPTO_CHECKOUT_API_KEY",
    );
    expect(await fails(["listen"], env)).toBe("1 crypto-checkout: --forward-to is required");
    expect(
      await fails(["listen", "--forward-to", "http://127.0.0.1:9/hooks", "--integration", "int_nope"], {
        ...env,
        CRYPTO_CHECKOUT_API_KEY: SERVICE_KEY,
      }),
    ).toMatch(/^1 crypto-checkout: the service refused the read \(400\): integration "?int_nope"? does not exist/);
  }, 30_000);
});

it("type-checks with tsc (module nodenext, strict): each package from ES modules and CommonJS, and each README's example", async () => {
  write(
    "tsconfig.json",
    JSON.stringify({
      compilerOptions: {
        module: "nodenext",
        moduleResolution: "nodenext",
        target: "es2022",
        lib: ["es2022", "dom"],
        types: ["node"],
        strict: true,
        noEmit: true,
        // As most projects set it: checking every library's declarations (Vue's above all) would
        // cost 18 s of CPU instead of 4. The packages' types still cannot silently become any:
        // each @ts-expect-error below would then have nothing to expect, and fail.
        skipLibCheck: true,
      },
      include: ["*.mts", "*.cts"],
    }),
  );
  write(
    "uses.mts",
    `import { createCheckoutClient, type AssetId, type Order } from "@crypto-checkout/client";
import { verifyWebhook, WebhookVerificationError, type OrderStatusCallback } from "@crypto-checkout/webhooks";
import CryptoCheckout, { type CheckoutEventDetail, type Mounted } from "@crypto-checkout/embed";
import { CryptoCheckout as ReactCheckout, type CryptoCheckoutProps } from "@crypto-checkout/embed/react";
import { CryptoCheckout as VueCheckout } from "@crypto-checkout/embed/vue";

const api = createCheckoutClient({ baseUrl: "http://127.0.0.1:8080", apiKey: "sk_test" });
export async function read(orderId: string): Promise<Order | undefined> {
  return (await api.GET("/api/v1/orders/{orderId}", { params: { path: { orderId } } })).data;
}
// @ts-expect-error: not one of the service's asset ids
export const wrong: AssetId = "DOGE";
export function status(body: string, headers: Record<string, string>): string {
  try {
    const event: OrderStatusCallback = verifyWebhook(body, headers, "whsec_…");
    return event.data.status;
  } catch (error) {
    return error instanceof WebhookVerificationError ? error.reason : "unknown";
  }
}
export const mounted: Mounted = CryptoCheckout.mount(document.body, { paymentLink: "https://pay.example/pay?orderId=o", onComplete: (detail: CheckoutEventDetail) => detail.orderId });
// @ts-expect-error: mount() needs a paymentLink
CryptoCheckout.mount(document.body, {});
export const props: CryptoCheckoutProps = { paymentLink: "https://pay.example/pay?orderId=o", theme: "dark" };
export const element = ReactCheckout(props);
export const component: typeof VueCheckout = VueCheckout;
`,
  );
  write(
    "uses.cts",
    `import { createCheckoutClient } from "@crypto-checkout/client";
import { verifyWebhook, WebhookVerificationError } from "@crypto-checkout/webhooks";
export const api = createCheckoutClient({ baseUrl: "http://127.0.0.1:8080", apiKey: "sk_test" });
export const reason = (error: unknown) => (error instanceof WebhookVerificationError ? error.reason : typeof verifyWebhook);
`,
  );
  // The README's example as a reader would paste it, with what it leaves to the reader declared.
  for (const dir of ["client", "webhooks", "embed"]) {
    const readme = readFileSync(join(ROOT, "kit", dir, "README.md"), "utf8");
    const example = readme.match(/```ts\n([\s\S]*?)```/)?.[1] ?? "";
    write(
      `readme-${dir}.mts`,
      `declare const paymentLink: string;\ndeclare function showThanks(orderId: string): void;\n${example}export {};\n`,
    );
  }
  const tsc = join(ROOT, "node_modules/typescript/bin/tsc");
  const result = await run(process.execPath, [tsc, "-p", "."], { cwd: project.dir }).catch((error: { stdout: string }) => error);
  expect(result.stdout).toBe("");
}, 120_000);
