import { describe, expect, it } from "vitest";
import { part, startTogether } from "./start-together.ts";

describe("startTogether", () => {
  it("gives every part's value, in order, when all start", async () => {
    const [n, s] = await startTogether(
      part(Promise.resolve(1), () => {}),
      part(Promise.resolve("two"), () => {}),
    );
    expect([n, s]).toEqual([1, "two"]);
  });

  it("stops every part that started, before or after the failure, and throws the failure", async () => {
    const stopped: string[] = [];
    let startLate: (value: string) => void = () => {};
    const late = new Promise<string>((resolve) => (startLate = resolve));
    const failure = new Error("the kit is not packed");
    const starting = startTogether(
      part(Promise.resolve("node"), (value) => stopped.push(value)),
      part(Promise.reject(failure), () => stopped.push("never started")),
      part(late, async (value) => {
        stopped.push(value);
      }),
    );
    // The failure is already known; the late part starts after it and must be stopped too.
    startLate("receiver");
    await expect(starting).rejects.toBe(failure);
    expect(stopped.sort()).toEqual(["node", "receiver"]);
  });

  it("still throws the failure when a stop fails too", async () => {
    const failure = new Error("no database");
    await expect(
      startTogether(
        part(Promise.resolve("node"), () => Promise.reject(new Error("already gone"))),
        part(Promise.reject(failure), () => {}),
      ),
    ).rejects.toBe(failure);
  });
});
