// End-to-end tests against the real service started for the run: test/e2e in Debian's Chromium
// (desktop and phone), and test/journeys in Chromium, Firefox and WebKit, each journey written
// once over a small page interface with one driver per engine (test/journeys/support).
import { defineConfig, devices } from "playwright/test";
import type { JourneyOptions } from "./test/journeys/support/fixtures.ts";
import { TEST_CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from "./test/e2e/support/chromium.ts";
import { E2E } from "./test/e2e/support/env.ts";
import { SERVICE_BUNDLE, staleBundle } from "./test/support/service-bundle.ts";

// The three services run the server built into one file by `npm run build`
// (vite.service.config.ts): each is ready in about 0.7 s on a quiet machine instead of tsx's 3-4 s. They
// start before any setup of this run could build it, so a stale bundle stops the run here (in
// the runner only: a worker loads this file again later, when a source may have been edited).
const stale = process.env.TEST_WORKER_INDEX === undefined ? staleBundle() : null;
if (stale) throw new Error(`The service's bundle is out of date (${stale}): run npm run build`);
const service = `node ${JSON.stringify(SERVICE_BUNDLE)}`;

const chromium = { executablePath: TEST_CHROMIUM_PATH, args: TEST_CHROMIUM_FLAGS };

const e2e = { testDir: "test/e2e", testMatch: "**/*.spec.ts" };

/**
 * Specs the phone project leaves to the desktop: what they check is the same at every size, so
 * a second run at 390 px proved nothing more. Their states on a phone are still drawn, measured
 * and checked by axe in layout-fit, checkout-mobile, checkout-a11y-states, checkout-a11y and
 * gateway-states; the QR is decoded at a phone's size in checkout-qr, the tab order with a
 * phone's wallet links in checkout-keyboard, the modal on a phone in embed-modal's phone test,
 * the portal's screens in portal.spec.ts and its collapsed filters in portal-merchant's
 * selling test; and every journey runs at a phone's size in Firefox or WebKit (test/journeys).
 * The first part of the list cost 80 s of the phone project's 530 s of tests; the rest (from
 * "What the page does") 140 s of 610 s, on the 2-core machine.
 */
const samePhoneAndDesktop = [
  // Headers the service sends and the browser enforces: CSP, frame-ancestors, Permissions-Policy.
  "checkout-permissions-policy.spec.ts",
  "checkout-styles.spec.ts",
  "embed-origins.spec.ts",
  // Who may talk to whom: postMessage origins and windows, the demo shop's cross-site form.
  "embed-forged.spec.ts",
  "demo-shop.spec.ts",
  // What a link may carry, and the network failing: the URL parser and the order model's
  // retries, the same at every size (the reconnecting notice's place on a phone is layout-fit's).
  "checkout-links.spec.ts",
  "checkout-resilience.spec.ts",
  // What the live regions say: words, not layout.
  "checkout-announcements.spec.ts",
  // The React and Vue wrappers mount, hear and remove one iframe: the same at every size.
  "embed-wrappers.spec.ts",
  // The same React component built from its installed tarball by a merchant's Vite.
  "kit-react-app.spec.ts",
  // API keys shown once, revoke, two-factor and the audit log; the portal's screens on a
  // phone are checked by portal.spec.ts and portal-merchant.spec.ts.
  "portal-security.spec.ts",
  // The operator's command and its one-time link: a command line and one form.
  "portal-operator.spec.ts",
  // The Payouts screen in chain mode (its own service and node): it sets its own 320 px width.
  "portal-payouts.spec.ts",
  // The password reset mailed through a test's SMTP server: one form and a mailed link.
  "portal-reset-mail.spec.ts",
  // The portal's language kept on the account: words, lang, direction and the chunks fetched,
  // the same at every size (its second browser is a plain context, not a phone, anyway).
  "portal-language.spec.ts",
  // What the page does, whatever its width: the values copied, the first screen served and
  // hydrated, the focus order (the DOM's), the language chunks fetched, motion with the
  // preference, a payment's states arriving live and the receipt.
  "checkout-copy.spec.ts",
  // A native app's bridge hears the same messages whatever the page's width.
  "checkout-app-bridge.spec.ts",
  "checkout-first-screen.spec.ts",
  "checkout-focus-order.spec.ts",
  "checkout-languages.spec.ts",
  "checkout-motion.spec.ts",
  "checkout-payment.spec.ts",
  "payment-life.spec.ts",
  // The embed's messages and promises, the widgetCode's attributes, and the iframe following
  // its content's height (embed-script also measures it at 360 px itself).
  "embed-events.spec.ts",
  "embed-promises.spec.ts",
  "embed-script.spec.ts",
  "embed-widget.spec.ts",
  // The test helpers themselves: axe on pages of planted violations, the kept context's reset.
  "axe-helper.spec.ts",
  "fixtures.spec.ts",
];
const journeys = { testDir: "test/journeys", testMatch: "**/*.journey.ts" };
/**
 * Firefox and WebKit run each journey at one size, the opposite one in each engine: every
 * journey meets both sizes, and each engine both sizes. What a journey proves in an engine (its
 * clipboard, its QR's pixels, its frames' origins, its live updates) is the engine's; what the
 * size changes (layout, touch, the wallet links) is the page's, the same in every engine, and
 * measured at both sizes in test/e2e. The payer's journeys run on a phone in WebKit, the engine
 * of every iPhone browser and in-app webview, and on the desktop in Firefox; the embed in a
 * shop, the merchant's portal, the gateway and the invalid link the other way round. All of
 * them at both sizes in both engines were 52 tests and 344 s of the run's 1,690 s of tests
 * (about a fifth of the CPU; WebKit's take 8 to 20 s each on the 2-core machine).
 */
const payerJourneys = ["order", "copy", "qr", "link"].map((name) => `**/${name}.journey.ts`);
const payersJourneys = { ...journeys, testMatch: payerJourneys };
const othersJourneys = { ...journeys, testIgnore: payerJourneys };

export default defineConfig<JourneyOptions>({
  fullyParallel: true,
  // Four at a time on the 2-core machine: most of a test's time is spent waiting (on the
  // service's held reads, the sandbox's chain, page loads), and two workers left the cores idle
  // for most of the run (335 s of CPU in 11-12 min).
  workers: 4,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: E2E.serviceOrigin,
    launchOptions: chromium,
    // Recording a trace for every test costs CPU the 2-core CI machine does not have.
    trace: "off",
    // The waiting indicator's endless pulse makes the page draw a frame 60 times a second
    // without a GPU: an open waiting checkout took 11 % of a core while its test only waited
    // (0 with reduced motion), and four workers hold pages open all run long. Motion is then
    // checked where it is the subject: checkout-motion.spec.ts, with and without the preference.
    reducedMotion: "reduce",
  },
  projects: [
    // The journeys first, each engine and form in one worker at a time: a worker launches its
    // browser once (Firefox, or WebKit with its own Xvfb, takes seconds), and with four workers
    // each of the six projects was launched up to four times for its seven or eight tests.
    // First, so that the run's end is the Chromium specs' short tests spread over the four
    // workers, not one project's journeys one after the other while the other workers wait.
    // The journeys: Chromium at one size (test/e2e covers it at both), Firefox and WebKit each
    // at both, every journey at one of them (see payerJourneys).
    { name: "chromium-journeys", ...journeys, workers: 1, use: { engine: "chromium", form: "desktop" } },
    { name: "firefox-desktop", ...payersJourneys, workers: 1, use: { engine: "firefox", form: "desktop" } },
    { name: "firefox-phone", ...othersJourneys, workers: 1, use: { engine: "firefox", form: "phone" } },
    // Firefox 153 has location.ancestorOrigins; earlier ones (and ESR 128/140) do not, and the
    // checkout then confirms its embedder through document.referrer. This project switches it
    // off to run that path in a real browser.
    {
      name: "firefox-referrer",
      testDir: "test/journeys",
      testMatch: "embed.journey.ts",
      workers: 1,
      use: { engine: "firefox", form: "desktop", firefoxPrefs: { "dom.location.ancestorOrigins.enabled": false } },
    },
    { name: "webkit-desktop", ...othersJourneys, workers: 1, use: { engine: "webkit", form: "desktop" } },
    { name: "webkit-phone", ...payersJourneys, workers: 1, use: { engine: "webkit", form: "phone" } },
    { name: "desktop", ...e2e, use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: chromium } },
    { name: "phone", ...e2e, testIgnore: samePhoneAndDesktop, use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: service,
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
        // Every simulated payer loads the page from 127.0.0.1: the page's per-client limit is
        // tested in server/checkout/page.test.ts, not here.
        RATE_LIMIT_PAGE: "0",
        // The same for a payment link's page and choices: their limits are tested in
        // server/checkout/link-floods.test.ts.
        RATE_LIMIT_LINK_PAGE: "0",
        RATE_LIMIT_LINK_ORDERS: "0",
        // Portal passwords hashed at N = 2^14 instead of 2^17 (sandbox only): the run signs up
        // and in dozens of times, and the real cost is tested once in server/portal/passwords.test.ts.
        PORTAL_SCRYPT_LOG2N: "14",
        // Every portal test signs up and in from 127.0.0.1: these budgets are tested in
        // server/portal/security.test.ts, not here.
        PORTAL_SIGN_UPS_PER_ADDRESS: "0",
        PORTAL_SIGN_INS_PER_ACCOUNT: "0",
      },
    },
    // Gateway mode's journey (test/journeys/gateway.journey.ts): the sandbox as a strict
    // upstream (the spec's fields only) in its own process, and the gateway in front of it.
    {
      command: service,
      url: `${E2E.upstreamOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(E2E.upstreamPort),
        DEMO_PORT: String(E2E.upstreamPort + 1),
        HOST: "127.0.0.1",
        STATE: "memory",
        SANDBOX_API_KEY: E2E.apiKey,
        SPEC_STRICT: "1",
        QUIET: "1",
      },
    },
    {
      command: service,
      url: `${E2E.gatewayOrigin}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(E2E.gatewayPort),
        HOST: "127.0.0.1",
        STATE: "memory",
        UPSTREAM_URL: E2E.upstreamOrigin,
        UPSTREAM_API_KEY: E2E.apiKey,
        QUIET: "1",
        RATE_LIMIT_PAGE: "0",
      },
    },
  ],
});
