import type { DbOrTx } from '../../platform/db/database';

/** A guest with a mobile number, as the send queue reads them. */
export interface PhoneGuestRow {
  id: string;
  name: string;
  phone: string;
  language: string;
  invitation_code: string;
  phone_message_sent_at: Date | null;
  /** The guest's own current answer: null before they answer (ADR 074). */
  attending: boolean | null;
}

const COLUMNS = [
  'guests.id',
  'guests.name',
  'guests.phone',
  'guests.language',
  'guests.invitation_code',
  'guests.phone_message_sent_at',
] as const;

function withPhone(row: Omit<PhoneGuestRow, 'phone'> & { phone: string | null }): PhoneGuestRow[] {
  return row.phone ? [{ ...row, phone: row.phone }] : [];
}

/** Every guest who gave a mobile number, by name, with their answer: one statement however many. */
export async function listPhoneGuests(db: DbOrTx): Promise<PhoneGuestRow[]> {
  const rows = await db
    .selectFrom('guests')
    .leftJoin('rsvps', 'rsvps.guest_id', 'guests.id')
    .select([...COLUMNS, 'rsvps.attending'])
    .where('guests.phone', 'is not', null)
    .orderBy('guests.name')
    .orderBy('guests.id')
    .execute();
  return rows.flatMap(withPhone);
}

/** A guest's current answer, for the message given back once marked (null: not answered). */
async function attendingOf(db: DbOrTx, guestId: string): Promise<boolean | null> {
  const row = await db
    .selectFrom('rsvps')
    .select('attending')
    .where('guest_id', '=', guestId)
    .executeTakeFirst();
  return row?.attending ?? null;
}

/**
 * Records when the hosts sent the guest their message (null: not sent); the guest as it now stands,
 * or undefined when there is no guest with a phone under that id.
 */
export async function setPhoneMessageSent(
  db: DbOrTx,
  guestId: string,
  at: Date | null,
): Promise<PhoneGuestRow | undefined> {
  const row = await db
    .updateTable('guests')
    .set({ phone_message_sent_at: at })
    .where('id', '=', guestId)
    .where('phone', 'is not', null)
    .returning(['id', 'name', 'phone', 'language', 'invitation_code', 'phone_message_sent_at'])
    .executeTakeFirst();
  return row ? withPhone({ ...row, attending: await attendingOf(db, guestId) })[0] : undefined;
}
