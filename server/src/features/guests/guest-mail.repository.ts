import type { DbOrTx } from '../../platform/db/database';

/** What mail needs of a guest: who they are, where to write, and whether they have replied. */
export async function findMailGuests(db: DbOrTx, ids: readonly string[], { lock = false } = {}) {
  if (ids.length === 0) return [];
  const query = db
    .selectFrom('guests')
    .select((eb) => [
      'guests.id',
      'guests.name',
      'guests.email',
      'guests.invitation_code',
      'guests.plus_one_name',
      'guests.language',
      'guests.save_the_date_sent_at',
      'guests.formal_invite_sent_at',
      'guests.child',
      eb
        .exists(eb.selectFrom('rsvps').select('rsvps.guest_id').whereRef('rsvps.guest_id', '=', 'guests.id'))
        .as('replied'),
    ])
    .where('guests.id', 'in', ids)
    .orderBy('guests.name');
  return (lock ? query.forUpdate() : query).execute();
}

export type MailGuestRow = Awaited<ReturnType<typeof findMailGuests>>[number];
