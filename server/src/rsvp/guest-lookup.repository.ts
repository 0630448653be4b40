import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';
import type { GuestRow, RsvpRow } from '../db/rows';

/** What the RSVP flow needs to know about a guest: never their email, notes or address. */
export type LookupGuest = Pick<
  GuestRow,
  'id' | 'name' | 'plus_one_allowed' | 'plus_one_name' | 'party_id' | 'child'
>;

const LOOKUP_COLUMNS = ['id', 'name', 'plus_one_allowed', 'plus_one_name', 'party_id', 'child'] as const;

/**
 * Adult guests stored under a normalised "given|family" key (children are found by their code only,
 * ADR 040). `@>` on the array is what the GIN index on lookup_keys serves, so this stays an index
 * search however long the guest list gets. Two rows are enough to tell "one guest" from "a shared
 * name".
 */
export function guestsByLookupKeyQuery(db: DbOrTx, key: string) {
  return db
    .selectFrom('guests')
    .select(LOOKUP_COLUMNS)
    .where(sql<boolean>`lookup_keys @> ARRAY[${key}]::text[]`)
    .where('child', '=', false)
    .orderBy('id')
    .limit(2);
}

/** A submission's guests under a key (the submission then locks their party: party-lock.ts). */
export async function findGuestsByLookupKey(trx: DbOrTx, key: string): Promise<LookupGuest[]> {
  return guestsByLookupKeyQuery(trx, key).execute();
}

/** A submission's guest by the (normalised) code on their invitation. */
export async function findGuestByInvitationCode(trx: DbOrTx, code: string): Promise<LookupGuest | undefined> {
  return trx
    .selectFrom('guests')
    .select(LOOKUP_COLUMNS)
    .where('invitation_code', '=', code)
    .executeTakeFirst();
}

/** A guest as the lookup answers them: with their current answer, and whether the list has their email. */
export interface LookupMatch {
  guest: LookupGuest;
  current: RsvpRow | undefined;
  hasEmail: boolean;
  /** Who sent the current answer, when another member of the party answered for the guest. */
  answeredBy: string | undefined;
}

/**
 * Guests with their current answer, in one round trip: the lookup is the API's busiest request. Not
 * for locking: submissions lock the guest's party (party-lock.ts) and read the answer after.
 */
function matchesQuery(db: DbOrTx) {
  return db
    .selectFrom('guests')
    .leftJoin('rsvps', 'rsvps.guest_id', 'guests.id')
    .leftJoin('rsvp_submissions as cur', 'cur.id', 'rsvps.submission_id')
    .select([
      'guests.id',
      'guests.name',
      'guests.plus_one_allowed',
      'guests.plus_one_name',
      'guests.party_id',
      'guests.child',
    ])
    .select(sql<boolean>`coalesce(guests.email, '') <> ''`.as('has_email'))
    .select(
      sql<string | null>`CASE WHEN cur.submitted_by <> guests.id THEN cur.submitted_by_name END`.as(
        'answered_by',
      ),
    )
    .selectAll('rsvps');
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof matchesQuery>['executeTakeFirstOrThrow']>>;

function matchOf(row: MatchRow): LookupMatch {
  const { id, name, plus_one_allowed, plus_one_name, party_id, child, has_email, answered_by, ...answer } =
    row;
  return {
    guest: { id, name, plus_one_allowed, plus_one_name, party_id, child },
    // Every column of rsvps is null when the guest has not answered; guest_id never is otherwise.
    current: answer.guest_id === null ? undefined : (answer as RsvpRow),
    hasEmail: has_email,
    answeredBy: answered_by ?? undefined,
  };
}

/** Adult guests under a name key with their answers (at most two: one guest, or a shared name). */
export function matchesByLookupKeyQuery(db: DbOrTx, key: string) {
  return matchesQuery(db)
    .where(sql<boolean>`guests.lookup_keys @> ARRAY[${key}]::text[]`)
    .where('guests.child', '=', false)
    .orderBy('guests.id')
    .limit(2);
}

/** Everyone in a party with their answers, adults first, then in the order they were added. */
export async function findPartyMatches(db: DbOrTx, partyId: string): Promise<LookupMatch[]> {
  const rows = await matchesQuery(db)
    .where('guests.party_id', '=', partyId)
    .orderBy('guests.child')
    .orderBy('guests.created_at')
    .orderBy('guests.id')
    .execute();
  return rows.map(matchOf);
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

/** The current answers of these guests, by guest id (those who have not answered are left out). */
export async function findCurrentRsvps(
  db: DbOrTx,
  guestIds: readonly string[],
): Promise<Map<string, RsvpRow>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db.selectFrom('rsvps').selectAll().where('guest_id', 'in', guestIds).execute();
  return new Map(rows.map((row) => [row.guest_id, row]));
}
