// Where the end-to-end run's service listens, and the key it was started with.
// The merchant demo site listens on a second port: a second origin for embed tests.
// E2E_PORT moves both (demo = port + 1), so two runs can share a machine.
const port = Number(process.env.E2E_PORT ?? 4310);

export const E2E = {
  port,
  demoPort: port + 1,
  apiKey: "sk_test_e2e_0123456789abcdef",
  get serviceOrigin() {
    return `http://127.0.0.1:${this.port}`;
  },
  /** "localhost" vs "127.0.0.1" makes a second origin even on the same port range. */
  get merchantOrigin() {
    return `http://localhost:${this.demoPort}`;
  },
  /** Gateway mode's journey: the sandbox in SPEC_STRICT mode as the upstream (port + 2, its demo + 3)... */
  upstreamPort: port + 2,
  /** ...and the gateway in front of it (port + 4). */
  gatewayPort: port + 4,
  get upstreamOrigin() {
    return `http://127.0.0.1:${this.upstreamPort}`;
  },
  get gatewayOrigin() {
    return `http://127.0.0.1:${this.gatewayPort}`;
  },
} as const;
