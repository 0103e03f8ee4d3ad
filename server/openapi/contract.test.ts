// The document tells the truth: every operation's documented request example is sent to the
// service (with the ids of records made here in place of the example's ids), and every answer,
// status and body, is checked against the document with a JSON Schema 2020-12 validator. The
// error statuses are provoked too (no key, bad input, unknown id, a reused Idempotency-Key, a
// body too large, too many requests), and every status the document lists must have been seen.
import { dereference } from "@readme/openapi-parser";
import { chooseOnLinkPage } from "../../test/support/link-page.ts";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CUSTOMER, INTEGRATION_ID, testApp } from "../testing.ts";
import { buildOpenApiDocument } from "./document.ts";
import { OPERATIONS as ALL_OPERATIONS, type OperationSpec } from "./operations.ts";

// The sandbox answers these; chain mode's payouts are answered by a chain-mode app (server/api/payouts.test.ts).
const OPERATIONS = ALL_OPERATIONS.filter((spec) => !spec.chainOnly);

type Doc = ReturnType<typeof buildOpenApiDocument>;
interface Answer {
  status: number;
  body: unknown;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);

/** A checker of answers against one (dereferenced) document. */
function checker(doc: Doc) {
  const cache = new Map<string, ValidateFunction | null>();
  const paths = doc.paths as Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  return (spec: OperationSpec, answer: Answer): string[] => {
    const response = paths[spec.path]?.[spec.method]?.responses[String(answer.status)];
    if (!response) return [`${spec.operationId} answered ${answer.status}, which the document does not list`];
    const key = `${spec.operationId} ${answer.status}`;
    if (!cache.has(key)) {
      const schema = response.content?.["application/json"]?.schema;
      cache.set(key, schema ? ajv.compile(schema) : null);
    }
    const validate = cache.get(key);
    if (!validate) return answer.body === null ? [] : [`${key}: the document lists no body, the service sent one`];
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).map((e) => `${key}: ${e.instancePath || "(root)"} ${e.message} ${JSON.stringify(e.params)}`);
  };
}

async function dereferenced(doc: Doc): Promise<Doc> {
  return (await dereference(structuredClone(doc) as never)) as unknown as Doc;
}

const idempotencyHeader = (spec: OperationSpec): Record<string, string> =>
  spec.idempotent ? { "Idempotency-Key": `contract-${spec.operationId}` } : {};

