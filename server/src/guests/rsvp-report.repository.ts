import type { DbOrTx } from '../db/database';

/** A guest's current RSVP with the guest's name and email, and how many times they answered. */
export interface CurrentRsvpRow {
  guest_id: string;
  name: string;
  email: string;
  attending: boolean;
  plus_one_attending: boolean;
  plus_one_first_name: string | null;
  plus_one_last_name: string | null;
  welcome_dinner: boolean;
  ceremony_and_lunch: boolean;
  cocktail_and_reception: boolean;
  farewell_brunch: boolean;
  plus_one_welcome_dinner: boolean;
  plus_one_ceremony_and_lunch: boolean;
  plus_one_cocktail_and_reception: boolean;
  plus_one_farewell_brunch: boolean;
  entree: string | null;
  plus_one_entree: string | null;
  dietary_notes: string | null;
  plus_one_dietary_notes: string | null;
  mailing_address: string | null;
  message: string | null;
  submitted_at: Date;
  submission_id: string;
  submissions: number;
}

/** Every current answer, newest first. */
export async function listCurrentRsvps(db: DbOrTx): Promise<CurrentRsvpRow[]> {
  const rows = await db
    .selectFrom('rsvps as r')
    .innerJoin('guests as g', 'g.id', 'r.guest_id')
    .select([
      'r.guest_id',
      'g.name',
      'g.email',
      'r.attending',
      'r.plus_one_attending',
      'r.plus_one_first_name',
      'r.plus_one_last_name',
      'r.welcome_dinner',
      'r.ceremony_and_lunch',
      'r.cocktail_and_reception',
      'r.farewell_brunch',
      'r.plus_one_welcome_dinner',
      'r.plus_one_ceremony_and_lunch',
      'r.plus_one_cocktail_and_reception',
      'r.plus_one_farewell_brunch',
      'r.entree',
      'r.plus_one_entree',
      'r.dietary_notes',
      'r.plus_one_dietary_notes',
      'r.mailing_address',
      'r.message',
      'r.submitted_at',
      'r.submission_id',
    ])
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
