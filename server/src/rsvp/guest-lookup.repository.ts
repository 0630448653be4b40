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

/** A submission's guests under a key, locked until its transaction ends. */
export async function lockGuestsByLookupKey(trx: DbOrTx, key: string): Promise<LookupGuest[]> {
  return guestsByLookupKeyQuery(trx, key).forUpdate().execute();
}

/** A submission's guest by the (normalised) code on their invitation, locked until its transaction ends. */
export async function lockGuestByCode(trx: DbOrTx, code: string): Promise<LookupGuest | undefined> {
  return trx
    .selectFrom('guests')
    .select(LOOKUP_COLUMNS)
    .where('invitation_code', '=', code)
    .forUpdate()
    .executeTakeFirst();
}

/** A guest as the lookup answers them: with their current answer, and whether the list has their email. */
export interface LookupMatch {
  guest: LookupGuest;
  current: RsvpRow | undefined;
  hasEmail: boolean;
}

/**
 * Guests with their current answer, in one round trip: the lookup is the API's busiest request. Not
 * for locking (FOR UPDATE cannot lock the missing side of an outer join): submissions lock the guest
 * with lockGuestsByLookupKey or lockGuestByCode and read the answer after.
 */
function matchesQuery(db: DbOrTx) {
  return db
    .selectFrom('guests')
    .leftJoin('rsvps', 'rsvps.guest_id', 'guests.id')
    .select(['guests.id', 'guests.name', 'guests.plus_one_allowed', 'guests.plus_one_name'])
    .select(sql<boolean>`coalesce(guests.email, '') <> ''`.as('has_email'))
    .selectAll('rsvps');
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchesQuery>['executeTakeFirstOrThrow']>>;

function matchOf(row: MatchRow): LookupMatch {
  const { id, name, plus_one_allowed, plus_one_name, has_email, ...answer } = row;
  return {
    guest: { id, name, plus_one_allowed, plus_one_name },
    // Every column of rsvps is null when the guest has not answered; guest_id never is otherwise.
    current: answer.guest_id === null ? undefined : (answer as RsvpRow),
    hasEmail: has_email,
  };
}

/** Guests under a name key with their answers (at most two: one guest, or a shared name). */
export function matchesByLookupKeyQuery(db: DbOrTx, key: string) {
  return matchesQuery(db)
    .where(sql<boolean>`guests.lookup_keys @> ARRAY[${key}]::text[]`)
    .orderBy('guests.id')
    .limit(2);
}

export async function findMatchesByLookupKey(db: DbOrTx, key: string): Promise<LookupMatch[]> {
  return (await matchesByLookupKeyQuery(db, key).execute()).map(matchOf);
}

/** The guest whose invitation carries this (normalised) code, with their answer. */
export async function findMatchByCode(db: DbOrTx, code: string): Promise<LookupMatch | undefined> {
  const row = await matchesQuery(db).where('guests.invitation_code', '=', code).executeTakeFirst();
  return row ? matchOf(row) : undefined;
}

/** The guest's current answer, if they have replied. */
export async function findCurrentRsvp(db: DbOrTx, guestId: string): Promise<RsvpRow | undefined> {
  return db.selectFrom('rsvps').selectAll().where('guest_id', '=', guestId).executeTakeFirst();
}
