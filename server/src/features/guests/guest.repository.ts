import { normalizeName, type Api } from '@riviera/contract';
import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';
import type { GuestRow, GuestRowUpdate, NewGuestRow } from '../../platform/db/rows';

/**
 * When a guest is added: the clock at this very statement, not the transaction's start, so the guests
 * of one import keep the file's order, and a party's first adult (its lead, ADR 040) is the first
 * one listed rather than whichever of them a tie leaves first.
 */
const addedNow = sql<Date>`clock_timestamp()`;

/** Adds a guest (its columns from guest-row.ts). */
export async function insertGuest(db: DbOrTx, row: NewGuestRow): Promise<GuestRow> {
  return db
    .insertInto('guests')
    .values({ created_at: addedNow, ...row })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Inserts unless the invitation code is taken (then undefined), without aborting a transaction. */
export async function insertGuestIfCodeFree(db: DbOrTx, row: NewGuestRow): Promise<GuestRow | undefined> {
  return db
    .insertInto('guests')
    .values({ created_at: addedNow, ...row })
    .onConflict((oc) => oc.column('invitation_code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function listGuests(db: DbOrTx): Promise<GuestRow[]> {
  return db.selectFrom('guests').selectAll().orderBy('name').orderBy('created_at').execute();
}

/** Guests who replied, and whether anyone of their party is coming. */
export async function replyStates(db: DbOrTx, ids: readonly string[]): Promise<Map<string, boolean>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('rsvps')
    .select(['guest_id', 'attending', 'plus_one_attending'])
    .where('guest_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.guest_id, row.attending || row.plus_one_attending]));
}

export async function findGuestById(
  db: DbOrTx,
  id: string,
  forUpdate = false,
): Promise<GuestRow | undefined> {
  const query = db.selectFrom('guests').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The guests of these ids that exist; `forUpdate` locks them until the transaction ends. */
export async function findGuestsByIds(
  db: DbOrTx,
  ids: readonly string[],
  forUpdate = false,
): Promise<GuestRow[]> {
  if (ids.length === 0) return [];
  const query = db.selectFrom('guests').selectAll().where('id', 'in', ids);
  return (forUpdate ? query.forUpdate() : query).execute();
}

export async function findGuestByCode(db: DbOrTx, code: string): Promise<GuestRow | undefined> {
  return db.selectFrom('guests').selectAll().where('invitation_code', '=', code).executeTakeFirst();
}

/** Updates the given columns (a new name comes with its lookup keys: guest-row.ts, guestColumns). */
export async function updateGuestRow(
  db: DbOrTx,
  id: string,
  changes: GuestRowUpdate,
): Promise<GuestRow | undefined> {
  return db
    .updateTable('guests')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteGuestRow(db: DbOrTx, id: string): Promise<GuestRow | undefined> {
  return db.deleteFrom('guests').where('id', '=', id).returningAll().executeTakeFirst();
}

export type SentColumn = 'save_the_date_sent_at' | 'formal_invite_sent_at';

/**
 * Marks guests as sent (keeping the first date for those already marked) or as pending again.
 * Returns the rows it found, so the caller can tell which ids were unknown.
 */
export async function setSent(
  db: DbOrTx,
  ids: readonly string[],
  column: SentColumn,
  sentAt: Date | null,
): Promise<GuestRow[]> {
  if (ids.length === 0) return [];
  return db
    .updateTable('guests')
    .set((eb) => ({
      [column]: sentAt ? eb.fn.coalesce(column, eb.val(sentAt)) : null,
      updated_at: new Date(),
    }))
    .where('id', 'in', ids)
    .returningAll()
    .execute();
}

export async function guestStats(db: DbOrTx): Promise<Api.GuestStats> {
  const row = await db
    .selectFrom('guests')
    .select((eb) => [
      eb.fn.countAll<number>().as('totalGuests'),
      eb.fn.countAll<number>().filterWhere('plus_one_allowed', '=', true).as('plusOnesAllowed'),
      eb.fn.countAll<number>().filterWhere('save_the_date_sent_at', 'is not', null).as('saveTheDatesSent'),
      eb.fn.countAll<number>().filterWhere('formal_invite_sent_at', 'is not', null).as('formalInvitesSent'),
      eb.fn.countAll<number>().filterWhere('address_collected', '=', true).as('addressesCollected'),
      eb.fn
        .countAll<number>()
        .filterWhere((where) =>
          where.not(
            where.exists(
              where.selectFrom('rsvps').select('guest_id').whereRef('rsvps.guest_id', '=', 'guests.id'),
            ),
          ),
        )
        .as('awaitingReply'),
      eb.fn.count<number>('party_id').distinct().as('parties'),
      eb.fn.countAll<number>().filterWhere('child', '=', true).as('children'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalGuests: Number(row.totalGuests),
    plusOnesAllowed: Number(row.plusOnesAllowed),
    saveTheDatesSent: Number(row.saveTheDatesSent),
    formalInvitesSent: Number(row.formalInvitesSent),
    addressesCollected: Number(row.addressesCollected),
    awaitingReply: Number(row.awaitingReply),
    parties: Number(row.parties),
    children: Number(row.children),
  };
}

/** Every guest's id and name, to compute their name keys again. */
export async function listGuestNames(db: DbOrTx): Promise<Array<Pick<GuestRow, 'id' | 'name'>>> {
  return db.selectFrom('guests').select(['id', 'name']).execute();
}

export async function setLookupKeys(db: DbOrTx, id: string, keys: string[]): Promise<void> {
  await db.updateTable('guests').set({ lookup_keys: keys }).where('id', '=', id).execute();
}

/** A guest on the list with this name (case, accents and spaces aside) and email (any case). */
export async function findGuestNamedWithEmail(db: DbOrTx, name: string, email: string) {
  const sameEmail = await db
    .selectFrom('guests')
    .select('name')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .execute();
  return sameEmail.find((guest) => normalizeName(guest.name) === normalizeName(name));
}
