import {
  GUEST_LIMIT_MESSAGES,
  guestErrorList,
  MAX_ADDRESS_FIELD_LENGTH,
  validateGuest,
  type Api,
  type GuestInput,
} from '@riviera/contract';
import type { Db, DbOrTx } from '../db/database';
import type { GuestRow, GuestRowUpdate } from '../db/rows';
import { ok, refuse, type Refused, type Result } from '../result';
import {
  deleteGuestRow,
  findGuestById,
  findGuestsByIds,
  guestStats,
  listGuests,
  insertGuestIfCodeFree,
  replyStates,
  setSent,
  updateGuestRow,
  type SentColumn,
} from './guest.repository';
import { generateInvitationCode } from './invitation-code';

/** Whether a guest has answered, and how: the hosts' "who has not replied". */
export type ReplyStatus = 'AWAITING' | 'ATTENDING' | 'DECLINED';
export type GuestWithReply = GuestRow & { replyStatus: ReplyStatus };

/** The guests with their reply status, in one query for the lot. */
export async function withReplyStatus(db: DbOrTx, rows: readonly GuestRow[]): Promise<GuestWithReply[]> {
  const states = await replyStates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const coming = states.get(row.id);
    return { ...row, replyStatus: coming === undefined ? 'AWAITING' : coming ? 'ATTENDING' : 'DECLINED' };
  });
}

/** A guest the host changed, and the sentence that says so. */
export interface GuestChange {
  message: string;
  guest: GuestRow;
}

/** An address as the hosts' API and a guest's registration send it: a field left out or null is empty. */
export type AddressInput = Api.AddressInput;

/** A partial change, as the hosts' API sends it: fields left out keep their stored value. */
export type GuestUpdate = Api.GuestUpdateInput;

export const GUEST_MESSAGES = {
  added: (name: string) => `${name} was added to the guest list.`,
  saved: (name: string) => `${name}'s details were saved.`,
  removed: (name: string) => `${name} was removed from the guest list.`,
  notFound: 'That guest is no longer on the list. Reload the page to see the current list.',
  noCode: 'No free invitation code could be found. Please try again.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isGuestId = (id: string) => UUID.test(id);

const notFound = () => refuse('not_found', GUEST_MESSAGES.notFound);

/** The guest list, by name. */
export const guestList = (db: DbOrTx) => listGuests(db);

/** The counts of the guest list the dashboard shows. */
export const guestListStats = (db: DbOrTx) => guestStats(db);

/** The form's field errors as one refusal; undefined when the input is valid. */
export function invalidGuest(input: GuestInput): Refused | undefined {
  const errors = guestErrorList(validateGuest(input));
  return errors.length > 0 ? refuse('validation', errors.join('. '), { errors }) : undefined;
}

/** Inserts with a fresh invitation code, drawing again in the rare case the code is taken. */
export async function addGuest(db: DbOrTx, input: GuestInput): Promise<GuestRow | undefined> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const row = await insertGuestIfCodeFree(db, {
      ...input,
      invitationCode: generateInvitationCode(),
      plusOneName: input.plusOneAllowed ? input.plusOneName : null,
      notes: input.notes,
    });
    if (row) return row;
  }
  return undefined;
}

export async function createGuest(db: Db, input: GuestInput): Promise<Result<GuestChange>> {
  const invalid = invalidGuest(input);
  if (invalid) return invalid;
  const guest = await addGuest(db, input);
  if (!guest) return refuse('conflict', GUEST_MESSAGES.noCode);
  return ok({ message: GUEST_MESSAGES.added(guest.name), guest });
}

const ADDRESS_COLUMNS = {
  street: 'address_street',
  city: 'address_city',
  state: 'address_state',
  zip: 'address_zip',
  country: 'address_country',
} as const;

