import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { GuestRow, RsvpRow } from '../db/rows';

/** What the RSVP flow needs to know about a guest: never their email, notes or address. */
export type LookupGuest = Pick<GuestRow, 'id' | 'name' | 'plus_one_allowed' | 'plus_one_name'>;

const LOOKUP_COLUMNS = ['id', 'name', 'plus_one_allowed', 'plus_one_name'] as const;

/**
 * Guests stored under a normalised "given|family" key. `@>` on the array is what the GIN index on
 * lookup_keys serves, so this stays an index search however long the guest list gets. Two rows are
 * enough to tell "one guest" from "a shared name".
 */
export function guestsByLookupKeyQuery(db: DbOrTx, key: string) {
  return db
    .selectFrom('guests')
    .select(LOOKUP_COLUMNS)
    .where(sql<boolean>`lookup_keys @> ARRAY[${key}]::text[]`)
    .orderBy('id')
    .limit(2);
}

/** Guests found under a key; `lock` holds their rows until the transaction ends. */
export async function findGuestsByLookupKey(
  db: DbOrTx,
  key: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<LookupGuest[]> {
  const query = guestsByLookupKeyQuery(db, key);
  return (lock ? query.forUpdate() : query).execute();
}

/** The guest whose invitation carries this (normalised) code. */
export async function findGuestByCode(
  db: DbOrTx,
  code: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<LookupGuest | undefined> {
  const query = db.selectFrom('guests').select(LOOKUP_COLUMNS).where('invitation_code', '=', code);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The guest's current answer, if they have replied. */
export async function findCurrentRsvp(db: DbOrTx, guestId: string): Promise<RsvpRow | undefined> {
  return db.selectFrom('rsvps').selectAll().where('guest_id', '=', guestId).executeTakeFirst();
}

/** Whether the guest list has an email for the guest (the form offers a box when it has none). */
export async function guestHasEmail(db: DbOrTx, guestId: string): Promise<boolean> {
  const row = await db.selectFrom('guests').select('email').where('id', '=', guestId).executeTakeFirst();
  return Boolean(row?.email);
}
