import type { DbOrTx } from '../../platform/db/database';

/** A guest with a mobile number, as the send queue reads them. */
export interface PhoneGuestRow {
  id: string;
  name: string;
  phone: string;
  language: string;
  invitation_code: string;
  phone_message_sent_at: Date | null;
}

const COLUMNS = ['id', 'name', 'phone', 'language', 'invitation_code', 'phone_message_sent_at'] as const;

function withPhone(row: Omit<PhoneGuestRow, 'phone'> & { phone: string | null }): PhoneGuestRow[] {
  return row.phone ? [{ ...row, phone: row.phone }] : [];
}

/** Every guest who gave a mobile number, by name: one statement however many guests there are. */
export async function listPhoneGuests(db: DbOrTx): Promise<PhoneGuestRow[]> {
  const rows = await db
    .selectFrom('guests')
    .select(COLUMNS)
    .where('phone', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.flatMap(withPhone);
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
    .returning(COLUMNS)
    .executeTakeFirst();
  return row ? withPhone(row)[0] : undefined;
}
