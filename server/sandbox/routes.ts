// Reserved sandbox routes, documented in docs/sandbox.md, so a client can test every event of
// the spec without a chain: trigger what the chain would do, configure what the spec
// puts in the client portal, and inspect or reset state. All need the API key.
import type { Context, Handler, Hono } from "hono";
import {
  ASSET_IDS,
  ASSETS,
  isIssuedId,
  SandboxConfirmRequest,
  SandboxPaymentRequest,
  type Delivery,
  WebhookConfigRequest,
  type Integration,
  type Transaction,
} from "../../src/shared/index.ts";
import { ApiFailure, apiError, shown } from "../http/failure.ts";
import { ZERO } from "../domain/ledger.ts";
import { Refusal } from "../domain/refusal.ts";
import { seedIntegration } from "../domain/seed.ts";
import { clientIdOf } from "../http/auth.ts";
import type { IntegrationRecord } from "../domain/types.ts";
import { toIntegration, toOrder, toTransaction } from "../domain/views.ts";
import { endWindow } from "../use-cases/payment-links.ts";
import { IDEMPOTENCY_HEADER, idempotencyClaim, respondWritten } from "../http/idempotency.ts";
import { parseBody, parseWith, readJsonObject } from "../http/validation.ts";
import { generateWebhookSecret } from "../webhooks/signature.ts";
import type { Written } from "../store/index.ts";
import { confirmPayment, confirmTransaction, type PaymentConfirmed } from "../use-cases/transfers.ts";
import { isSandbox, type Services } from "../services.ts";
import { blockIntervals, createBlockClock, type BlockClock } from "./block-clock.ts";
import {
  checkedIntegrationId,
  createIntegration,
  integrationNotFound,
  setBranding,
  setAppReturnSchemes,
  setEmbedding,
  setPaymentSettings,
  setWebhook,
} from "./integration-settings.ts";
import {
  AppReturnSchemesRequest,
  EmbeddingRequest,
  SandboxBrandingRequest,
  SandboxDeliveriesQuery,
  SandboxFaultsRequest,
  SandboxIntegrationRequest,
  SandboxPaymentSettingsRequest,
  SandboxResetRequest,
  paymentSettingsOf,
  type SandboxBalances,
  type SandboxBranding,
  type SandboxDeliveryList,
  type SandboxAppReturnSchemes,
  type SandboxEmbedding,
  type SandboxFaults,
  type SandboxIntegrationCreated,
} from "./schemas.ts";

/** The deliveries list shows the newest this many (the dispatcher's in-memory bound before). */
const MAX_LISTED_DELIVERIES = 1000;

/** The simulated chain's handlers: a transfer to an order, and blocks on a transfer. */
export interface ChainHandlers {
  payment: Handler;
  confirm: Handler;
  /** A payment link's order: its window ends now. */
  expire: Handler;
}

