import type { DbOrTx } from '../../platform/db/database';
import type { GuestRow, PartyRow } from '../../platform/db/rows';

/**
 * Locks parties until the transaction ends, in id order so two transactions locking the same two
 * parties cannot wait on each other. Every write to a party's members (a submission answering for
 * them, a host moving one) locks the party first: they are written one after the other.
 */
export async function lockParties(db: DbOrTx, ids: readonly string[]): Promise<PartyRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('parties')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** A new, empty party; the caller moves or adds its first member in the same transaction. */
export async function insertParty(db: DbOrTx, name: string): Promise<PartyRow> {
  return db.insertInto('parties').values({ name }).returningAll().executeTakeFirstOrThrow();
}

export async function renamePartyRow(db: DbOrTx, id: string, name: string): Promise<PartyRow | undefined> {
  return db
    .updateTable('parties')
    .set({ name, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The members of a party, adults first, then in the order they were added. */
export async function partyMembers(db: DbOrTx, partyId: string): Promise<GuestRow[]> {
  return db
    .selectFrom('guests')
    .selectAll()
    .where('party_id', '=', partyId)
    .orderBy('child')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The names of these parties, by id: one query however many guests are shown. */
export async function partyNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('parties')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Moves a guest into a party (the database removes the party they leave once it is empty). */
export async function setParty(db: DbOrTx, guestId: string, partyId: string): Promise<GuestRow | undefined> {
  return db
    .updateTable('guests')
    .set({ party_id: partyId, updated_at: new Date() })
    .where('id', '=', guestId)
    .returningAll()
    .executeTakeFirst();
}
