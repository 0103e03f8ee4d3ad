// End-to-end journeys: Debian's Chromium against the real service started for the run.
import { defineConfig, devices } from "playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./test/e2e/support/chromium.ts";
import { E2E } from "./test/e2e/support/env.ts";

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: "test/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: E2E.serviceOrigin,
    launchOptions: chromium,
    // Recording a trace for every test costs CPU the 2-core CI machine does not have.
    trace: "off",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: {
    command: "tsx server/main.ts",
    url: `${E2E.serviceOrigin}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(E2E.port),
      DEMO_PORT: String(E2E.demoPort),
      HOST: "127.0.0.1",
      STATE: "memory",
      SANDBOX_API_KEY: E2E.apiKey,
      QUIET: "1",
    },
  },
});
