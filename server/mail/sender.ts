// Sends the mail outbox's messages, after the commits that queued them. A message is sent only
// by the process that claimed its row (a lease, so two processes never send one message at
// once, and a crashed sender's claim runs out for another to take); each attempt's outcome is
// written back: sent, or due again after a backoff. An SMTP server that is down costs retries,
// never a message: the rows wait in the database, across restarts, until it takes them. No
// request ever waits for any of this: the after-commit path only wakes the sender.
import { clearTimeout, setTimeout } from "node:timers";
import { fullJitterDelay } from "../../src/shared/index.ts";
import type { Logger } from "../http/logger.ts";
import type { MailOutbox, QueuedMail } from "../store/index.ts";
import type { MailTransport } from "./transport.ts";

export const MAIL_DEFAULTS = {
  /** How often to look for messages another process queued, or whose sender's lease ran out. */
  pollMs: 5_000,
  /** A claim's lease: longer than one SMTP exchange may take (transport.ts bounds it). */
  leaseMs: 120_000,
  baseDelayMs: 5_000,
  maxDelayMs: 10 * 60_000,
  /** A message still unsent this long after it was queued is given up (and logged). */
  giveUpAfterMs: 24 * 60 * 60_000,
  /** Messages claimed at once. */
  batch: 10,
} as const;

/**
 * How long to sleep after a round: until the next message is due, at most `pollMs`. A due time
 * already past, just after a round claimed everything it could, belongs to a message another
 * process holds (its lease): looking again at once would spin against that lease, so the next
 * look is the poll's.
 */
export function nextWait(due: string | null, now: Date, pollMs: number): number {
  if (due === null) return pollMs;
  const until = Date.parse(due) - now.getTime();
  return until <= 0 ? pollMs : Math.min(pollMs, until);
}

export interface MailSender {
  /** Mail was queued by a commit: look now rather than at the next poll. */
  queued(): void;
  /** Resolves when no message is pending in the database, or once closed. */
  idle(): Promise<void>;
  /** Stops claiming; an attempt in flight finishes (or its row goes back to the queue when its lease ends). */
  close(): Promise<void>;
}

export interface MailSenderOptions {
  outbox: MailOutbox;
  transport: MailTransport;
  logger: Pick<Logger, "error">;
  now?: () => Date;
  random?: () => number;
  pollMs?: number;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  giveUpAfterMs?: number;
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const o = { ...MAIL_DEFAULTS, ...options };
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  let closed = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  const idlers: (() => void)[] = [];

  async function attempt(mail: QueuedMail): Promise<void> {
    const attempts = mail.attempts + 1;
    try {
      await o.transport.send(mail);
      await o.outbox.sent(mail.id, now().toISOString(), attempts);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const at = now();
      const tooOld = at.getTime() - Date.parse(mail.createdAt) > o.giveUpAfterMs;
      const next = tooOld
        ? null
        : new Date(at.getTime() + fullJitterDelay(attempts, { baseMs: o.baseDelayMs, capMs: o.maxDelayMs, floorMs: 1_000 }, random()));
      await o.outbox.retry(mail.id, attempts, next?.toISOString() ?? null, reason);
      // The message's id, never its address or content: a reset link is a secret.
      o.logger.error(
        next
          ? `mail ${mail.id} was not sent (attempt ${attempts}): ${reason}; trying again at ${next.toISOString()}`
          : `mail ${mail.id} was not sent in ${Math.round(o.giveUpAfterMs / 3_600_000)} h of attempts: given up (${reason})`,
      );
    }
  }

  async function round(): Promise<void> {
    for (;;) {
      const at = now();
      const claimed = await o.outbox.claimDue(at.toISOString(), new Date(at.getTime() + o.leaseMs).toISOString(), o.batch);
      if (claimed.length === 0) return;
      // One at a time: a mail server takes a service's few messages quickly, and a slow one
      // should not be met with a crowd of connections.
      for (const mail of claimed) {
        if (closed) return;
        await attempt(mail);
      }
    }
  }

  async function settleIdlers(): Promise<void> {
    if (idlers.length === 0) return;
    if (closed || (await o.outbox.pendingCount()) === 0) for (const done of idlers.splice(0)) done();
  }

  async function schedule(): Promise<void> {
    if (closed) return;
    const wait = nextWait(await o.outbox.nextDue(), now(), o.pollMs);
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  function wake(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await round();
          await settleIdlers();
          await schedule();
        } catch (error) {
          o.logger.error("the mail outbox could not be read; trying again shortly", error);
          if (timer) clearTimeout(timer);
          timer = setTimeout(wake, o.pollMs);
          timer.unref();
        }
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
  }

  wake();
  return {
    queued: wake,
    idle() {
      return new Promise<void>((done) => {
        idlers.push(done);
        wake();
      });
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
      for (const done of idlers.splice(0)) done();
      o.transport.close();
    },
  };
}
