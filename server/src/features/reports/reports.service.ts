import type { Api } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import { answerChanges, changeLines, type StoredAnswer } from '../rsvp';
import { listCurrentRsvps, listCurrentRsvpsWithHistory, type RsvpReportRow } from './rsvp-report.repository';
import { rsvpStats } from './rsvp-stats';

/** A current answer, and what changed from the guest's answer before it (none for a first one). */
export type AnswerWithChanges = RsvpReportRow & { changes: string[] };

/**
 * Every current answer, newest first, with the guest's name, how often they answered and what
 * changed the last time (ADR 073): a member the answer before spoke for is named from the list.
 */
export async function currentAnswers(db: DbOrTx): Promise<AnswerWithChanges[]> {
  const rows = await listCurrentRsvpsWithHistory(db);
  const names = new Map(rows.map((row) => [row.guest_id, row.name]));
  return rows.map(({ current_payload: current, previous_payload: previous, ...row }) => ({
    ...row,
    changes:
      previous && current
        ? changeLines(answerChanges(previous as StoredAnswer, current as StoredAnswer, (id) => names.get(id)))
        : [],
  }));
}

/** The counts of the answers: responses, people per event, entrées. */
export async function answerStats(db: DbOrTx): Promise<Api.RSVPStats> {
  return rsvpStats(await listCurrentRsvps(db));
}
