// One EVM node as the signer uses it, through viem: the fee market, balances, gas estimates,
// the nonces of the senders of this run, and raw broadcasts. Transactions are signed by the
// caller's local account; only their signed bytes reach the node, never a key.
import { createPublicClient, encodeFunctionData, erc20Abi, type Hex, http, keccak256 } from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import type { FeeFields, FeeMarket } from "./evm-fees.ts";

export interface EvmCall {
  to: `0x${string}`;
  data?: Hex;
  value?: bigint;
}

export const tokenTransfer = (contract: string, to: string, units: bigint): EvmCall => ({
  to: contract as `0x${string}`,
  data: encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to as `0x${string}`, units] }),
});

export function createEvmNode(url: string) {
  // cacheTime 0: a rerun's reads must see the chain as it is now, not as it was a moment ago.
  const client = createPublicClient({ transport: http(url, { retryCount: 2 }), cacheTime: 0 });
  /** The next nonce of each sender, taken from the node's pending count once and then counted here. */
  const nonces = new Map<string, number>();
  let chainId: number | undefined;

  return {
    url,
    async chainId(): Promise<number> {
      chainId ??= await client.getChainId();
      return chainId;
    },
    async market(): Promise<FeeMarket> {
      const block = await client.getBlock({ blockTag: "latest" });
      const gasPrice = await client.getGasPrice();
      if (block.baseFeePerGas == null) return { baseFeePerGas: null, maxPriorityFeePerGas: 0n, gasPrice };
      const tip = await client.estimateMaxPriorityFeePerGas({ chain: null }).catch(() => gasPrice - block.baseFeePerGas!);
      return { baseFeePerGas: block.baseFeePerGas, maxPriorityFeePerGas: tip > 0n ? tip : 0n, gasPrice };
    },
    // "pending": what the node will have once what it was already sent is mined; a sweep reads
    // there, so that a rerun counts a top-up or a transfer sent before a crash as done.
    nativeBalance: (address: string, blockTag: "latest" | "pending" = "latest") =>
      client.getBalance({ address: address as `0x${string}`, blockTag }),
    tokenBalance: (contract: string, address: string, blockTag: "latest" | "pending" = "latest") =>
      client.readContract({
        address: contract as `0x${string}`,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [address as `0x${string}`],
        blockTag,
      }),
    estimate: (from: string, call: EvmCall) => client.estimateGas({ account: from as `0x${string}`, ...call }),
    async nextNonce(address: string): Promise<number> {
      const key = address.toLowerCase();
      const known = nonces.get(key);
      const nonce = known ?? (await client.getTransactionCount({ address: address as `0x${string}`, blockTag: "pending" }));
      nonces.set(key, nonce + 1);
      return nonce;
    },
    /** The transaction of `hash` as the node knows it (pending or mined), or null. */
    async transaction(hash: string) {
      try {
        return await client.getTransaction({ hash: hash as Hex });
      } catch {
        return null;
      }
    },
    async receipt(hash: string) {
      try {
        return await client.getTransactionReceipt({ hash: hash as Hex });
      } catch {
        return null;
      }
    },
    /** Signs locally; returns the signed bytes and their hash, before anything is sent. */
    async sign(account: PrivateKeyAccount, call: EvmCall, gas: bigint, fees: FeeFields, nonce: number) {
      const base = { ...call, gas, nonce, chainId: await this.chainId() };
      const raw =
        fees.type === "legacy"
          ? await account.signTransaction({ ...base, type: "legacy", gasPrice: fees.gasPrice })
          : await account.signTransaction({
              ...base,
              type: "eip1559",
              maxFeePerGas: fees.maxFeePerGas,
              maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
            });
      return { raw, hash: keccak256(raw) };
    },
    /** Waits until `hash` is in a block (no time limit: Ctrl-C stops the wait, and a rerun picks up from the chain). */
    waitForReceipt: (hash: string) => client.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 1_000, timeout: 0 }),
    send: (raw: Hex) => client.sendRawTransaction({ serializedTransaction: raw }),
  };
}

export type EvmNode = ReturnType<typeof createEvmNode>;