describe("the service answers as its OpenAPI document says", () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let check: ReturnType<typeof checker>;
  const seen = new Map<string, Set<number>>();
  const problems: string[] = [];
  /** Live ids standing in for the examples' ids. */
  const live: Record<string, string> = {};

  async function send(
    spec: OperationSpec,
    options: { body?: string; path?: Record<string, string>; query?: string; headers?: Record<string, string>; key?: boolean } = {},
  ) {
    const path = spec.path.replace(/\{(\w+)\}/g, (_all, name: string) =>
      encodeURIComponent(options.path?.[name] ?? live[name] ?? "missing"),
    );
    const res = await t.app.request(path + (options.query ?? ""), {
      method: spec.method.toUpperCase(),
      headers: {
        ...(options.key === false ? {} : { "X-API-Key": "sk_test_unit_0123456789abcdef" }),
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: options.body }),
    });
    const text = await res.text();
    const answer: Answer = { status: res.status, body: text === "" ? null : JSON.parse(text) };
    (seen.get(spec.operationId) ?? seen.set(spec.operationId, new Set()).get(spec.operationId))?.add(res.status);
    problems.push(...check(spec, answer));
    return answer;
  }

  /** The documented example with the live ids in place of the example's. */
  function exampleBody(spec: OperationSpec): string | undefined {
    if (!spec.body) return undefined;
    const body = structuredClone(spec.body.example) as Record<string, unknown>;
    if ("integrationId" in body) body.integrationId = live.integrationId;
    if ("refundOrderId" in body) body.refundOrderId = live.paidOrderId;
    if ("orderId" in body) body.orderId = live.orderId;
    return JSON.stringify(body);
  }

  beforeEach(() => {
    problems.length = 0;
  });

  beforeAll(async () => {
    t = await testApp();
    check = checker(await dereferenced(buildOpenApiDocument()));
    await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, {
      callbackUrl: "http://localhost:4000/hooks",
      orderTypes: ["Payment", "Deposit"],
    });
    const paid = await t.paidOrder("100.00");
    const order = await t.json(await t.call("GET", `/api/v1/orders/${paid.orderId}`));
    const open = await t.createPayment("25.00");
    const pending = await t.json(await t.call("POST", `/_sandbox/orders/${open.orderId}/payments`, { amount: "1.00", confirmed: false }));
    const link = await t.json(
      await t.call("POST", "/api/v1/payment-links", {
        integrationId: INTEGRATION_ID,
        name: "Mug",
        price: { amount: "12.00", currency: "USD" },
      }),
    );
    const chosen = await chooseOnLinkPage(t.app, link.linkId, "USDT_TRC20");
    const linkOrderId = new URL(chosen.headers.get("Location") ?? "").searchParams.get("orderId");
    const deliveries = await t.json(await t.call("GET", "/_sandbox/webhooks/deliveries"));
    Object.assign(live, {
      deliveryId: deliveries.data[0].id,
      integrationId: INTEGRATION_ID,
      paidOrderId: paid.orderId,
      orderId: open.orderId,
      transactionId: order.transactions[0].id,
      pendingTransactionId: pending.id,
      linkId: link.linkId,
      linkOrderId,
    });
  }, 60_000);

  it("answers each documented request example as documented", async () => {
    for (const spec of OPERATIONS) {
      if (spec.operationId === "sandboxReset") continue; // last: it wipes what the others use
      // The confirm route needs a transfer still pending; the transaction read, the paid order's.
      const path: Record<string, string> =
        spec.operationId === "sandboxConfirm"
          ? { transactionId: live.pendingTransactionId as string }
          : spec.operationId === "getTransaction"
            ? { orderId: live.paidOrderId as string }
            : spec.operationId === "sandboxExpireOrder"
              ? { orderId: live.linkOrderId as string }
              : {};
      const body = exampleBody(spec);
      const answer = await send(spec, { path, headers: idempotencyHeader(spec), ...(body === undefined ? {} : { body }) });
      if (spec.success) expect(answer.status, `${spec.operationId}: ${JSON.stringify(answer.body)}`).toBe(spec.success.status);
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("answers every error status it documents, in the documented shape", async () => {
    for (const spec of OPERATIONS) {
      if (spec.operationId === "sandboxReset") continue;
      const body = exampleBody(spec);
      const withBody = body === undefined ? {} : { body };
      // 401: no key.
      await send(spec, { key: false, ...withBody });
      // 400: a body that is not an object, or a query value nothing accepts.
      if (spec.errors[400]) {
        if (spec.body) await send(spec, { body: "[]" });
        else await send(spec, { query: `?${Object.keys(spec.query?._zod.def.shape ?? { page: 0 })[0]}=!` });
      }
      // 404: an id nobody has.
      if (spec.errors[404]) {
        const unknown = Object.fromEntries([...spec.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, "nope"]));
        await send(spec, { path: unknown, ...withBody });
      }
      // 409: the same Idempotency-Key with another request.
      if (spec.idempotent && spec.errors[409]) {
        const other = JSON.stringify({ ...(JSON.parse(body ?? "{}") as object), externalId: "another-request" });
        await send(spec, { headers: idempotencyHeader(spec), body: other });
      }
      // 413: a body beyond the limit.
      if (spec.body) await send(spec, { body: JSON.stringify({ padding: "x".repeat(70_000) }) });
      // 410: the removed operation.
      if (spec.errors[410]) await send(spec, {});
    }
    // 409 of the confirm route: the transaction is already completed.
    const confirm = OPERATIONS.find((s) => s.operationId === "sandboxConfirm") as OperationSpec;
    await send(confirm, { path: { transactionId: live.transactionId as string }, body: "{}" });
    // 409 of the window's end: an order no payment link made has none.
    const expire = OPERATIONS.find((s) => s.operationId === "sandboxExpireOrder") as OperationSpec;
    await send(expire, { path: { orderId: live.orderId as string } });
    // 409 of the test event: an integration without a callback URL.
    const bare = await t.json(await t.call("POST", "/_sandbox/integrations", { name: "Bare Store", url: "https://bare.example" }));
    const testEvent = OPERATIONS.find((s) => s.operationId === "sandboxSendTestEvent") as OperationSpec;
    await send(testEvent, { path: { integrationId: bare.id } });
    // 503 of the exchange rates: a service outside the sandbox with no feed publishes none.
    const saved = t;
    t = await testApp({ config: { publicOrigin: "http://127.0.0.1:8080", distDir: null, sandbox: false } });
    try {
      await send(OPERATIONS.find((s) => s.operationId === "getExchangeRates") as OperationSpec);
    } finally {
      t = saved;
    }
    const reset = OPERATIONS.find((s) => s.operationId === "sandboxReset") as OperationSpec;
    await send(reset, { key: false });
    await send(reset, { body: "[]" });
    await send(reset, { body: JSON.stringify({ padding: "x".repeat(70_000) }) });
    await send(reset, { body: "{}" });
    expect(problems).toEqual([]);
  }, 60_000);

  it("answers 429 on the sandbox routes past the per-client limit, as documented", async () => {
    const limited = await testApp({
      config: { publicOrigin: "http://127.0.0.1:8080", distDir: null, rateLimits: { sandbox: { limit: 1, windowMs: 60_000 } } },
    });
    const spec = OPERATIONS.find((s) => s.operationId === "sandboxListDeliveries") as OperationSpec;
    const saved = t;
    t = limited;
    try {
      await send(spec);
      const answer = await send(spec);
      expect(answer.status).toBe(429);
      for (const other of OPERATIONS.filter((s) => s.path.startsWith("/_sandbox/"))) {
        const body = exampleBody(other);
        await send(other, body === undefined ? {} : { body });
      }
    } finally {
      t = saved;
    }
    expect(problems).toEqual([]);
  }, 60_000);

  it("has seen every status the document lists", () => {
    const unseen = OPERATIONS.flatMap((spec) => {
      const documented = [...(spec.success ? [spec.success.status] : []), ...Object.keys(spec.errors).map(Number), 401];
      if (spec.body) documented.push(413);
      if (spec.path.startsWith("/_sandbox/")) documented.push(429);
      return documented.filter((status) => !seen.get(spec.operationId)?.has(status)).map((status) => `${spec.operationId} ${status}`);
    });
    expect(unseen).toEqual([]);
  });
});

