import {
  GUEST_LIMIT_MESSAGES,
  guestErrorList,
  MAX_ADDRESS_FIELD_LENGTH,
  validateGuest,
  type Api,
  type GuestInput,
} from '@riviera/contract';
import { guestInputOf } from '@riviera/contract/wire';
import type { Db, DbOrTx } from '../../platform/db/database';
import { inResultTransaction } from '../../platform/db/result-transaction';
import type { GuestRow, GuestRowUpdate, NewGuestRow } from '../../platform/db/rows';
import { ok, refuse, type Refused, type Result } from '../../platform/result';
import {
  ADDRESS_COLUMNS,
  ADDRESS_FIELDS,
  addressColumns,
  guestColumns,
  guestOf,
  inputOf,
  newGuestRow,
} from './guest-row';
import {
  deleteGuestRow,
  findGuestById,
  findGuestNamedWithEmail,
  findGuestsByIds,
  guestStats,
  insertGuestIfCodeFree,
  listGuests,
  replyStates,
  setSent,
  updateGuestRow,
  type SentColumn,
} from './guest.repository';
import { insertParty, partyNames } from './party.repository';
import { lockedInParty, onlyChildren, PARTY_MESSAGES } from './party-lock';
import { generateInvitationCode } from './invitation-code';

/**
 * The guests as the hosts' API shows them, with their reply status and their party's name, in one
 * query each for the lot.
 */
export async function guestsOf(db: DbOrTx, rows: readonly GuestRow[]): Promise<Api.Guest[]> {
  const states = await replyStates(
    db,
    rows.map((row) => row.id),
  );
  const names = await partyNames(
    db,
    rows.map((row) => row.party_id),
  );
  return rows.map((row) => {
    const coming = states.get(row.id);
    const status = coming === undefined ? 'AWAITING' : coming ? 'ATTENDING' : 'DECLINED';
    return guestOf(row, status, names.get(row.party_id) ?? row.name);
  });
}

/** A guest the host changed, as the API shows them, and the sentence that says so. */
export interface GuestChange {
  message: string;
  guest: Api.Guest;
}

export const GUEST_MESSAGES = {
  added: (name: string) => `${name} was added to the guest list.`,
  saved: (name: string) => `${name}'s details were saved.`,
  removed: (name: string) => `${name} was removed from the guest list.`,
  notFound: 'That guest is no longer on the list. Reload the page to see the current list.',
  noCode: 'No free invitation code could be found. Please try again.',
  /** The same name (case, accents and spaces aside) and email as a guest on the list. */
  alreadyListed: (name: string) => `${name} is already on the list with this email.`,
  childAlone: "A child is added to an adult's party: use Add to party on the adult's line.",
  childNeedsAdult: (name: string) =>
    `${name} cannot be a child without an adult on their invitation. Move them to an adult's party first.`,
  childWithPlusOne: (name: string) =>
    `${name} cannot be a child with a plus-one. Untick Plus-one allowed first, or keep them an adult.`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isGuestId = (id: string) => UUID.test(id);

const notFound = () => refuse('not_found', GUEST_MESSAGES.notFound);

/** The guest list, by name, as the API shows it. */
export async function guestList(db: DbOrTx): Promise<Api.Guest[]> {
  return guestsOf(db, await listGuests(db));
}

/** The counts of the guest list the dashboard shows. */
export const guestListStats = (db: DbOrTx) => guestStats(db);

/** The form's field errors as one refusal; undefined when the input is valid. */
export function invalidGuest(input: GuestInput, emailOptional = false): Refused | undefined {
  const errors = guestErrorList(validateGuest(input, { emailOptional }));
  return errors.length > 0 ? refuse('validation', errors.join('. '), { errors }) : undefined;
}

/**
 * Inserts with a fresh invitation code, drawing again in the rare case the code is taken. Without a
 * `party_id` the guest gets a party of their own (migration 0010).
 */
export async function addGuest(
  db: DbOrTx,
  input: GuestInput,
  party: Pick<NewGuestRow, 'party_id' | 'child'> = {},
): Promise<GuestRow | undefined> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const row = await insertGuestIfCodeFree(db, {
      ...newGuestRow({ ...input, invitationCode: generateInvitationCode() }),
      ...party,
    });
    if (row) return row;
  }
  return undefined;
}

