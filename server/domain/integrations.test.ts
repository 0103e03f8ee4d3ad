import { describe, expect, it } from "vitest";
import { INTEGRATION_ID, testState } from "../testing.ts";
import { integrationById, newIntegration } from "./integrations.ts";

describe("integrations", () => {
  it("finds an integration by its own id only, never by a name Object.prototype has", () => {
    const state = testState();
    expect(integrationById(state, INTEGRATION_ID)?.id).toBe(INTEGRATION_ID);
    for (const id of ["int_nope", "__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(integrationById(state, id)).toBeUndefined();
    }
  });

  it("starts a new integration active, with no callback URL and both order types selected", () => {
    const fields = { id: "int_new", clientId: "cli_demo", name: "Shop", url: "https://shop.example", createdAt: "2026-01-02T00:00:00.000Z" };
    expect(newIntegration(fields)).toEqual({
      ...fields,
      status: "active",
      webhook: { callbackUrl: null, orderTypes: ["Payment", "Deposit"] },
    });
    // The seeded integration is made the same way.
    const seeded = testState().integrations[INTEGRATION_ID]!;
    expect(seeded).toEqual(newIntegration(seeded));
  });
});
