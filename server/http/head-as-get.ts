// One HEAD rule for every fetch the service serves, on a socket or in process.
import type { Hono } from "hono";

/** The fetches this module made: turning one again would only add a call to every request. */
const turned = new WeakSet<Hono["fetch"]>();

/**
 * HEAD answered as the GET's headers without its body, here rather than by Hono. Hono builds
 * the HEAD answer with `new Response(null, getAnswer)`; @hono/node-server's lightweight
 * Response then copies the headers the answer was created with, dropping every header a
 * middleware set afterwards (the security headers among them). Found by server/fuzz. That
 * Response replaces the global one for the whole process once a listener exists, so the app
 * applies this to its own fetch too (app.ts), for callers in the same process (app.request).
 */
export function headAsGet(fetch: Hono["fetch"]): Hono["fetch"] {
  // The app's own fetch comes already turned (app.ts), and listen.ts turns whatever it serves.
  if (turned.has(fetch)) return fetch;
  const turnedFetch: Hono["fetch"] = async (request, env, executionCtx) => {
    if (request.method !== "HEAD") return fetch(request, env, executionCtx);
    const get = new Request(request.url, { method: "GET", headers: request.headers, signal: request.signal });
    const answer = await fetch(get, env, executionCtx);
    // Status and headers first: touching the body of a lightweight Response rebuilds it from
    // its original init, the same loss as above.
    const init = { status: answer.status, headers: new Headers(answer.headers) };
    await answer.body?.cancel().catch(() => {});
    return new Response(null, init);
  };
  turned.add(turnedFetch);
  return turnedFetch;
}
