import { isLanguage, parseOffsetIso, validateShuttleRun, type Api } from '@riviera/contract';
import type { ShuttleRunPayload } from '@riviera/contract/wire';
import type { Db, DbOrTx } from '../../platform/db/database';
import { inResultTransaction } from '../../platform/db/result-transaction';
import { isGuestId } from '../guests';
import type { MailConfig } from '../../platform/mail/mail-config';
import { queueShuttleCancelled } from './mail/shuttle-cancelled.service';
import { ok, refuse, type Result } from '../../platform/result';
import {
  findRun,
  insertRun,
  listRuns,
  lockRuns,
  markRunCancelled,
  runPassengers,
  updateRun,
  type RunFields,
} from './shuttle.repository';
import { TRAVEL_RULES, TRAVEL_WEEKEND } from './travel-deadline';
import { runOf } from './travel-row';

/**
 * The hosts' shuttle runs (ADR 046): put on, changed, cancelled (never deleted: a run's
 * passengers are told, and its seats stay on record), and each run's manifest for the coach company.
 */

/** The hosts' sentences about runs (the hosts' area is in English). */
export const SHUTTLE_MESSAGES = {
  notFound: 'That shuttle run is no longer on the list. Reload the page to see the current runs.',
  created: 'The shuttle run was added.',
  updated: 'The shuttle run was changed.',
  cancelled: 'The shuttle run was cancelled: guests no longer see it on offer.',
  alreadyCancelled: 'That shuttle run is already cancelled. Add a new run if it runs after all.',
  cancelledNoChange: 'That shuttle run is cancelled and cannot be changed. Add a new run instead.',
  belowTaken: (taken: number) =>
    `${taken} seats are already taken on this run: give a capacity of at least ${taken}, or add another run.`,
} as const;

export interface RunChange {
  message: string;
  run: Api.ShuttleRun;
}

/** The checked fields of a run, or the refusal that lists what to fix. */
function runFields(input: ShuttleRunPayload): Result<RunFields> {
  const errors = validateShuttleRun(input, TRAVEL_RULES, TRAVEL_WEEKEND);
  const departsAt = parseOffsetIso(input.departsAt);
  if (errors.length > 0 || !departsAt) return refuse('validation', errors.join(' '), { errors });
  return ok({ from_place: input.from, to_place: input.to, departs_at: departsAt, capacity: input.capacity });
}

async function changed(db: DbOrTx, id: string, message: string): Promise<Result<RunChange>> {
  const run = await findRun(db, id);
  return run ? ok({ message, run: runOf(run) }) : refuse('not_found', SHUTTLE_MESSAGES.notFound);
}

/** `shuttleRuns`: every run, cancelled ones included, in order of departure. */
export async function shuttleRuns(db: DbOrTx): Promise<Api.ShuttleRun[]> {
  return (await listRuns(db, { cancelled: true })).map(runOf);
}

export async function createShuttleRun(db: Db, input: ShuttleRunPayload): Promise<Result<RunChange>> {
  const fields = runFields(input);
  if (!fields.ok) return fields;
  const row = await insertRun(db, fields.value);
  return changed(db, row.id, SHUTTLE_MESSAGES.created);
}

/** `updateShuttleRun`: under the run's lock, so no submission takes seats while the capacity shrinks. */
export async function updateShuttleRun(
  db: Db,
  id: string,
  input: ShuttleRunPayload,
): Promise<Result<RunChange>> {
  if (!isGuestId(id)) return refuse('not_found', SHUTTLE_MESSAGES.notFound);
  const fields = runFields(input);
  if (!fields.ok) return fields;
  return inResultTransaction(db, async (trx) => {
    const [locked] = await lockRuns(trx, [id]);
    const run = locked && (await findRun(trx, id));
    if (!run) return refuse('not_found', SHUTTLE_MESSAGES.notFound);
    if (run.cancelled_at) return refuse('conflict', SHUTTLE_MESSAGES.cancelledNoChange);
    if (fields.value.capacity < run.seats_taken) {
      const message = SHUTTLE_MESSAGES.belowTaken(run.seats_taken);
      return refuse('conflict', message, { errors: [message] });
    }
    await updateRun(trx, id, fields.value);
    return changed(trx, id, SHUTTLE_MESSAGES.updated);
  });
}

/** `cancelShuttleRun`: the run takes no more seats; the seats already taken stay on record. */
/**
 * `cancelShuttleRun`: the run takes no more seats, and each of its passengers with an email is told
 * through the outbox in their language, in the same transaction (a cancel never half-told).
 */
export async function cancelShuttleRun(
  db: Db,
  id: string,
  mail: MailConfig,
  now = new Date(),
): Promise<Result<RunChange>> {
  if (!isGuestId(id)) return refuse('not_found', SHUTTLE_MESSAGES.notFound);
  return inResultTransaction(db, async (trx) => {
    const [run] = await lockRuns(trx, [id]);
    if (!run) return refuse('not_found', SHUTTLE_MESSAGES.notFound);
    if (run.cancelled_at) return refuse('conflict', SHUTTLE_MESSAGES.alreadyCancelled);
    await markRunCancelled(trx, id, now);
    const passengers = (await runPassengers(trx, id)).map((guest) => ({
      ...guest,
      language: isLanguage(guest.language) ? guest.language : 'en',
      invitationCode: guest.invitation_code,
    }));
    await queueShuttleCancelled(
      trx,
      mail,
      { from: run.from_place, to: run.to_place, departsAt: run.departs_at },
      passengers,
    );
    return changed(trx, id, SHUTTLE_MESSAGES.cancelled);
  });
}
