import type { Api } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import { listCurrentRsvps, type RsvpReportRow } from './rsvp-report.repository';
import { rsvpStats } from './rsvp-stats';

/** Every current answer, newest first, with the guest's name and how often they answered. */
export const currentAnswers = (db: DbOrTx): Promise<RsvpReportRow[]> => listCurrentRsvps(db);

/** The counts of the answers: responses, people per event, entrées. */
export async function answerStats(db: DbOrTx): Promise<Api.RSVPStats> {
  return rsvpStats(await listCurrentRsvps(db));
}
