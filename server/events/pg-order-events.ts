// OrderEvents across processes on one PostgreSQL database: a change made in any process wakes
// the held order reads and clears the cached views of every process (LISTEN/NOTIFY).
//
// - notify() tells this process at once (its readers need no round trip) and publishes the
//   order id on the `order_changed` channel, tagged with this process's id so that it skips
//   its own echo. notifyIntegration() publishes `integration:` and the integration's id (no
//   issued id holds a colon), notifyAll() `*`. It is called after the change committed, so whoever hears it reads the new
//   version.
// - One dedicated connection LISTENs. If it drops, the notifications sent meanwhile are lost:
//   after reconnecting, the process acts as if everything changed (notifyAll), so no cache
//   keeps an old version and every held read looks again.
// - A payment's answer never waits for the NOTIFY: it is sent in the background, in order.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Logger } from "../http/logger.ts";
import { createOrderEvents, type OrderEvents } from "./order-events.ts";

export const ORDER_CHANGED_CHANNEL = "order_changed";
/** Payload naming every order (a reset). */
const EVERYTHING = "*";
/** Prefix of a payload naming every order of one integration (its settings changed). */
const INTEGRATION = "integration:";
const RECONNECT_MIN_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export interface PgOrderEvents extends OrderEvents {
  /** Resolves once this process listens (at start, and after each reconnection). */
  ready(): Promise<void>;
  /** Resolves when every notification published so far has been handed to PostgreSQL. */
  flushed(): Promise<void>;
}

export interface PgOrderEventsOptions {
  url: string;
  logger: Logger;
}

export function createPgOrderEvents(options: PgOrderEventsOptions): PgOrderEvents {
  const local = createOrderEvents();
  const me = randomBytes(8).toString("base64url");
  let listener: pg.Client | null = null;
  let listening: Promise<void> = Promise.resolve();
  let reconnectDelay = RECONNECT_MIN_MS;
  let closed = false;
  // Publishing goes through its own small pool, so a LISTEN connection being re-established
  // never holds up a notification, and notifications leave in the order they were made.
  const publisher = new pg.Pool({ connectionString: options.url, max: 1 });
  publisher.on("error", () => {}); // an idle client losing its server; the next query reports it
  let published: Promise<void> = Promise.resolve();

  const hear = (payload: string | undefined) => {
    if (!payload) return;
    const separator = payload.indexOf(":");
    if (payload.slice(0, separator) === me) return;
    const named = payload.slice(separator + 1);
    if (named === EVERYTHING) local.hear("all");
    else if (named.startsWith(INTEGRATION)) local.hear({ integrationId: named.slice(INTEGRATION.length) });
    else local.hear({ orderId: named });
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url });
    client.on("notification", (message) => {
      if (message.channel === ORDER_CHANGED_CHANNEL) hear(message.payload);
    });
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    await client.connect();
    await client.query(`listen ${ORDER_CHANGED_CHANNEL}`);
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    reconnectDelay = RECONNECT_MIN_MS;
  };

  const start = (): Promise<void> =>
    connect().catch((error: unknown) => {
      if (closed) return;
      options.logger.error(`order events: cannot LISTEN on PostgreSQL, retrying in ${reconnectDelay} ms`, error);
      const wait = reconnectDelay;
      reconnectDelay = Math.min(RECONNECT_MAX_MS, reconnectDelay * 2);
      return new Promise<void>((resolve) => setTimeout(resolve, wait).unref()).then(start);
    });

  function lost(client: pg.Client): void {
    if (listener !== client || closed) return;
    listener = null;
    void client.end().catch(() => {});
    // Whatever changed while nobody listened is unknown: treat it all as changed once back.
    listening = start().then(() => {
      if (!closed) local.hear("all");
    });
  }

  const publish = (named: string) => {
    const payload = `${me}:${named}`;
    published = published.then(() =>
      publisher.query("select pg_notify($1, $2)", [ORDER_CHANGED_CHANNEL, payload]).then(
        () => {},
        (error: unknown) => {
          if (!closed) options.logger.error(`order events: could not publish the change of ${named}`, error);
        },
      ),
    );
  };

  listening = start();

  return {
    get closed() {
      return local.closed;
    },
    subscribe: (order, listenerFn) => local.subscribe(order, listenerFn),
    watch: (watcher) => local.watch(watcher),
    size: () => local.size(),
    notify(orderId) {
      local.notify(orderId);
      publish(orderId);
    },
    notifyIntegration(integrationId) {
      local.notifyIntegration(integrationId);
      publish(`${INTEGRATION}${integrationId}`);
    },
    notifyAll() {
      local.notifyAll();
      publish(EVERYTHING);
    },
    close() {
      if (closed) return;
      closed = true;
      local.close();
      const client = listener;
      listener = null;
      void published.finally(() => publisher.end().catch(() => {}));
      void client?.end().catch(() => {});
    },
    ready: () => listening,
    flushed: () => published,
  };
}
