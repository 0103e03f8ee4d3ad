// How a failed run ends, from the signer's packed tarball: a node's error (viem's, many lines:
// the request's URL and body, the library's version) is one line naming what failed and the
// node's own words, the whole error only under --verbose; the secret is in neither. Against the
// service's stand-in and a node on loopback that answers every call with geth's "header not found".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorText } from "../../kit/signer/src/error-text.ts";
import { TEST_MNEMONIC } from "../support/chain/keys.ts";
import { type JsonRpcCall, rpcError, startStubNode, type StubNode } from "../support/chain/stub-node.ts";
import { leaks } from "../support/signer-secrets.ts";
import { orderAddresses, runSigner, type SweepBench, startSweepBench } from "../support/signer-sweep.ts";
import { part, startTogether } from "../support/start-together.ts";

let bench: SweepBench;
let node: StubNode;

beforeAll(async () => {
  [bench, node] = await startTogether(
    part(startSweepBench(), (started) => started.close()),
    part(
      startStubNode(({ body }) => ({
        json: Array.isArray(body)
          ? (body as JsonRpcCall[]).map((call) => rpcError(-32000, "header not found", call.id))
          : rpcError(-32000, "header not found", (body as JsonRpcCall).id),
      })),
      (started) => started.close(),
    ),
  );
  const [address] = orderAddresses(1, 1);
  bench.stub.state.addresses.ethereum = [
    { index: 1, address: address as string, orderId: "ord_1", assetId: "USDT_ERC20", amount: "25", lastCreditAt: null },
  ];
}, 240_000);

afterAll(async () => {
  await Promise.all([bench?.close(), node?.close()]);
}, 180_000);

const sweep = (extra: string[] = []) =>
  runSigner(bench, [
    "sweep",
    "--network",
    "ethereum",
    "--to",
    "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
    "--asset",
    "USDT_ERC20",
    "--mnemonic-file",
    bench.seedFile,
    "--rpc-url-ethereum",
    node.url,
    "--dry-run",
    ...extra,
  ]).done;

describe("a node's error", () => {
  it("is one line with the node's words, and the whole of it under --verbose; never the secret", async () => {
    const short = await sweep();
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/^crypto-checkout-signer: [^\n]*\(header not found\) \[--verbose for the whole error\]\n$/);
    expect(short.stderr).not.toMatch(/Request body|Version: viem|URL:/);

    const full = await sweep(["--verbose"]);
    expect(full.code).toBe(1);
    expect(full.stderr).toMatch(/Request body: /);
    expect(full.stderr).toMatch(/Details: header not found/);
    for (const run of [short, full])
      expect(leaks([{ method: "STDERR", path: "", headers: {}, body: `${run.stdout}\n${run.stderr}` }], TEST_MNEMONIC)).toEqual([]);
  }, 120_000);
});

describe("the secret in an error's text", () => {
  it("is replaced in the line and in the whole error alike", () => {
    const error = new Error(`could not read ${TEST_MNEMONIC} from the file`);
    for (const verbose of [false, true]) {
      const text = errorText(error, { verbose, secrets: [TEST_MNEMONIC] });
      expect(text).toContain("could not read [the secret] from the file");
      expect(text).not.toContain(TEST_MNEMONIC);
    }
  });
});