export function sandboxRoutes(app: Hono, s: Services): ChainHandlers {
  // Another client's integration answers exactly as an unknown id does.
  const notFound = integrationNotFound;
  const integrationParam = (c: Context): string => checkedIntegrationId(c.req.param("integrationId") ?? "");

  const transactionOf = ({ order, transaction }: PaymentConfirmed): Transaction => toTransaction(order, transaction);
  const specStrict = s.config.specStrict === true;
  const answer = (c: Context, written: Written<PaymentConfirmed>, status: 200 | 201) =>
    respondWritten(c, written, (result) => c.json(transactionOf(result), status));

  const blockClock = startBlockClock(s);

  // The chain's side, as handlers the portal's sandbox controls mount too (same rules, same keys).
  const payment: Handler = async (c) => {
    const raw = await readJsonObject(c, { optional: true });
    const request = parseWith(SandboxPaymentRequest, raw);
    const orderId = c.req.param("orderId") ?? "";
    if (!isIssuedId(orderId)) {
      throw new ApiFailure(404, [
        apiError(
          "wrongData",
          "orderId",
          `order ${shown(orderId)} does not exist: use an orderId returned by POST /api/v1/order/payment or /deposit`,
        ),
      ]);
    }
    const idempotency = idempotencyClaim(c, raw, (result: PaymentConfirmed) => ({ status: 201, body: transactionOf(result) }));
    const written = await confirmPayment(s.store, clientIdOf(c), orderId, request.amount, s.ruleContext(), {
      idempotency,
      confirmed: request.confirmed,
      specStrict,
      usd: await s.usd(),
    });
    if (blockClock && written.kind === "applied" && written.result.transaction.status === "pending") {
      blockClock.watch(ASSETS[written.result.order.assetId].network, written.result.transaction.id);
    }
    return answer(c, written, 201);
  };
  app.post("/_sandbox/orders/:orderId/payments", payment);

  const confirm: Handler = async (c) => {
    const raw = await readJsonObject(c, { optional: true });
    const request = parseWith(SandboxConfirmRequest, raw);
    // A retried confirmation with the same Idempotency-Key must not add its blocks twice.
    const idempotency = idempotencyClaim(c, raw, (result: PaymentConfirmed) => ({ status: 200, body: transactionOf(result) }));
    const transactionId = c.req.param("transactionId") ?? "";
    if (!isIssuedId(transactionId)) {
      throw new ApiFailure(404, [
        apiError(
          "wrongData",
          "transactionId",
          `transaction ${shown(transactionId)} does not exist: use the id answered by POST /_sandbox/orders/{orderId}/payments`,
        ),
      ]);
    }
    const written = await confirmTransaction(s.store, clientIdOf(c), transactionId, request.confirmations, s.ruleContext(), {
      idempotency,
      specStrict,
      usd: await s.usd(),
    });
    return answer(c, written, 200);
  };
  app.post("/_sandbox/transactions/:transactionId/confirm", confirm);

  // Time passing, on demand: the payment window of an order made by a payment link ends now,
  // so that trying (or testing) an expiry does not wait out its minutes.
  const expire: Handler = async (c) => {
    const orderId = c.req.param("orderId") ?? "";
    if (!isIssuedId(orderId)) {
      throw new ApiFailure(404, [
        apiError("wrongData", "orderId", `order ${shown(orderId)} does not exist: use an orderId of an order a payment link made`),
      ]);
    }
    const written = await endWindow(s.store, clientIdOf(c), orderId, s.ruleContext());
    // Its committed change has already woken the order's held reads (the store's after-commit path).
    return respondWritten(c, written, (order) => c.json(toOrder(order, s.clock.now().toISOString()), 200));
  };
  app.post("/_sandbox/orders/:orderId/expire", expire);

  app.put("/_sandbox/integrations/:integrationId/payment-settings", async (c) => {
    const request = await parseBody(c, SandboxPaymentSettingsRequest);
    return c.json(paymentSettingsOf(await setPaymentSettings(s, clientIdOf(c), c.req.param("integrationId"), request)));
  });

  app.get("/_sandbox/integrations/:integrationId/payment-settings", async (c) => {
    const id = integrationParam(c);
    const integration = await s.store.getIntegration(id, clientIdOf(c));
    if (!integration) throw notFound(id);
    return c.json(paymentSettingsOf(integration));
  });

  app.post("/_sandbox/integrations", async (c) => {
    const raw = await readJsonObject(c);
    const request = parseWith(SandboxIntegrationRequest, raw);
    // Its own signing secret, as in the portal. A retried creation with the same Idempotency-Key
    // answers the first integration again, secret included: the first answer may have been lost.
    const withSecret = (created: IntegrationRecord): SandboxIntegrationCreated => ({
      ...toIntegration(created),
      signingSecret: created.signing?.secret ?? "",
    });
    const idempotency = idempotencyClaim(c, raw, (created: IntegrationRecord) => ({ status: 201, body: withSecret(created) }));
    const signingSecret = generateWebhookSecret();
    const written = await createIntegration(s, clientIdOf(c), request, {
      idempotency,
      prepare: (record) => {
        record.signing = { secret: signingSecret, previous: null };
      },
    });
    return respondWritten(c, written, (created) => c.json(withSecret(created), 201));
  });

  app.put("/_sandbox/integrations/:integrationId/webhook", async (c) => {
    const request = await parseBody(c, WebhookConfigRequest);
    const body: Integration = toIntegration(await setWebhook(s, clientIdOf(c), c.req.param("integrationId"), request));
    return c.json(body);
  });

  // The checkout's merchant header: a logo and an accent colour, shown to payers through the
  // checkout order read.
  app.put("/_sandbox/integrations/:integrationId/branding", async (c) => {
    const request = await parseBody(c, SandboxBrandingRequest);
    const integration = await setBranding(s, clientIdOf(c), c.req.param("integrationId"), request);
    const body: SandboxBranding = {
      integrationId: integration.id,
      logoUrl: integration.branding?.logoUrl ?? null,
      accentColor: integration.branding?.accentColor ?? null,
    };
    return c.json(body);
  });

  // The origins allowed to frame this integration's checkout (the page's CSP frame-ancestors),
  // so that a merchant can keep its payment page from being framed by a look-alike site.
  app.put("/_sandbox/integrations/:integrationId/embedding", async (c) => {
    const request = await parseBody(c, EmbeddingRequest);
    const integration = await setEmbedding(s, clientIdOf(c), c.req.param("integrationId"), request);
    const body: SandboxEmbedding = { integrationId: integration.id, allowedOrigins: integration.allowedEmbedOrigins ?? null };
    return c.json(body);
  });

  // The schemes of the merchant's apps an order's returnUrl may use (myshop://paid).
  app.put("/_sandbox/integrations/:integrationId/app-return-schemes", async (c) => {
    const request = await parseBody(c, AppReturnSchemesRequest);
    const integration = await setAppReturnSchemes(s, clientIdOf(c), c.req.param("integrationId"), request.appReturnSchemes);
    const body: SandboxAppReturnSchemes = { integrationId: integration.id, appReturnSchemes: integration.appReturnSchemes ?? [] };
    return c.json(body);
  });

  app.get("/_sandbox/integrations/:integrationId/balances", async (c) => {
    const id = integrationParam(c);
    const integration = await s.store.getIntegration(id, clientIdOf(c));
    if (!integration) throw notFound(id);
    const balances = await s.store.balances(integration.id);
    const body: SandboxBalances = {
      integrationId: integration.id,
      balances: ASSET_IDS.map((assetId) => ({ assetId, amount: balances[assetId] ?? ZERO })),
    };
    return c.json(body);
  });

  app.get("/_sandbox/webhooks/deliveries", async (c) => {
    const query = parseWith(SandboxDeliveriesQuery, c.req.query(), "query");
    const filter: { clientId: string; orderId?: string; integrationId?: string } = { clientId: clientIdOf(c) };
    // A filter by an id never issued matches nothing.
    if ((query.orderId && !isIssuedId(query.orderId)) || (query.integrationId && !isIssuedId(query.integrationId))) {
      const none: SandboxDeliveryList = { data: [] };
      return c.json(none);
    }
    if (query.orderId) filter.orderId = query.orderId;
    if (query.integrationId) filter.integrationId = query.integrationId;
    // The outbox is the record: every process's attempts, and those before a restart.
    const deliveries: Delivery[] = (await s.store.outbox.list(filter, MAX_LISTED_DELIVERIES)).map(
      ({ clientId: _client, ...delivery }) => delivery,
    );
    const body: SandboxDeliveryList = { data: deliveries };
    return c.json(body);
  });

  app.post("/_sandbox/faults", async (c) => {
    // A plan adds to what is planned, and lives in memory where no key is kept: a retry would
    // plan its failures twice. Refused rather than silently ignored.
    if (c.req.header(IDEMPOTENCY_HEADER) !== undefined) {
      throw new ApiFailure(400, [
        apiError(
          "wrongData",
          IDEMPOTENCY_HEADER,
          `POST /_sandbox/faults does not support ${IDEMPOTENCY_HEADER}: send it without the header, and read the plan back in the answer before retrying`,
        ),
      ]);
    }
    const request = await parseBody(c, SandboxFaultsRequest);
    // Faults are planned before the order exists too (an unknown id is accepted). Another
    // client's order is answered the same way, but planned under a name its page never reads:
    // one merchant cannot break another's payers' page.
    const clientId = clientIdOf(c);
    const other = isIssuedId(request.orderId) ? await s.store.getOrder(request.orderId) : undefined;
    const key = other && other.clientId !== clientId ? `${clientId}\u0000${request.orderId}` : request.orderId;
    s.faults.plan(key, request.failures);
    const body: SandboxFaults = { orderId: request.orderId, failures: s.faults.pending(key) };
    return c.json(body);
  });

  app.post("/_sandbox/reset", async (c) => {
    await parseBody(c, SandboxResetRequest, { optional: true });
    const clientId = clientIdOf(c);
    const client = await s.store.getClient(clientId);
    // The store's reset wakes every reader (they re-read and find their order gone) and has
    // the dispatcher forget its claims (use-cases/after-commit.ts).
    await s.store.reset(clientId, client?.seed ? seedIntegration(clientId, client.seed) : null);
    s.faults.clear();
    return c.body(null, 204);
  });
  return { payment, confirm, expire };
}

