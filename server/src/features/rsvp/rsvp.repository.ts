import { sql } from 'kysely';
import type { RsvpPayload, WithheldField } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import type { NewRsvpRow, RsvpRow } from '../../platform/db/rows';

/** A submission as the history keeps it: what counted, and which details were kept from before. */
export type StoredSubmission = RsvpPayload & { keptFromEarlier?: readonly WithheldField[] };

/** Appends a submission to the history; the database stamps it with the time of the insert. */
export async function insertSubmission(
  db: DbOrTx,
  guestId: string,
  payload: StoredSubmission,
  /** Who sent it: the guest, or another member of their party answering for them. */
  submitter: { id: string; name: string },
): Promise<{ id: string; submitted_at: Date }> {
  return db
    .insertInto('rsvp_submissions')
    .values({
      guest_id: guestId,
      payload: JSON.stringify(payload),
      submitted_by: submitter.id,
      submitted_by_name: submitter.name,
    })
    .returning(['id', 'submitted_at'])
    .executeTakeFirstOrThrow();
}

/**
 * Makes `row` the guest's current answer, and returns it as stored. The guard keeps the newest
 * submission current even if an older one reaches this statement later (then nothing is returned):
 * callers also hold the guest's row lock, which already orders submissions, but the table should
 * not depend on every caller remembering that.
 */
export async function upsertCurrentRsvp(db: DbOrTx, row: NewRsvpRow): Promise<RsvpRow | undefined> {
  const { guest_id: _guestId, ...changes } = row;
  return db
    .insertInto('rsvps')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('guest_id')
        .doUpdateSet(changes)
        .where('rsvps.submitted_at', '<=', (eb) => eb.ref('excluded.submitted_at')),
    )
    .returningAll()
    .executeTakeFirst();
}

export async function markAddressCollected(db: DbOrTx, guestId: string): Promise<void> {
  await db
    .updateTable('guests')
    .set({ address_collected: true, updated_at: sql`now()` })
    .where('id', '=', guestId)
    .execute();
}

/** Current answers saved after `since`, for the hosts' digest. */
export async function answersSince(db: DbOrTx, since: Date) {
  return db
    .selectFrom('rsvps')
    .innerJoin('guests', 'guests.id', 'rsvps.guest_id')
    .select(['guests.name', 'rsvps.attending', 'rsvps.plus_one_attending', 'rsvps.submitted_at'])
    .where('rsvps.submitted_at', '>', since)
    .orderBy('rsvps.submitted_at')
    .execute();
}
