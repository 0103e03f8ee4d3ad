// Why a network's watcher stops for good: what only the operator can fix, said in one line.
/**
 * What only the operator can fix (a node serving another network, a method the watcher needs
 * switched off): the loop stops with one line saying what to fix, rather than retry for ever.
 */
export class NetworkStopped extends Error {
  constructor(
    message: string,
    /** What the operator should do, for the log line. */
    readonly fix: string,
    /** The method the node refused, and its answer as it gave it, where one is to blame. */
    readonly refused: { method: string; answer: string } | null = null,
  ) {
    super(message);
  }
}

/** The node serves another network than the settings name: the watcher stops rather than scan it. */
export class WrongChain extends NetworkStopped {
  constructor(message: string) {
    super(message, "fix CHAIN_RPC_URL or CHAIN_ID and restart");
  }
}