export async function createGuest(db: Db, given: Api.GuestInput): Promise<Result<GuestChange>> {
  const input = guestInputOf(given);
  // A child never has a party of their own (ADR 040): they are added to an adult's party.
  if (input.child)
    return refuse('validation', GUEST_MESSAGES.childAlone, { errors: [GUEST_MESSAGES.childAlone] });
  const invalid = invalidGuest(input);
  if (invalid) return invalid;
  // A refusal rolls back the party made for the guest.
  return inResultTransaction(db, async (trx): Promise<Result<GuestChange>> => {
    // The same guest twice (as the import refuses a row of the list): both would answer to the name,
    // and an answer by name would find two.
    const twin = input.email ? await findGuestNamedWithEmail(trx, input.name, input.email) : undefined;
    if (twin) {
      const refusal = GUEST_MESSAGES.alreadyListed(twin.name);
      return refuse('validation', refusal, { errors: [refusal] });
    }
    // createGuest makes a party of one, named after the guest unless a party name is given.
    const party = input.party ? await insertParty(trx, input.party) : undefined;
    const row = await addGuest(trx, input, party ? { party_id: party.id } : {});
    if (!row) return refuse('conflict', GUEST_MESSAGES.noCode);
    return ok({
      message: GUEST_MESSAGES.added(row.name),
      guest: guestOf(row, 'AWAITING', party?.name ?? row.name),
    });
  });
}

/** A whole address from the input (fields left out or null are empty), or the refusal of a line too long. */
export function addressOf(address: Api.AddressInput): Result<GuestRowUpdate> {
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, address[field]?.trim() ?? '']),
  ) as Record<keyof Api.Address, string>;
  if (Object.values(trimmed).some((line) => line.length > MAX_ADDRESS_FIELD_LENGTH)) {
    return refuse('validation', GUEST_LIMIT_MESSAGES.addressTooLong, {
      errors: [GUEST_LIMIT_MESSAGES.addressTooLong],
    });
  }
  return ok(addressColumns(trimmed));
}

