// `npm run operator` as the operator runs it, a process on the database of a running service:
// list-accounts says how each account was made and how many API keys it holds; reset-password
// says whether the account was self-made and what it holds, and revokes its API keys unless
// --keep-keys.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browser, portalTestApp, type PortalTestApp } from "../../test/support/portal-app.ts";
import { openRepository, type Repository } from "../store/index.ts";
import { createAccountWithLink } from "./password-links.ts";
import { testSeed } from "../testing.ts";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
let dir: string;
let file: string;
let repository: Repository;
let t: PortalTestApp;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "operator-command-"));
  file = join(dir, "checkout.sqlite");
  repository = (await openRepository({ target: { kind: "sqlite", file }, initial: testSeed })).repository;
  t = await portalTestApp({}, { store: repository });
});

afterAll(async () => {
  await repository?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function operator(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/operator.ts", ...args], {
    cwd: root,
    env: { ...process.env, STATE: file, DATABASE_URL: "", PUBLIC_ORIGIN: "http://127.0.0.1:8080" },
  });
  return stdout;
}

describe("the operator's command", () => {
  it("lists how each account was made with its key count, and a reset revokes a squatter's keys unless --keep-keys", async () => {
    const squatter = browser(t, { address: "203.0.113.66" });
    expect((await squatter.signUp("owner@shop.example")).status).toBe(201);
    const made = await squatter.request("POST", "/portal/api/keys", { name: "left behind" });
    expect(made.status).toBe(201);
    const { key } = await made.json();
    await createAccountWithLink(repository, { ids: t.app.services.ids, clock: t.clock }, "made@shop.example");

    const listed = (await operator("list-accounts")).trim().split("\n");
    expect(listed.find((line) => line.startsWith("owner@shop.example\t"))).toMatch(/\tmade by sign-up\t1 API key\t/);
    expect(listed.find((line) => line.startsWith("made@shop.example\t"))).toMatch(/\tmade by operator\t0 API keys\t/);

    const kept = await operator("reset-password", "owner@shop.example", "--keep-keys");
    expect(kept).toContain("the account: self-made: signed up from 203.0.113.66");
    expect(kept).toContain("holds 1 API key in use and 0 integrations");
    expect(kept).toContain("kept 1 API key(s) (--keep-keys)");
    expect(kept).not.toContain("revoked API key");

    const reset = await operator("reset-password", "owner@shop.example");
    expect(reset).toContain(`revoked API key ${key.id} "left behind"`);
    expect(reset).toMatch(/\/portal\/set-password#[\w-]{43}$/m);
    const owner = await repository.portal.findAccountByEmail("owner@shop.example");
    expect((await repository.listApiKeys(owner?.clientId ?? "")).map((k) => k.revokedAt === null)).toEqual([false]);
  }, 60_000);
});