/** Address columns from the input; the address counts as collected once it has a street and city. */
export function addressChanges(address: AddressInput): { changes: GuestRowUpdate; error?: string } {
  const changes: GuestRowUpdate = {};
  for (const [field, column] of Object.entries(ADDRESS_COLUMNS) as [
    keyof AddressInput,
    (typeof ADDRESS_COLUMNS)[keyof AddressInput],
  ][]) {
    const value = address[field]?.trim() ?? '';
    if (value.length > MAX_ADDRESS_FIELD_LENGTH)
      return { changes, error: GUEST_LIMIT_MESSAGES.addressTooLong };
    changes[column] = value || null;
  }
  changes.address_collected = Boolean(changes.address_street && changes.address_city);
  return { changes };
}

export async function updateGuest(db: Db, id: string, update: GuestUpdate): Promise<Result<GuestChange>> {
  if (!isGuestId(id)) return notFound();
  return db.transaction().execute(async (trx): Promise<Result<GuestChange>> => {
    const current = await findGuestById(trx, id, true);
    if (!current) return notFound();
    const merged: GuestInput = {
      name: update.name ?? current.name,
      email: update.email ?? current.email ?? '',
      plusOneAllowed: update.plusOneAllowed ?? current.plus_one_allowed,
      plusOneName: (update.plusOneName === undefined ? current.plus_one_name : update.plusOneName) ?? '',
      notes: (update.notes === undefined ? current.notes : update.notes) ?? '',
    };
    const invalid = invalidGuest(merged);
    if (invalid) return invalid;
    const address = update.address ? addressChanges(update.address) : { changes: {} };
    if (address.error) return refuse('validation', address.error, { errors: [address.error] });
    const guest = await updateGuestRow(trx, id, {
      name: merged.name.trim(),
      email: merged.email.trim(),
      plus_one_allowed: merged.plusOneAllowed,
      plus_one_name: merged.plusOneAllowed ? merged.plusOneName.trim() : null,
      notes: merged.notes.trim() || null,
      ...(update.language ? { language: update.language } : {}),
      ...address.changes,
    });
    if (!guest) return notFound();
    return ok({ message: GUEST_MESSAGES.saved(guest.name), guest });
  });
}

export async function deleteGuest(db: Db, id: string): Promise<Result<GuestChange>> {
  if (!isGuestId(id)) return notFound();
  // The guest's RSVP and its history go with them (ON DELETE CASCADE), in the same statement.
  const guest = await deleteGuestRow(db, id);
  if (!guest) return notFound();
  return ok({ message: GUEST_MESSAGES.removed(guest.name), guest });
}

export type SentKind = 'saveTheDate' | 'formalInvite';
const SENT_COLUMN: Record<SentKind, SentColumn> = {
  saveTheDate: 'save_the_date_sent_at',
  formalInvite: 'formal_invite_sent_at',
};
const SENT_LABEL: Record<SentKind, string> = { saveTheDate: 'Save the date', formalInvite: 'Formal invite' };

/** Guests marked at once, and the sentence that says so. */
export interface GuestsMarked {
  message: string;
  guests: GuestRow[];
}

/** Marks one or several guests, all or none: an unknown id leaves every guest as it was. */
export async function markSent(
  db: Db,
  ids: readonly string[],
  kind: SentKind,
  sent: boolean,
  now = new Date(),
): Promise<Result<GuestsMarked>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return refuse('validation', 'Select at least one guest first.');
  if (!unique.every(isGuestId)) return notFound();
  return db.transaction().execute(async (trx): Promise<Result<GuestsMarked>> => {
    // The host asked for all of them: with one missing, none is marked.
    if ((await findGuestsByIds(trx, unique, true)).length !== unique.length) return notFound();
    const guests = await setSent(trx, unique, SENT_COLUMN[kind], sent ? now : null);
    const state = sent ? 'sent' : 'pending';
    const who = guests.length === 1 && guests[0] ? guests[0].name : `${guests.length} guests`;
    return ok({ message: `${SENT_LABEL[kind]} marked ${state} for ${who}.`, guests });
  });
}
