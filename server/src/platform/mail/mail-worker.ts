import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { MailTransport } from './mail-transport';
import { isPermanentFailure } from './mail-transport';
import {
  claimDueMessages,
  markFailed,
  markSent,
  OUTBOX_KINDS,
  readyMessage,
  releaseMessages,
  setGuestMailProblem,
  storeComposed,
  type NewMessage,
  type OutboxRow,
} from './outbox.repository';

export interface WorkerOptions {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** How often the outbox is looked at. */
  intervalMs?: number;
  /** When the first look is; tests that drive rounds themselves push it out of the way. */
  firstRoundMs?: number;
  batchSize?: number;
  /** How long a claimed message is ours; past it, another worker may take it up. */
  leaseSeconds?: number;
  /** Tries before a message is given up and its guest flagged (bounded: ADR 021). */
  maxAttempts?: number;
  /** Delay before try n + 1; tests shorten it. */
  backoff?: (attempts: number) => number;
  /** Periodic work beside delivery (the hosts' digest), at most once a minute. */
  periodic?: () => Promise<unknown>;
  /**
   * Writes the body of a message taken up without one (an answer's confirmation or notice, composed
   * now from the answer it tells of); undefined when there is nothing left to tell of.
   */
  compose: (message: OutboxRow) => Promise<NewMessage | undefined>;
}

/** Why a message whose answer is gone is given up. */
const ANSWER_GONE = 'The answer this message told of is gone: its guest was deleted before it was sent.';

/** 30 s, 1 min, 2 min, … doubling, at most an hour between tries: 14 tries span about 9 hours. */
export const defaultBackoff = (attempts: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/** The kinds sent to a guest (every kind but the hosts' notices and digest): a bounce flags that guest. */
const GUEST_KINDS: ReadonlySet<string> = new Set(OUTBOX_KINDS.filter((kind) => !kind.startsWith('host_')));

/** How long stopping waits for a send in progress before it lets the server exit. */
const STOP_WAIT_MS = 5_000;

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

  /** The message with its body: as stored, or composed now and kept for the hosts to read. */
  const prepare = async (row: OutboxRow) => {
    const stored = readyMessage(row);
    if (stored) return stored;
    const composed = await options.compose(row);
    if (!composed) return undefined;
    await storeComposed(db, row.id, composed);
    return readyMessage(row, composed);
  };

  const deliver = async (row: OutboxRow) => {
    // Only a guest's own mail flags them; a host's notice about a guest says nothing of the guest's address.
    const guestId = GUEST_KINDS.has(row.kind) ? row.guest_id : null;
    const message = await prepare(row);
    if (!message) {
      await markFailed(db, row.id, ANSWER_GONE, null);
      logger.warn({ outbox: row.id, kind: row.kind }, 'mail not sent: its answer is gone');
      return;
    }
    try {
      await transport.send(message);
    } catch (error) {
      const giveUp = isPermanentFailure(error) || message.attempts >= maxAttempts;
      const reason = describe(error);
      await markFailed(
        db,
        message.id,
        reason,
        giveUp ? null : new Date(Date.now() + backoff(message.attempts)),
      );
      if (giveUp && guestId) await setGuestMailProblem(db, guestId, reason);
      logger.warn(
        { outbox: message.id, kind: message.kind, attempts: message.attempts, giveUp, err: reason },
        'mail not sent',
      );
      return;
    }
    // Accepted by the mail server. Should the database fail right here, the lease runs out and the
    // message is sent again: the one duplicate this design allows (ADR 021).
    await markSent(db, message.id);
    if (guestId) await setGuestMailProblem(db, guestId, null);
    logger.info({ outbox: message.id, kind: message.kind }, 'mail sent');
  };

  let stopped = false;
  const runOnce = async () => {
    const claimed = await claimDueMessages(db, batchSize, leaseSeconds);
    // A stop waits for the message in hand only: the rest of the round goes back to the outbox,
    // due at once for the next worker (after a restart, or another server's).
    const left: string[] = [];
    for (const message of claimed) {
      if (stopped) left.push(message.id);
      else await deliver(message);
    }
    await releaseMessages(db, left);
    return claimed.length;
  };

  let round: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let periodicAt = 0;
  const periodic = async () => {
    if (!options.periodic || Date.now() - periodicAt < 60_000) return;
    periodicAt = Date.now();
    await options.periodic();
  };
  const tick = () => {
    round = periodic()
      .then(runOnce)
      .catch((error: unknown) =>
        logger.warn({ err: describe(error) }, 'the outbox could not be read; trying again'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, options.firstRoundMs ?? intervalMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A send stuck on a slow mail server must not hold the shutdown: its message stays leased
      // and is taken up again after the restart.
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([round, new Promise((resolve) => (wait = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(wait);
      transport.close();
    },
  };
}
