// `payouts pay` on TRON, in this process against two stand-ins on loopback: the service's routes
// (test/support/signer-service-stub.ts) and java-tron's HTTP API (test/support/tron-wallet-api.ts),
// which reads every broadcast back from its bytes and checks its signature recovers its owner.
// Each broadcast is held to the plan: the contract, the destination, the amount, the fee limit.
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { payPayouts, type PayOptions } from "../../kit/signer/src/pay.ts";
import { createServiceClient } from "../../kit/signer/src/service.ts";
import { tronAddressBytes, tronAddressOf } from "../../kit/signer/src/tron-address.ts";
import { createTronApi } from "../../kit/signer/src/tron-api.ts";
import { TEST_MNEMONIC, TRON_ADDRESSES } from "../support/chain/keys.ts";
import { type SignerServiceStub, type StubPayout, startSignerServiceStub } from "../support/signer-service-stub.ts";
import { startTronWalletApi, type TronWalletApi } from "../support/tron-wallet-api.ts";
import { part, startTogether } from "../support/start-together.ts";

const API_KEY = "sk_test_tron_signer";
/** Mainnet's USDT on TRON, as wallets write it. */
const USDT = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const DESTINATION = tronAddressOf(`0x${"ab".repeat(20)}`);
const hexOf = (address: string) => `41${(tronAddressBytes(address) as string).slice(2).toLowerCase()}`;

let service: SignerServiceStub;
let tron: TronWalletApi;

beforeAll(async () => {
  [service, tron] = await startTogether(
    part(startSignerServiceStub({ apiKey: API_KEY }), (started) => started.close()),
    part(startTronWalletApi(), (started) => started.close()),
  );
});
afterAll(async () => {
  await service?.close();
  await tron?.close();
});
afterEach(() => {
  tron.broadcasts.length = 0;
  tron.requests.length = 0;
  tron.tokenBalances.clear();
  tron.trx.clear();
  service.state.payouts = [];
});

