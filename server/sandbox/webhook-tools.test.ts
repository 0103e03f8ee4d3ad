// The test events' budget is a refusal in words (limited, with its wait), which the HTTP edge
// alone answers as 429 with Retry-After: the use case names no status.
import { describe, expect, it } from "vitest";
import { Refusal } from "../domain/refusal.ts";
import { INTEGRATION_ID, ORIGIN, offlineLookup, testApp } from "../testing.ts";
import { sendTestEvent } from "./webhook-tools.ts";

describe("the test events' budget", () => {
  it("refuses past the budget in words, and the edge answers 429 with the wait", async () => {
    const testEvents = { limit: 1, windowMs: 10 * 60_000 };
    const t = await testApp({ config: { publicOrigin: ORIGIN, distDir: null, lookup: offlineLookup, testEvents } });
    const hook = { callbackUrl: "http://127.0.0.1:9/hook", orderTypes: ["Payment"] };
    expect((await t.call("PUT", `/_sandbox/integrations/${INTEGRATION_ID}/webhook`, hook)).status).toBe(200);
    expect((await t.call("POST", `/_sandbox/integrations/${INTEGRATION_ID}/webhook/test`, {})).status).toBe(202);
    const refused = await sendTestEvent(t.app.services, "cli_demo", INTEGRATION_ID, undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refusal);
    expect(refused).toMatchObject({ kind: "limited", waitSeconds: 600 });
    const answer = await t.call("POST", `/_sandbox/integrations/${INTEGRATION_ID}/webhook/test`, {});
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toBe("600");
    expect(await answer.json()).toEqual([expect.objectContaining({ code: "limitExceeded", field: "integrationId" })]);
  });
});
