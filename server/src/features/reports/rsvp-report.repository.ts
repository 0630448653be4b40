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

/** Every current answer, newest first. */
export async function listCurrentRsvps(db: DbOrTx): Promise<RsvpReportRow[]> {
  const rows = await db
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
    .orderBy('r.submitted_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, submissions: Number(row.submissions ?? 1) }));
}
