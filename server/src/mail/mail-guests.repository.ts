import type { Language } from '@riviera/contract';
import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

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

/** The language a guest answered in becomes theirs: their mail is written in it from now on. */
export async function setGuestLanguage(db: DbOrTx, guestId: string, language: Language): Promise<void> {
  await db
    .updateTable('guests')
    .set({ language, updated_at: sql`now()` })
    .where('id', '=', guestId)
    .where('language', '<>', language)
    .execute();
}

/** Keeps an email the guest gave with their RSVP, only when the list has none for them. */
export async function setEmailIfMissing(db: DbOrTx, guestId: string, email: string): Promise<void> {
  await db
    .updateTable('guests')
    .set({ email, updated_at: sql`now()` })
    .where('id', '=', guestId)
    .where('email', 'is', null)
    .execute();
}

/** How many answers the guest has given, this one included: more than one is a change. */
export async function countSubmissions(db: DbOrTx, guestId: string): Promise<number> {
  const row = await db
    .selectFrom('rsvp_submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('guest_id', '=', guestId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