/**
 * The block clock, when the configuration asks for one (sandbox mode only): each block adds one
 * confirmation to every transfer this process saw detected on that network, through the same
 * store call as POST /_sandbox/transactions/{id}/confirm (so the same rules, callbacks and
 * page wake-ups). A transfer leaves the clock once completed, or when the store says it is
 * gone (not found after a reset) or already completed (a conflict: confirmed by hand).
 */
function startBlockClock(s: Services): BlockClock | null {
  const speed = s.config.blockClockSpeed;
  if (!speed || !isSandbox(s.config)) return null;
  const specStrict = s.config.specStrict === true;
  const clock: BlockClock = createBlockClock({
    intervals: blockIntervals(speed),
    timers: {
      now: () => performance.now(),
      setTimeout(run, ms) {
        // Never what keeps a process alive: shutdown closes the store, and the clock with it.
        const timer = setTimeout(run, ms);
        timer.unref();
        return timer;
      },
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    async onBlock(_network, ids) {
      if (s.events.closed) {
        clock.stop();
        return ids;
      }
      const done: string[] = [];
      for (const id of ids) {
        try {
          const written = await confirmTransaction(s.store, null, id, 1, s.ruleContext(), { specStrict, usd: await s.usd() });
          if (written.kind !== "applied" || written.result.transaction.status !== "pending") done.push(id);
        } catch (error) {
          if (error instanceof Refusal && (error.kind === "notFound" || error.kind === "conflict")) done.push(id);
          else throw error;
        }
      }
      return done;
    },
    onError: (error) => s.logger.error("a sandbox block clock block failed (the next block tries again)", error),
  });
  return clock;
}
