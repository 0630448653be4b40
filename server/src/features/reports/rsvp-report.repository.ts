import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';
import type { RsvpRow } from '../../platform/db/rows';

/**
 * A guest's current RSVP with the guest's name, email, phone and party, how many times they answered, and
 * who sent the current answer when another member of the party answered for them.
 */
export type RsvpReportRow = RsvpRow & {
  name: string;
  email: string | null;
  /** The mobile number the guest gave with an answer, in E.164 (ADR 052). */
  phone: string | null;
  child: boolean;
  party_id: string;
  party_name: string;
  answered_by: string | null;
  submissions: number;
};

/** The current answers with their guest, party, sender and count of answers: both lists below. */
function currentRsvps(db: DbOrTx) {
  return db
    .selectFrom('rsvps as r')
    .innerJoin('guests as g', 'g.id', 'r.guest_id')
    .innerJoin('parties as p', 'p.id', 'g.party_id')
    .innerJoin('rsvp_submissions as cur', 'cur.id', 'r.submission_id')
    .selectAll('r')
    .select(['g.name', 'g.email', 'g.phone', 'g.child', 'g.party_id', 'p.name as party_name'])
    .select(
      sql<string | null>`CASE WHEN cur.submitted_by <> r.guest_id THEN cur.submitted_by_name END`.as(
        'answered_by',
      ),
    )
    .select((eb) =>
      eb
        .selectFrom('rsvp_submissions as s')
        .whereRef('s.guest_id', '=', 'r.guest_id')
        .select(eb.fn.countAll<number>().as('count'))
        .as('submissions'),
    )
    .orderBy('r.submitted_at', 'desc');
}

/** Every current answer, newest first. */
export async function listCurrentRsvps(db: DbOrTx): Promise<RsvpReportRow[]> {
  const rows = await currentRsvps(db).execute();
  return rows.map((row) => ({ ...row, submissions: Number(row.submissions ?? 1) }));
}

/** A current answer with its history row's payload and the one before it (ADR 073). */
export type RsvpHistoryRow = RsvpReportRow & { current_payload: unknown; previous_payload: unknown };

/**
 * Every current answer, newest first, as listCurrentRsvps, with what the RSVPs tab tells changed:
 * the current answer's payload and the guest's answer before it, in the same one statement.
 */
export async function listCurrentRsvpsWithHistory(db: DbOrTx): Promise<RsvpHistoryRow[]> {
  const rows = await currentRsvps(db)
    .select('cur.payload as current_payload')
    .select((eb) =>
      eb
        .selectFrom('rsvp_submissions as prev')
        .whereRef('prev.guest_id', '=', 'r.guest_id')
        .whereRef('prev.submitted_at', '<', 'cur.submitted_at')
        .orderBy('prev.submitted_at', 'desc')
        .limit(1)
        .select('prev.payload')
        .as('previous_payload'),
    )
    .execute();
  return rows.map((row) => ({ ...row, submissions: Number(row.submissions ?? 1) }));
}
