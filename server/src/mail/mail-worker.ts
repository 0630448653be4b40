import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { MailTransport } from './mail-transport';
import { isPermanentFailure } from './mail-transport';
import { claimDueMessages, markFailed, markSent, setGuestMailProblem, type OutboxRow } from './outbox.repository';

export interface WorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** How often the outbox is looked at. */
  intervalMs?: number;
  batchSize?: number;
  /** How long a claimed message is ours; past it, another worker may take it up. */
  leaseSeconds?: number;
  /** Tries before a message is given up: with the backoff below, about a day. */
  maxAttempts?: number;
  /** Delay before try n + 1; tests shorten it. */
  backoff?: (attempts: number) => number;
}

/** 30 s, 1 min, 2 min, … doubling, at most an hour between tries. */
export const defaultBackoff = (attempts: number) => Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface MailWorker {
  /** Sends what is due now; resolves with how many messages it tried. */
  runOnce(): Promise<number>;
  /** Stops after the round in progress. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox: claims due messages, hands each to the mail server, and records the outcome.
 * A refused connection or a temporary refusal is tried again later with backoff; a permanent
 * refusal (5xx) or too many tries fails the message and flags its guest for the hosts.
 */
export function startMailWorker(options: WorkerOptions): MailWorker {
  const { db, transport, logger } = options;
  const batchSize = options.batchSize ?? 10;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const maxAttempts = options.maxAttempts ?? 14;
  const backoff = options.backoff ?? defaultBackoff;
  const intervalMs = options.intervalMs ?? 2_000;

  const deliver = async (message: OutboxRow) => {
    try {
      await transport.send(message);
      await markSent(db, message.id);
      if (message.guest_id) await setGuestMailProblem(db, message.guest_id, null);
      logger.info({ outbox: message.id, kind: message.kind }, 'mail sent');
    } catch (error) {
      const giveUp = isPermanentFailure(error) || message.attempts >= maxAttempts;
      const reason = describe(error);
      await markFailed(db, message.id, reason, giveUp ? null : new Date(Date.now() + backoff(message.attempts)));
      if (giveUp && message.guest_id) await setGuestMailProblem(db, message.guest_id, reason);
      logger.warn({ outbox: message.id, kind: message.kind, attempts: message.attempts, giveUp, err: reason }, 'mail not sent');
    }
  };

  const runOnce = async () => {
    const claimed = await claimDueMessages(db, batchSize, leaseSeconds);
    for (const message of claimed) await deliver(message);
    return claimed.length;
  };

  let stopped = false;
  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    round = runOnce()
      .catch((error: unknown) => logger.warn({ err: describe(error) }, 'the outbox could not be read; trying again'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      transport.close();
    },
  };
}
