// A watcher's running streak of failed ticks, kept in its network's /healthz and told in the log
// (failure-streak.ts decides the lines): a failed tick is recorded as the network's last error,
// and a success after a streak ends it with one line. A node serving another chain, or one that
// switched off a method the watcher needs, is not a streak: the loop stops and says so in its own words.
// A streak that lasts is told to the operator once (by mail, where set up), and its end once more.
import type { NetworkId } from "../../src/shared/index.ts";
import type { Clock } from "../domain/clock.ts";
import type { Logger } from "../http/logger.ts";
import { afterFailure, endedLine, type FailureStreak } from "./failure-streak.ts";
import type { NetworkHealth } from "./mode.ts";
import { NetworkStopped } from "./network-stopped.ts";

/** Who hears of a streak that lasted `afterMs` (once), and of its end (once, only if it was told). */
export interface StreakAlerts {
  afterMs: number;
  failing(network: NetworkId, streak: FailureStreak): void;
  back(network: NetworkId, streak: FailureStreak, at: string): void;
}

export interface StreakKeeper {
  succeeded(): void;
  failed(error: unknown): void;
}

export function streakKeeper(
  network: NetworkId,
  health: NetworkHealth,
  logger: Logger,
  clock: Clock,
  alerts: StreakAlerts | null = null,
): StreakKeeper {
  let streak: FailureStreak | null = null;
  // Whether this streak was told to the operator: a short blip is not, and its end is then not either.
  let told = false;
  return {
    succeeded() {
      if (!streak) return;
      logger.info(endedLine(streak, network));
      if (told) alerts?.back(network, streak, clock.now().toISOString());
      told = false;
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
      if (alerts && !told && clock.now().getTime() - Date.parse(streak.since) >= alerts.afterMs) {
        told = true;
        alerts.failing(network, streak);
      }
    },
  };
}
