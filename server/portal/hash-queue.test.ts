// The password hashes' queue under a flood, through the portal's own routes with requests sent at
// once: each address waits its turn (a legitimate sign-in is not put behind a flood from another
// address), an address and the whole queue are bounded, and past either the answer is a 429 or a
// 503 with Retry-After, never a wait without end. Order of events only, no timings. The queue
// itself refuses in words (limited, busy, with the seconds to wait): the HTTP edge alone gives
// them their status.
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { browser, PASSWORD, portalTestApp } from "../../test/support/portal-app.ts";
import { Refusal } from "../domain/refusal.ts";
import { onError } from "../http/errors.ts";
import { silentLogger } from "../http/logger.ts";
import { createHashQueue } from "./hash-queue.ts";

/** What the service's error handler answers for `error` thrown by a route. */
function answerFor(error: unknown): Promise<Response> {
  const edge = new Hono();
  edge.onError(onError(silentLogger));
  edge.post("/portal/api/sign-in", () => {
    throw error;
  });
  return Promise.resolve(edge.request("/portal/api/sign-in", { method: "POST" }));
}

// A hash slow enough that a burst sent at once is still waiting when the next ones arrive.
const SLOWER = { log2N: 13, r: 8, p: 1 };
const OPEN = { perAccount: { limit: 10_000, windowMs: 60_000 }, perAddress: { limit: 10_000, windowMs: 60_000 } };

describe("the password hashes' queue", () => {
  it("takes addresses in turn: a sign-in from another address is not put behind a flood", { timeout: 30_000 }, async () => {
    const t = await portalTestApp({ scrypt: SLOWER, throttle: OPEN, hashQueue: { parallel: 1, perClient: 50, maxWaiting: 100 } });
    expect((await browser(t, { address: "192.0.2.1" }).signUp("ada@example.com")).status).toBe(201);
    const finished: string[] = [];
    const flood = Array.from({ length: 24 }, (_, i) =>
      browser(t, { address: "203.0.113.9" })
        .signIn("ada@example.com", `wrong guess ${i}`)
        .then((res) => {
          finished.push("flood");
          return res.status;
        }),
    );
    const legitimate = browser(t, { address: "192.0.2.1" })
      .signIn("ada@example.com")
      .then((res) => {
        finished.push("legitimate");
        return res.status;
      });
    expect(await legitimate).toBe(200);
    expect(await Promise.all(flood)).toEqual(Array.from({ length: 24 }, () => 401));
    // One hash at a time, the two addresses in turn: the legitimate one waits for one of the flood's
    // hashes once it is queued, not for all of them (in a first-come queue it finished last, 25th).
    expect(finished.indexOf("legitimate"), finished.join(" ")).toBeLessThan(12);
  });

  it("bounds what one address may have waiting: the rest get a 429 with Retry-After at once", { timeout: 30_000 }, async () => {
    const t = await portalTestApp({ scrypt: SLOWER, throttle: OPEN, hashQueue: { parallel: 1, perClient: 2, maxWaiting: 100 } });
    expect((await browser(t, { address: "192.0.2.1" }).signUp("ada@example.com")).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => browser(t, { address: "203.0.113.9" }).signIn("ada@example.com", `wrong guess ${i}`)),
    );
    const limited = answers.filter((res) => res.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(answers.every((res) => res.status === 401 || res.status === 429)).toBe(true);
    for (const res of limited) {
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect((await res.json())[0]).toMatchObject({ code: "limitExceeded", field: "password" });
    }
    // The refused ones did not spend the account's guesses: only the checked ones count.
    const t2 = browser(t, { address: "192.0.2.1" });
    expect((await t2.signIn("ada@example.com", PASSWORD)).status).toBe(200);
  });

  it("bounds the whole queue: past it a 503 with Retry-After, whatever the address", async () => {
    const queue = createHashQueue({ parallel: 1, perClient: 5, maxWaiting: 3 });
    let release: () => void = () => {};
    const held = queue.run("a", () => new Promise<void>((done) => (release = done)));
    const waiting = [queue.run("b", async () => "b"), queue.run("c", async () => "c"), queue.run("d", async () => "d")];
    expect(queue.waiting()).toBe(3);
    const full = await queue.run("e", async () => "e").catch((error: unknown) => error);
    // In words, no status: the service is busy, with the seconds to wait.
    expect(full).toBeInstanceOf(Refusal);
    expect(full).toMatchObject({ kind: "busy", waitSeconds: expect.any(Number) });
    expect((full as Refusal).waitSeconds).toBeGreaterThanOrEqual(1);
    const answer = await answerFor(full);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
    expect(await answer.json()).toEqual([
      {
        code: "unknownError",
        field: "password",
        message: "The service is busy checking passwords: try again in a few seconds",
        key: "passwordChecksBusy",
      },
    ]);
    release();
    await held;
    expect(await Promise.all(waiting)).toEqual(["b", "c", "d"]);
    expect(queue.waiting()).toBe(0);
  });

  it("refuses an address past its share in words (limited, with its wait), which the edge answers 429", async () => {
    const queue = createHashQueue({ parallel: 1, perClient: 1, maxWaiting: 10 });
    let release: () => void = () => {};
    const held = queue.run("a", () => new Promise<void>((done) => (release = done)));
    const waiting = queue.run("b", async () => "b");
    const over = await queue.run("b", async () => "again").catch((error: unknown) => error);
    expect(over).toBeInstanceOf(Refusal);
    expect(over).toMatchObject({ kind: "limited", errors: [{ code: "limitExceeded", field: "password" }] });
    const answer = await answerFor(over);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await answer.json()).toEqual([expect.objectContaining({ key: "passwordChecksTooMany", params: { count: "1" } })]);
    release();
    await held;
    expect(await waiting).toBe("b");
  });
});
