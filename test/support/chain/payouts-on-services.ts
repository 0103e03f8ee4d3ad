// Payouts on chain-mode service processes (chain-service.ts): a payment paid and credited, a
// refund of part of it asked through the API, the merchant's wallet paying it on anvil (anvil
// lets the test send as any address, so no key is needed), and what the merchant reads of it.
import { systemClock } from "../../../server/domain/clock.ts";
import { createIds } from "../../../server/domain/ids.ts";
import { seedDemoAccount } from "../../../server/portal/demo-account.ts";
import { openRepository } from "../../../server/store/index.ts";
import { EVM_DESTINATION } from "../../../server/testing.ts";
import type { Payout } from "../../../src/shared/index.ts";
import { CHEAP_SCRYPT } from "../portal-app.ts";
import type { ServiceProcess } from "../service-process.ts";
import { until, untilValue } from "../until.ts";
import { tokenCalls, type Anvil } from "./anvil.ts";
import { createPayment, orderOf, type ChainServices } from "./chain-service.ts";
import { TOKEN_CONTRACTS_FOR_TESTS } from "./token-contracts.ts";

export const USDT = TOKEN_CONTRACTS_FOR_TESTS("ethereum").USDT_ERC20 as string;

/** The payout part of the merchant's order read. */
export async function payoutOf(service: ServiceProcess, orderId: string): Promise<Payout> {
  const res = await service.call("GET", `/api/v1/orders/${orderId}`);
  if (res.status !== 200) throw new Error(`order read failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { payout: Payout }).payout;
}

/** Waits until the payout is in `state` and returns it. */
export function payoutIn(service: ServiceProcess, orderId: string, state: Payout["state"], ms = 30_000): Promise<Payout> {
  return untilValue(
    () => payoutOf(service, orderId),
    (p) => p.state === state,
    `payout ${orderId} ${state}`,
    ms,
    25,
  );
}

/** Sends `baseUnits` of the test USDT from `from` (impersonated, given gas money) in a block of its own. */
export async function sendUsdtAs(anvil: Anvil, from: string, to: string, baseUnits: bigint): Promise<string> {
  await anvil.rpc("anvil_impersonateAccount", [from]);
  await anvil.rpc("anvil_setBalance", [from, "0xde0b6b3a7640000"]);
  return anvil.send({ from, to: USDT, data: tokenCalls.transfer(to, baseUnits) });
}

export interface RefundAsked {
  /** The payment refunded, and the address it was paid to (the merchant's own). */
  paid: { orderId: string; paymentAddress: string };
  /** The refund's outgoing order: its payout. */
  payoutId: string;
  destination: string;
}

/**
 * A 25 USDT payment on `service`, paid and credited (`confirmations` blocks), then a refund of
 * `amount` to EVM_DESTINATION through the API: its payout awaits the merchant's transfer.
 */
export async function paidThenRefunded(
  chain: ChainServices,
  service: ServiceProcess,
  confirmations: number,
  amount = "10",
): Promise<RefundAsked> {
  const paid = await createPayment(service);
  await chain.pay(paid.paymentAddress);
  await chain.anvil.mine(confirmations - 1);
  await until(async () => (await orderOf(service, paid.orderId)).status === "completed", "the payment credited", 30_000, 25);
  const res = await service.call("POST", "/api/v1/order/refund", {
    refundOrderId: paid.orderId,
    assetId: "USDT_ERC20",
    amount,
    destinationAddress: EVM_DESTINATION,
  });
  if (res.status !== 201) throw new Error(`refund refused: ${res.status} ${await res.text()}`);
  const { orderId } = (await res.json()) as { orderId: string };
  return { paid, payoutId: orderId, destination: EVM_DESTINATION };
}

/** Puts the demo merchant's portal account (DEMO_CLIENT_ID, the test integration's owner) in the database a service opens. */
export async function seedPortalAccount(where: string, password: string): Promise<string> {
  const { repository } = await openRepository({
    target: /^postgres(ql)?:\/\//.test(where) ? { kind: "postgres", url: where } : { kind: "sqlite", file: where },
    initial: null,
  });
  try {
    return (await seedDemoAccount(repository, { clock: systemClock, ids: createIds(), password, cost: CHEAP_SCRYPT })).email;
  } finally {
    await repository.close();
  }
}

/** A browser on the service's portal: its session cookie, and the same-origin headers the portal page sends. */
export function portalBrowser(service: ServiceProcess) {
  let cookie = "";
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const res = await fetch(`${service.origin}${path}`, {
      method,
      headers: {
        Origin: service.origin,
        ...(cookie ? { Cookie: cookie } : {}),
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = res.headers.get("Set-Cookie");
    if (set) {
      const [pair = ""] = set.split(";");
      cookie = pair.slice(pair.indexOf("=") + 1) ? pair : "";
    }
    return res;
  }
  return { request };
}
