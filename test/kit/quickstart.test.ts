// The quickstart of docs/developer-kit.md, run as a merchant would: `npm start`, the sample
// receiver, the sample merchant script, each in its own process on this suite's ports; the
// receiver must print that it verified the order's status callback.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
// A range of its own (KIT_QUICKSTART_PORT), away from the other suites' servers.
const BASE = Number(process.env.KIT_QUICKSTART_PORT ?? 4446);
const SERVICE_PORT = BASE;
const RECEIVER_PORT = BASE + 2;

interface Running {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first match of `pattern` in the output so far or to come. */
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>;
  exited: Promise<number | null>;
}

const started: Running[] = [];

function run(command: string, args: string[], env: Record<string, string>): Running {
  // Its own process group, so stopping `npm start` stops the service under it too.
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  const waiters: Array<() => void> = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      resolve(code);
      for (const wake of waiters.splice(0)) wake();
    }),
  );
  const waitFor = async (pattern: RegExp): Promise<RegExpMatchArray> => {
    for (;;) {
      const match = output.match(pattern);
      if (match) return match;
      if (child.exitCode !== null)
        throw new Error(`${command} ${args.join(" ")} exited (${child.exitCode}) before printing ${pattern}:\n${output}`);
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  const running = { child, output: () => output, waitFor, exited };
  started.push(running);
  return running;
}

afterAll(async () => {
  for (const { child, exited } of started) {
    if (child.exitCode === null && child.pid !== undefined) {
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
  }
});

it("goes from npm start to a verified order status callback in three commands", async () => {
  // 1. npm start (the build skipped: the page is not part of this path; the service runs in memory).
  const service = run("npm", ["start"], {
    PORT: String(SERVICE_PORT),
    DEMO_PORT: String(SERVICE_PORT + 1),
    SKIP_BUILD: "1",
    STATE: "memory",
    SANDBOX_API_KEY: "",
    // The terminal a developer runs it in: the banner shows the key whole only there (JSON logs mask it).
    LOG_FORMAT: "pretty",
  });
  const [, apiKey] = await service.waitFor(/API key \(X-API-Key\) (\S+)/);
  const [, secret] = await service.waitFor(/webhook secret +(whsec_\S+)/);

  // 2. The receiver, with the secret npm start printed.
  const receiver = run(process.execPath, ["--import", "tsx", "kit/examples/receiver.ts"], {
    WEBHOOK_SECRET: secret as string,
    RECEIVER_PORT: String(RECEIVER_PORT),
  });
  await receiver.waitFor(/receiver listening/);

  // 3. The merchant's script, with the API key npm start printed.
  const merchant = run(process.execPath, ["--import", "tsx", "kit/examples/pay-an-order.ts"], {
    API_KEY: apiKey as string,
    SERVICE_URL: `http://127.0.0.1:${SERVICE_PORT}`,
    RECEIVER_URL: `http://127.0.0.1:${RECEIVER_PORT}/hooks`,
  });
  const [, orderId] = await merchant.waitFor(/created (ord_\S+):/);
  expect(await merchant.exited).toBe(0);

  const [line] = await receiver.waitFor(new RegExp(`verified order\\.status ${orderId} completed \\(quickstart-\\d+\\)`));
  expect(line).toBeDefined();
  expect(receiver.output()).not.toMatch(/refused a callback/);
}, 120_000);
