// A watcher's running streak of failed ticks, kept in its network's /healthz and told in the log
// (failure-streak.ts decides the lines): a failed tick is recorded as the network's last error,
// and a success after a streak ends it with one line. A node serving another chain, or one that
// switched off a method the watcher needs, is not a streak: the loop stops and says so in its own words.
import type { NetworkId } from "../../src/shared/index.ts";
import type { Clock } from "../domain/clock.ts";
import type { Logger } from "../http/logger.ts";
import { afterFailure, endedLine, type FailureStreak } from "./failure-streak.ts";
import type { NetworkHealth } from "./mode.ts";
import { NetworkStopped } from "./network-stopped.ts";

export interface StreakKeeper {
  succeeded(): void;
  failed(error: unknown): void;
}

export function streakKeeper(network: NetworkId, health: NetworkHealth, logger: Logger, clock: Clock): StreakKeeper {
  let streak: FailureStreak | null = null;
  return {
    succeeded() {
      if (!streak) return;
      logger.info(endedLine(streak, network));
      streak = null;
      health.failingSince = null;
      health.errors = [];
    },
    failed(error) {
      const at = clock.now().toISOString();
      const message = error instanceof Error ? error.message : String(error);
      health.lastError = { at, message };
      if (error instanceof NetworkStopped) return;
      const next = afterFailure(streak, message, at, network);
      streak = next.streak;
      health.failingSince = streak.since;
      health.errors = streak.errors;
      if (next.line) logger.error(next.line);
    },
  };
}