describe("the contract check has teeth", () => {
  it("fails an answer whose field was renamed, and a document whose field was renamed", async () => {
    const t = await testApp();
    const spec = OPERATIONS.find((s) => s.operationId === "createPaymentOrder") as OperationSpec;
    const res = await t.call("POST", "/api/v1/order/payment", {
      integrationId: INTEGRATION_ID,
      amount: "25.00",
      assetId: "USDT_TRC20",
      customer: CUSTOMER,
    });
    const body = (await res.json()) as Record<string, unknown>;
    const check = checker(await dereferenced(buildOpenApiDocument()));
    expect(check(spec, { status: 201, body })).toEqual([]);

    // The service renames a field: the answer no longer matches the document.
    const { paymentLink, ...rest } = body;
    const renamed = check(spec, { status: 201, body: { ...rest, paymentUrl: paymentLink } });
    expect(renamed.join("\n")).toMatch(/must have required property 'paymentLink'/);
    expect(renamed.join("\n")).toMatch(/must NOT have additional properties/);

    // The document renames a field: the service's true answer no longer matches it.
    const doc = buildOpenApiDocument();
    const created = doc.components.schemas.IncomingOrderCreated as { properties: Record<string, unknown>; required: string[] };
    created.properties.paymentUrl = created.properties.paymentLink;
    delete created.properties.paymentLink;
    created.required = created.required.map((name) => (name === "paymentLink" ? "paymentUrl" : name));
    expect(checker(await dereferenced(doc))(spec, { status: 201, body }).length).toBeGreaterThan(0);

    // An undocumented status is a failure too.
    expect(check(spec, { status: 418, body: [] })).toEqual(["createPaymentOrder answered 418, which the document does not list"]);
  });
});
