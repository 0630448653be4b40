import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';
import type { GuestRow, RsvpRow } from '../../platform/db/rows';

/** What the RSVP flow needs to know about a guest: never their email, notes or address. */
export type LookupGuest = Pick<
  GuestRow,
  'id' | 'name' | 'plus_one_allowed' | 'plus_one_name' | 'party_id' | 'child'
>;

/** A submission's guests and their parties, to be locked (lockAnsweringGuests). */
function answeringGuestsQuery(db: DbOrTx) {
  return db
    .selectFrom('guests')
    .innerJoin('parties', 'parties.id', 'guests.party_id')
    .select(['guests.id as guestId', 'parties.id as partyId']);
}

/**
 * A submission's adult guests stored under a normalised "given|family" key, with their parties to
 * lock (children are found by their code only, ADR 040). `@>` on the array is what the GIN index on
 * lookup_keys serves, so this stays an index search however long the guest list gets. Two rows are
 * enough to tell "one guest" from "a shared name".
 */
export function guestsByLookupKeyQuery(db: DbOrTx, key: string) {
  return answeringGuestsQuery(db)
    .where(sql<boolean>`guests.lookup_keys @> ARRAY[${key}]::text[]`)
    .where('guests.child', '=', false)
    .orderBy('parties.id')
    .limit(2)
    .forUpdate('parties');
}

/** A guest a submission names, and the party of theirs it locked. */
export interface LockedGuest {
  guestId: string;
  partyId: string;
}

/**
 * A submission's guest found and their party locked, in one statement: by a name key (adults only,
 * at most two: one guest, or a shared name), by the (normalised) code on their invitation, or by
 * id. Parties are locked in id order, as every other caller locks them (party.repository.ts), so
 * two transactions never wait on each other in a circle. The guest is read in this statement's
 * snapshot: a host may move them to another party before the lock is granted, which the read after
 * it tells (findAnsweringParty), and the caller then locks again by id.
 */
export async function lockAnsweringGuests(
  trx: DbOrTx,
  by: { key: string } | { code: string } | { id: string },
): Promise<LockedGuest[]> {
  if ('key' in by) return guestsByLookupKeyQuery(trx, by.key).execute();
  const query = answeringGuestsQuery(trx);
  return (
    'code' in by ? query.where('guests.invitation_code', '=', by.code) : query.where('guests.id', '=', by.id)
  )
    .forUpdate('parties')
    .execute();
}

/** A guest as the lookup answers them: with their current answer, and whether the list has their email. */
export interface LookupMatch {
  guest: LookupGuest;
  current: RsvpRow | undefined;
  hasEmail: boolean;
  /** The guest's mobile number on file (E.164), told back only with the invitation code. */
  phone: string | null;
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
      'guests.phone',
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
  const {
    id,
    name,
    plus_one_allowed,
    plus_one_name,
    party_id,
    child,
    phone,
    has_email,
    answered_by,
    ...answer
  } = row;
  return {
    guest: { id, name, plus_one_allowed, plus_one_name, party_id, child },
    // Every column of rsvps is null when the guest has not answered; guest_id never is otherwise.
    current: answer.guest_id === null ? undefined : (answer as RsvpRow),
    hasEmail: has_email,
    phone,
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

/**
 * Whether a child of the list is stored under one of these name keys, in one index search (`&&` on
 * the GIN index): the lookup then says children answer with their family (ADR 072), and tells
 * nothing else of them.
 */
export async function childUnderLookupKeys(db: DbOrTx, keys: readonly string[]): Promise<boolean> {
  if (keys.length === 0) return false;
  const row = await db
    .selectFrom('guests')
    .select('guests.id')
    .where(sql<boolean>`guests.lookup_keys && ${sql.val([...keys])}::text[]`)
    .where('guests.child', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findMatchesByLookupKey(db: DbOrTx, key: string): Promise<LookupMatch[]> {
  return (await matchesByLookupKeyQuery(db, key).execute()).map(matchOf);
}

/** The guest whose invitation carries this (normalised) code, with their answer. */
export async function findMatchByCode(db: DbOrTx, code: string): Promise<LookupMatch | undefined> {
  const row = await matchesQuery(db).where('guests.invitation_code', '=', code).executeTakeFirst();
  return row ? matchOf(row) : undefined;
}

/** A member of a party being answered for: as the lookup tells them, and what their answer changes. */
export interface AnsweringMember extends LookupMatch {
  email: string | null;
  language: string;
  addressCollected: boolean;
  /** They have a submission in the history already: the hosts are told of a change. */
  answeredBefore: boolean;
}

/**
 * Everyone in a party a submission locked, in one round trip: each member as the lookup reads them
 * (adults first, then in the order they were added) with their current answer, and what the
 * answer's write and mail need (their address, language, earlier answers), and the `settings`
 * asked for. Read after the lock, so it sees every answer written before this one.
 */
export async function findAnsweringParty(
  trx: DbOrTx,
  partyId: string,
  settingKeys: readonly string[],
): Promise<{ members: AnsweringMember[]; settings: Map<string, unknown> }> {
  const rows = await matchesQuery(trx)
    .select((eb) => [
      'guests.email as member_email',
      'guests.language as member_language',
      'guests.address_collected as member_address_collected',
      eb
        .exists(
          eb
            .selectFrom('rsvp_submissions as earlier')
            .select('earlier.id')
            .whereRef('earlier.guest_id', '=', 'guests.id'),
        )
        .as('answered_before'),
      sql<Record<
        string,
        unknown
      > | null>`(SELECT json_object_agg(key, value) FROM app_settings WHERE key = ANY(${[...settingKeys]}::text[]))`.as(
        'settings',
      ),
    ])
    .where('guests.party_id', '=', partyId)
    .orderBy('guests.child')
    .orderBy('guests.created_at')
    .orderBy('guests.id')
    .execute();
  const members = rows.map(
    ({
      member_email,
      member_language,
      member_address_collected,
      answered_before,
      settings: _settings,
      ...row
    }) => ({
      ...matchOf(row),
      email: member_email,
      language: member_language,
      addressCollected: member_address_collected,
      answeredBefore: Boolean(answered_before),
    }),
  );
  return { members, settings: new Map(Object.entries(rows[0]?.settings ?? {})) };
}
