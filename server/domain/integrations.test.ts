import { describe, expect, it } from "vitest";
import { INTEGRATION_ID } from "../testing.ts";
import { newIntegration } from "./integrations.ts";
import { seedIntegration } from "./seed.ts";

describe("integrations", () => {
  it("starts a new integration active, with no callback URL and both order types selected", () => {
    const fields = {
      id: "int_new",
      clientId: "cli_demo",
      name: "Shop",
      url: "https://shop.example",
      createdAt: "2026-01-02T00:00:00.000Z",
    };
    expect(newIntegration(fields)).toEqual({
      ...fields,
      status: "active",
      webhook: { callbackUrl: null, orderTypes: ["Payment", "Deposit"] },
    });
    // The seeded integration is made the same way.
    const seeded = seedIntegration("cli_demo", {
      integrationId: INTEGRATION_ID,
      name: "Demo Store",
      url: "http://localhost:8081",
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    expect(seeded).toEqual(newIntegration(seeded));
  });
});
