import { describe, expect, it } from "vitest";
import { payerWorkerCount, pickFrom, refuseWorkers } from "./workers.ts";

describe("WORKERS", () => {
  it("runs on the SQLite file or PostgreSQL; refuses STATE=memory, and a gateway's workers without PostgreSQL", () => {
    expect(refuseWorkers(1, "memory")).toBeNull();
    expect(refuseWorkers(2, "sqlite")).toBeNull();
    expect(refuseWorkers(2, "postgres", true)).toBeNull();
    expect(refuseWorkers(1, "sqlite", true)).toBeNull();
    expect(refuseWorkers(2, "memory")).toContain("WORKERS=2 needs a database the processes share");
    expect(refuseWorkers(3, "sqlite", true)).toContain("WORKERS=3 in gateway mode needs PostgreSQL");
  });
});

describe("PAYER_WORKERS", () => {
  it("is 0 unset, empty or 0, and a whole number below WORKERS otherwise", () => {
    expect(payerWorkerCount(undefined, 4)).toBe(0);
    expect(payerWorkerCount("", 4)).toBe(0);
    expect(payerWorkerCount("0", 1)).toBe(0);
    expect(payerWorkerCount("1", 2)).toBe(1);
    expect(payerWorkerCount("3", 4)).toBe(3);
  });

  it("refuses a count that leaves no worker for the merchants, or that is no whole number, naming the range", () => {
    expect(() => payerWorkerCount("4", 4)).toThrow("PAYER_WORKERS=4 is not a number of workers from 1 to 3");
    expect(() => payerWorkerCount("1.5", 4)).toThrow("from 1 to 3");
    expect(() => payerWorkerCount("-1", 4)).toThrow("from 1 to 3");
    expect(() => payerWorkerCount("1", 1)).toThrow("PAYER_WORKERS=1 needs WORKERS=2 or more");
  });
});

describe("which worker takes a connection", () => {
  const turns = () => ({ payer: 0, merchant: 0 });

  it("gives each group's connections to its own workers in turn", () => {
    const t = turns();
    const places = ["p1", "p2", "m1", "m2", "m3"];
    const pick = (kind: "payer" | "merchant") => pickFrom(places, () => true, 2, kind, t);
    expect([pick("payer"), pick("payer"), pick("payer")]).toEqual(["p1", "p2", "p1"]);
    expect([pick("merchant"), pick("merchant"), pick("merchant"), pick("merchant")]).toEqual(["m1", "m2", "m3", "m1"]);
  });

  it("skips a place whose worker is gone or not serving yet, and lends the other group's while a group has none", () => {
    const t = turns();
    const serving = new Set(["m1", "m2"]);
    const places = ["p1", null, "m1", "m2"];
    const pick = (kind: "payer" | "merchant") => pickFrom(places, (w) => serving.has(w), 2, kind, t);
    // The payer's worker restarts: its connections go to the merchants' meanwhile.
    expect(pick("payer")).toBe("m1");
    serving.add("p1");
    expect([pick("payer"), pick("payer")]).toEqual(["p1", "p1"]);
    serving.delete("m1");
    serving.delete("m2");
    expect(pick("merchant")).toBe("p1");
    serving.clear();
    expect(pick("merchant")).toBeUndefined();
  });
});
