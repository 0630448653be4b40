import type { DbOrTx } from '../db/database';
import type { RsvpRow } from '../db/rows';

/** A guest's current RSVP with the guest's name and email, and how many times they answered. */
export type RsvpReportRow = RsvpRow & { name: string; email: string | null; submissions: number };

/** Every current answer, newest first. */
export async function listCurrentRsvps(db: DbOrTx): Promise<RsvpReportRow[]> {
  const rows = await db
    .selectFrom('rsvps as r')
    .innerJoin('guests as g', 'g.id', 'r.guest_id')
    .selectAll('r')
    .select(['g.name', 'g.email'])
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
