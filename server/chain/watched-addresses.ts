// The addresses one network's watcher looks for, in memory: loaded from the store as orders
// are made (only the rows added since the last load), each with its order and asset, and let
// go once its late window is over. The memory is the watcher's reading aid; the store holds the
// truth, so a window another process set is read again whenever this one may have missed it.
import type { AssetId } from "../../src/shared/index.ts";
import type { WatchedAddress } from "../domain/chain-transfers.ts";
import type { AddressFamily, ChainReads } from "../store/chain-records.ts";

/** Rows read per query while catching up on new addresses. */
const PAGE = 10_000;

export interface WatchedAddresses {
  /**
   * At each tick that holds the lease: windows read again if this process may have missed one,
   * the addresses added since loaded, and those past their window let go.
   */
  refresh(nowMs: number, leaseUntilMs: number): Promise<void>;
  /** This process lost the lease: whatever it holds may go stale meanwhile. */
  released(): void;
  /** The order an account belongs to, and the asset it asked for. */
  ownerOf(account: string): { orderId: string; assetId: AssetId } | undefined;
  accounts(): string[];
  /** Whether any address waits for this asset (the native coin is read only then). */
  wants(assetId: AssetId): boolean;
  /** A payment completed: its address is watched until `untilMs` only. */
  windowFor(orderId: string, untilMs: number): void;
  size(): number;
}

export function watchedAddresses(reads: ChainReads, family: AddressFamily): WatchedAddresses {
  const watched = new Map<string, WatchedAddress>();
  let loadedSeq = 0;
  /**
   * Only the lease's holder sets a window (a payment completes in its tick), so the windows this
   * process holds in memory are stale only after another process held the network: read them
   * again when this one takes it (back), or renews a lease that had run out meanwhile (another
   * may have held it without this one noticing), before the addresses past theirs are let go.
   */
  let holding = false;
  let heldUntil = 0;

  async function refreshWindows(): Promise<void> {
    for (const row of await reads.windowed(family)) {
      const address = watched.get(row.account);
      if (address) address.until = Date.parse(row.watchUntil);
    }
  }

  async function loadAddresses(now: number): Promise<void> {
    for (;;) {
      const rows = await reads.addressesSince(family, loadedSeq, PAGE);
      for (const row of rows) {
        watched.set(
          row.account,
          row.watchUntil === null
            ? { orderId: row.orderId, assetId: row.assetId }
            : { orderId: row.orderId, assetId: row.assetId, until: Date.parse(row.watchUntil) },
        );
        loadedSeq = row.seq;
      }
      if (rows.length < PAGE) break;
    }
    for (const [account, address] of watched) if (address.until !== undefined && address.until < now) watched.delete(account);
  }

  return {
    async refresh(nowMs, leaseUntilMs) {
      if ((!holding || nowMs >= heldUntil) && watched.size > 0) await refreshWindows();
      holding = true;
      heldUntil = leaseUntilMs;
      await loadAddresses(nowMs);
    },
    released() {
      holding = false;
    },
    ownerOf(account) {
      const address = watched.get(account);
      return address ? { orderId: address.orderId, assetId: address.assetId } : undefined;
    },
    accounts: () => [...watched.keys()],
    wants: (assetId) => [...watched.values()].some((a) => a.assetId === assetId),
    windowFor(orderId, untilMs) {
      for (const address of watched.values()) if (address.orderId === orderId) address.until = untilMs;
    },
    size: () => watched.size,
  };
}
