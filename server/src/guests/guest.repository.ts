import { lookupKeys } from '@riviera/contract';
import type { DbOrTx } from '../db/database';
import type { GuestRow } from '../db/schema';

export interface NewGuest {
  name: string;
  email: string;
  invitationCode: string;
  plusOneAllowed: boolean;
  plusOneName: string | null;
  notes: string | null;
}

export async function insertGuest(db: DbOrTx, guest: NewGuest): Promise<GuestRow> {
  return db
    .insertInto('guests')
    .values({
      name: guest.name.trim(),
      email: guest.email.trim(),
      invitation_code: guest.invitationCode,
      plus_one_allowed: guest.plusOneAllowed,
      plus_one_name: guest.plusOneAllowed ? (guest.plusOneName?.trim() ?? null) : null,
      notes: guest.notes?.trim() || null,
      lookup_keys: lookupKeys(guest.name),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countGuests(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('guests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