function payout(fields: Partial<StubPayout>): StubPayout {
  return {
    orderId: "ord_refund_usdt",
    state: "awaitingPayment",
    network: "tron",
    assetId: "USDT_TRC20",
    amount: "10.000000",
    baseUnits: "10000000",
    destination: DESTINATION,
    contract: USDT,
    hash: null,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

/** Order addresses 0 and 1 of the test wallet are funded; `holder` is the one with the tokens. */
function fund(holder: 0 | 1, tokens: bigint, trx: bigint): void {
  service.state.addresses.tron = [0, 1].map((index) => ({
    index,
    address: TRON_ADDRESSES[index] as string,
    orderId: `ord_paid_${index}`,
    assetId: "USDT_TRC20",
    amount: "25.000000",
    lastCreditAt: null,
  }));
  tron.tokenBalances.set(hexOf(USDT), new Map([[hexOf(TRON_ADDRESSES[holder] as string), tokens]]));
  for (const index of [0, 1]) tron.trx.set(hexOf(TRON_ADDRESSES[index] as string), trx);
}

async function pay(feeLimit = 30_000_000n, confirm = true) {
  const lines: string[] = [];
  const options: PayOptions = {
    service: createServiceClient({ serviceUrl: service.url, apiKey: API_KEY }),
    nodes: {},
    tron: { api: createTronApi({ url: tron.url, apiKey: "tron-provider-key" }), feeLimit },
    secret: { kind: "mnemonic", words: TEST_MNEMONIC },
    account: 0,
    ids: [],
    maxFee: null,
    confirm: async () => confirm,
    print: (line) => lines.push(line),
  };
  return { result: await payPayouts(options), lines };
}

it("pays a USDT payout from the order address that holds it: a transfer(address,uint256) call signed by that address, as planned", async () => {
  service.state.payouts = [payout({})];
  fund(1, 25_000_000n, 50_000_000n);
  const { result, lines } = await pay();
  expect(result.skipped).toEqual([]);
  expect(result.sent).toEqual([{ orderId: "ord_refund_usdt", hash: expect.stringMatching(/^[0-9a-f]{64}$/), from: TRON_ADDRESSES[1] }]);
  expect(tron.broadcasts).toEqual([
    {
      txID: result.sent[0]?.hash,
      type: "TriggerSmartContract",
      owner: hexOf(TRON_ADDRESSES[1] as string),
      signer: hexOf(TRON_ADDRESSES[1] as string),
      contract: hexOf(USDT),
      to: hexOf(DESTINATION),
      amount: 10_000_000n,
      feeLimit: 30_000_000n,
      expiration: expect.any(BigInt),
      problems: [],
    },
  ]);
  // The service heard of the txID, and the TRON API got the provider's key in its header.
  expect(service.state.payouts[0]?.hash).toBe(result.sent[0]?.hash);
  expect(tron.requests.every(({ headers }) => headers["tron-pro-api-key"] === "tron-provider-key")).toBe(true);
  // The service heard the txID only: never the signature, nor the signed bytes.
  const sent = JSON.parse(tron.requests.find(({ path }) => path === "/wallet/broadcasttransaction")?.body ?? "{}") as {
    signature: string[];
    raw_data_hex: string;
  };
  const signedParts = [sent.signature[0]?.slice(0, 64), sent.signature[0]?.slice(64, 128), sent.raw_data_hex] as string[];
  expect(service.requests.filter(({ path, body }) => signedParts.some((part) => path.includes(part) || body.includes(part)))).toEqual([]);
  // The fee shown is the dry run's energy at the chain's price: 14,650 energy at 100 sun, plus the bytes at 1,000 sun.
  expect(lines[0]).toMatch(
    new RegExp(
      `^ord_refund_usdt: 10\\.000000 USDT_TRC20 to ${DESTINATION} from ${TRON_ADDRESSES[1]} \\(order address 1\\), fee about 1\\.\\d+ TRX \\(14650 energy at 100 sun,.* fee limit 30 TRX$`,
    ),
  );
});

it("reads the energy price at run time: the fee shown follows the chain's parameter, and a fee above the limit is refused before signing", async () => {
  service.state.payouts = [payout({})];
  fund(0, 25_000_000n, 500_000_000n);
  tron.parameters.set("getEnergyFee", 420);
  try {
    const { lines } = await pay(7_000_000n, false);
    expect(lines[0]).toMatch(/fee about 6\.\d+ TRX \(14650 energy at 420 sun,.* fee limit 7 TRX$/);
    const tooLow = await pay(6_000_000n);
    expect(tooLow.result.skipped).toEqual([
      {
        orderId: "ord_refund_usdt",
        why: "the transfer needs about 6.153 TRX of energy (14650 energy at 420 sun), above the fee limit 6 TRX: raise --fee-limit",
      },
    ]);
    expect(tron.broadcasts).toEqual([]);
    expect(service.state.payouts[0]?.hash).toBeNull();
  } finally {
    tron.parameters.set("getEnergyFee", 100);
  }
});

it("pays a TRX payout with a TransferContract (no fee limit), and never invents a price the chain did not give", async () => {
  service.state.payouts = [
    payout({ orderId: "ord_refund_trx", assetId: "TRX", amount: "3.500000", baseUnits: "3500000", contract: undefined }),
  ];
  fund(0, 0n, 10_000_000n);
  tron.parameters.delete("getTransactionFee");
  try {
    const missing = await pay();
    expect(missing.result.skipped[0]?.why).toMatch(/lack getEnergyFee or getTransactionFee: no fee estimate, so nothing was sent/);
    expect(tron.broadcasts).toEqual([]);
  } finally {
    tron.parameters.set("getTransactionFee", 1000);
  }
  const { result, lines } = await pay();
  expect(result.sent).toHaveLength(1);
  // The destination is an account the chain has never seen: 1 TRX to create it, and 0.1 TRX of its bandwidth, both read from the chain.
  expect(lines[0]).toMatch(/fee about 1\.1 TRX \(0 energy at 100 sun, .*, 1\.1 TRX of it creating the destination's account\)$/);
  expect(tron.broadcasts).toEqual([
    expect.objectContaining({
      type: "TransferContract",
      owner: hexOf(TRON_ADDRESSES[0] as string),
      to: hexOf(DESTINATION),
      amount: 3_500_000n,
      contract: null,
      feeLimit: null,
      problems: [],
    }),
  ]);
});

it("never pays twice: a rerun skips a payout whose txID the service holds, saying whether the node knows it", async () => {
  service.state.payouts = [payout({})];
  fund(1, 25_000_000n, 50_000_000n);
  const first = await pay();
  const txID = first.result.sent[0]?.hash as string;
  const rerun = await pay();
  expect(rerun.result.sent).toEqual([]);
  expect(rerun.result.skipped).toEqual([
    {
      orderId: "ord_refund_usdt",
      why: `already broadcast ${txID}, which the node knows: the service completes it once it sees it on the chain`,
    },
  ]);
  expect(tron.broadcasts).toHaveLength(1);
});

it("skips a payout no address of the secret can pay, naming what is missing", async () => {
  service.state.payouts = [payout({})];
  fund(0, 5_000_000n, 50_000_000n);
  const { result } = await pay();
  expect(result.skipped).toEqual([
    { orderId: "ord_refund_usdt", why: "no address of this secret holds 10.000000 USDT_TRC20 and the TRX for its fee" },
  ]);
  expect(tron.broadcasts).toEqual([]);
});
