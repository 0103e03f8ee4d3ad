// Orders: the filtered list with its pages, one order kept current, selling (a payment link or a
// deposit address), and the balances. Writes that create money movements carry an
// Idempotency-Key made once per form submission, so a retried click cannot create two.
import { createModel, effect, signal } from "@preact/signals";
import {
  IncomingOrderCreated,
  OutgoingOrderCreated,
  PortalBalances,
  PortalDeliveryList,
  PortalOrder,
  PortalOrderPage,
  Transaction,
  fullJitterDelay,
  type BackoffWindow,
  type Delivery,
} from "../../shared/index.ts";
import { call } from "../lib/api.ts";
import { errorText } from "../lib/error-text.ts";

type Guarded = <T>(work: () => Promise<T>) => Promise<T>;

const once = () => ({ "Idempotency-Key": crypto.randomUUID() });

export interface OrderFilters {
  status: string;
  type: string;
  assetId: string;
  externalId: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: OrderFilters = { status: "", type: "", assetId: "", externalId: "", from: "", to: "" };

/** The filters as the orders' query names them; an empty filter is left out. */
export function filterQuery(filters: OrderFilters, extra: Record<string, string> = {}): URLSearchParams {
  const query = new URLSearchParams(extra);
  for (const [name, value] of Object.entries(filters)) if (value.trim() !== "") query.set(name, value.trim());
  return query;
}

/** Every order the applied filters match, as CSV (the link the orders screen offers). */
export const exportHref = (filters: OrderFilters): string => {
  const query = filterQuery(filters).toString();
  return `/portal/api/orders/export.csv${query ? `?${query}` : ""}`;
};

export const OrdersModel = createModel((guarded: Guarded) => {
  const page = signal<PortalOrderPage | null>(null);
  const failed = signal<string | null>(null);
  /** The filters the list shows. */
  const filters = signal<OrderFilters>(EMPTY_FILTERS);
  /** The filters as typed, applied to the list only when the merchant asks. */
  const draft = signal<OrderFilters>(EMPTY_FILTERS);
  async function load(number = 1): Promise<void> {
    const query = filterQuery(filters.value, { page: String(number), perPage: "20" });
    try {
      page.value = await guarded(() => call("GET", `/portal/api/orders?${query}`, PortalOrderPage));
      failed.value = null;
    } catch (error) {
      failed.value = errorText(error);
    }
  }
  return {
    page,
    failed,
    filters,
    draft,
    load,
    /** One filter typed or chosen. */
    edit(name: keyof OrderFilters, value: string): void {
      draft.value = { ...draft.value, [name]: value };
    },
    /** The filters as typed become the list's, from its first page. */
    apply(): Promise<void> {
      filters.value = draft.value;
      return load(1);
    },
  };
});

export const SellModel = createModel((guarded: Guarded) => {
  const created = signal<IncomingOrderCreated | null>(null);
  return {
    created,
    async create(kind: "payment" | "deposit", body: Record<string, unknown>): Promise<void> {
      created.value = null;
      created.value = await guarded(() => call("POST", `/portal/api/orders/${kind}`, IncomingOrderCreated, body, once()));
    },
  };
});

/** How often an open order is read again while the page is visible; failures back off up to a minute. */
const POLL_MS = 2000;
const BACKOFF: BackoffWindow = { baseMs: POLL_MS, capMs: 60_000, floorMs: POLL_MS };

export const OrderModel = createModel((guarded: Guarded, id: string) => {
  const order = signal<PortalOrder | null>(null);
  const deliveries = signal<Delivery[]>([]);
  const failed = signal(false);
  const path = `/portal/api/orders/${encodeURIComponent(id)}`;

  /** Consecutive failed reads (0 after a success). */
  let failures = 0;

  async function refresh(): Promise<void> {
    try {
      const [read, sent] = await Promise.all([
        guarded(() => call("GET", path, PortalOrder)),
        guarded(() => call("GET", `/portal/api/deliveries?orderId=${encodeURIComponent(id)}`, PortalDeliveryList)),
      ]);
      order.value = read;
      deliveries.value = sent.data;
      failed.value = false;
      failures = 0;
    } catch {
      failed.value = true;
      failures++;
    }
  }

  // Live without reload: one read in flight, the next scheduled after its answer (later and
  // jittered after failures), paused while the page is hidden; the effect's cleanup stops it
  // when the screen goes.
  effect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const loop = async () => {
      if (stopped) return;
      if (document.visibilityState === "visible") await refresh();
      if (!stopped) timer = setTimeout(() => void loop(), failures === 0 ? POLL_MS : fullJitterDelay(failures, BACKOFF, Math.random()));
    };
    void loop();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  });

  return {
    order,
    deliveries,
    failed,
    refresh,
    async refund(body: Record<string, unknown>): Promise<string> {
      const created = await guarded(() => call("POST", "/portal/api/orders/refund", OutgoingOrderCreated, body, once()));
      await refresh();
      return created.orderId;
    },
    /**
     * Completes an order whose payment arrived after its window: the merchant's choice, which
     * sends the shop its completion callback. No Idempotency-Key: a second press finds the order
     * completed and is refused, never applied twice.
     */
    async markPaid(): Promise<void> {
      order.value = await guarded(() => call("POST", `${path}/mark-paid`, PortalOrder));
    },
    async simulate(body: { amount?: string; confirmed: boolean }): Promise<void> {
      await guarded(() => call("POST", `/portal/api/sandbox/orders/${encodeURIComponent(id)}/payments`, Transaction, body, once()));
      await refresh();
    },
    /** `confirmations` undefined: all that are missing (the API's default). */
    async confirm(transactionId: string, confirmations: number | undefined): Promise<void> {
      await guarded(() =>
        call(
          "POST",
          `/portal/api/sandbox/transactions/${encodeURIComponent(transactionId)}/confirm`,
          Transaction,
          confirmations === undefined ? {} : { confirmations },
          once(),
        ),
      );
      await refresh();
    },
  };
});
export type OrderModel = InstanceType<typeof OrderModel>;

export const BalancesModel = createModel((guarded: Guarded) => {
  const balances = signal<PortalBalances | null>(null);
  const failed = signal(false);
  async function load(): Promise<void> {
    try {
      balances.value = await guarded(() => call("GET", "/portal/api/balances", PortalBalances));
      failed.value = false;
    } catch {
      failed.value = true;
    }
  }
  return {
    balances,
    failed,
    load,
    async withdraw(body: Record<string, unknown>): Promise<string> {
      const created = await guarded(() => call("POST", "/portal/api/orders/withdrawal", OutgoingOrderCreated, body, once()));
      await load();
      return created.orderId;
    },
  };
});