/** A partial change, as the hosts' API sends it: fields left out keep their stored value. */
export async function updateGuest(
  db: Db,
  id: string,
  update: Api.GuestUpdateInput,
): Promise<Result<GuestChange>> {
  if (!isGuestId(id)) return notFound();
  return db.transaction().execute(async (trx): Promise<Result<GuestChange>> => {
    // Making someone a child or an adult changes their party's make-up: the party is locked first,
    // as every party change does (ADR 040), so the rule that it keeps an adult holds.
    const party = typeof update.child === 'boolean' ? await lockedInParty(trx, id) : undefined;
    const current = await findGuestById(trx, id, true);
    if (!current) return notFound();
    const stored = inputOf(current);
    // A name, an email or the plus-one flag sent as null keeps its value; notes or a plus-one name
    // sent as null are cleared, as when sent empty.
    const input = guestInputOf({
      name: update.name ?? stored.name,
      // Invited by post: no email, whatever was on file.
      email: update.byPost === true ? '' : (update.email ?? stored.email),
      plusOneAllowed: update.plusOneAllowed ?? stored.plusOneAllowed,
      plusOneName: update.plusOneName === undefined ? stored.plusOneName : update.plusOneName,
      notes: update.notes === undefined ? stored.notes : update.notes,
      language: update.language ?? stored.language,
    });
    // A member added to a party without an email may stay without one.
    const invalid = invalidGuest(input, current.email === null || update.byPost === true);
    if (invalid) return invalid;
    const child = party && typeof update.child === 'boolean' ? update.child : current.child;
    if (child && !current.child) {
      // A child shares an invitation with an adult, and brings nobody.
      if (!party?.members.some((member) => member.id !== id && !member.child)) {
        const refusal = GUEST_MESSAGES.childNeedsAdult(input.name);
        return refuse('validation', refusal, { errors: [refusal] });
      }
      if (input.plusOneAllowed) {
        const refusal = GUEST_MESSAGES.childWithPlusOne(input.name);
        return refuse('validation', refusal, { errors: [refusal] });
      }
    }
    const address = update.address ? addressOf(update.address) : undefined;
    if (address && !address.ok) return address;
    // The form sends the postal address as it shows it: the same address is no change, so the flag a
    // guest's answer set (they gave their address with it) stays as it is.
    const addressChanged = ADDRESS_FIELDS.some(
      (field) =>
        address && (address.value[ADDRESS_COLUMNS[field]] ?? null) !== current[ADDRESS_COLUMNS[field]],
    );
    const row = await updateGuestRow(trx, id, {
      ...guestColumns(input),
      ...(address && addressChanged ? address.value : {}),
      child,
    });
    if (!row) return notFound();
    const [guest] = await guestsOf(trx, [row]);
    return guest ? ok({ message: GUEST_MESSAGES.saved(row.name), guest }) : notFound();
  });
}

export async function deleteGuest(db: Db, id: string): Promise<Result<GuestChange>> {
  if (!isGuestId(id)) return notFound();
  return db.transaction().execute(async (trx): Promise<Result<GuestChange>> => {
    const found = await lockedInParty(trx, id);
    if (!found) return notFound();
    const { guest, party, members } = found;
    const left = members.filter((member) => member.id !== id);
    if (onlyChildren(left)) return refuse('validation', PARTY_MESSAGES.lastAdult(guest.name, party.name));
    // The guest's RSVP and its history go with them (ON DELETE CASCADE), in the same statement; their
    // party too when nobody is left in it (migration 0010).
    const row = await deleteGuestRow(trx, id);
    if (!row) return notFound();
    return ok({ message: GUEST_MESSAGES.removed(row.name), guest: guestOf(row, 'AWAITING', party.name) });
  });
}

const SENT_COLUMN: Record<Api.SentKind, SentColumn> = {
  SAVE_THE_DATE: 'save_the_date_sent_at',
  FORMAL_INVITE: 'formal_invite_sent_at',
};
const SENT_LABEL: Record<Api.SentKind, string> = {
  SAVE_THE_DATE: 'Save the date',
  FORMAL_INVITE: 'Formal invite',
};

/** Guests marked at once, as the API shows them, and the sentence that says so. */
export interface GuestsMarked {
  message: string;
  guests: Api.Guest[];
}

/** Marks one or several guests, all or none: an unknown id leaves every guest as it was. */
export async function markSent(
  db: Db,
  ids: readonly string[],
  kind: Api.SentKind,
  sent: boolean,
  now = new Date(),
): Promise<Result<GuestsMarked>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return refuse('validation', 'Select at least one guest first.');
  if (!unique.every(isGuestId)) return notFound();
  return db.transaction().execute(async (trx): Promise<Result<GuestsMarked>> => {
    // The host asked for all of them: with one missing, none is marked.
    if ((await findGuestsByIds(trx, unique, true)).length !== unique.length) return notFound();
    const rows = await setSent(trx, unique, SENT_COLUMN[kind], sent ? now : null);
    const state = sent ? 'sent' : 'pending';
    const who = rows.length === 1 && rows[0] ? rows[0].name : `${rows.length} guests`;
    return ok({
      message: `${SENT_LABEL[kind]} marked ${state} for ${who}.`,
      guests: await guestsOf(trx, rows),
    });
  });
}
