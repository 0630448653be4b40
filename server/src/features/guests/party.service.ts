import {
  guestErrorList,
  MAX_GUEST_NAME_LENGTH,
  MAX_PARTY_SIZE,
  validateGuest,
  type Api,
} from '@riviera/contract';
import { partyMemberInputOf } from '@riviera/contract/wire';
import type { Db, DbOrTx } from '../../platform/db/database';
import type { GuestRow } from '../../platform/db/rows';
import { languageOf } from './guest-row';
import { addGuest, GUEST_MESSAGES, guestsOf, isGuestId, type GuestChange } from './guest.service';
import { ok, refuse, type Result } from '../../platform/result';
import { lockedInParty, onlyChildren, PARTY_MESSAGES } from './party-lock';
import { insertParty, renamePartyRow, setParty } from './party.repository';

/**
 * The hosts' operations on parties (ADR 040): add a person to a guest's party, move a
 * guest to another party or into one of their own, rename a party. Each is one transaction that
 * locks the parties it changes first, as a party's submission does, so a family's answer and a
 * host's move are written one after the other. A party always keeps at least one adult.
 */

const guestNotFound = () => refuse('not_found', GUEST_MESSAGES.notFound);
const partyNotFound = () => refuse('not_found', PARTY_MESSAGES.notFound);

/** The guest as the API shows them now, and the sentence that says what changed. */
async function changed(
  db: DbOrTx,
  guestId: string,
  rows: readonly GuestRow[],
  message: string,
): Promise<Result<GuestChange>> {
  const [guest] = await guestsOf(db, rows);
  return guest && guest.id === guestId ? ok({ message, guest }) : guestNotFound();
}

/** `addPartyMember`: a person added to the party of guest `guestId`, with their own invitation code. */
export async function addPartyMember(
  db: Db,
  guestId: string,
  given: Api.PartyMemberInput,
): Promise<Result<GuestChange>> {
  if (!isGuestId(guestId)) return guestNotFound();
  const input = partyMemberInputOf(given);
  const member = { name: input.name, email: input.email, plusOneAllowed: false, plusOneName: '', notes: '' };
  const errors = guestErrorList(validateGuest(member, { emailOptional: true }));
  if (errors.length > 0) return refuse('validation', errors.join('. '), { errors });
  return db.transaction().execute(async (trx): Promise<Result<GuestChange>> => {
    const found = await lockedInParty(trx, guestId);
    if (!found) return guestNotFound();
    const { guest, party, members } = found;
    if (members.length >= MAX_PARTY_SIZE)
      return refuse('validation', PARTY_MESSAGES.tooLarge(party.name, MAX_PARTY_SIZE));
    // Members added here come without a plus-one: the hosts add each person by name.
    const row = await addGuest(
      trx,
      { ...member, language: input.language ?? languageOf(guest) },
      { party_id: party.id, child: input.child },
    );
    if (!row) return refuse('conflict', GUEST_MESSAGES.noCode);
    return changed(trx, row.id, [row], PARTY_MESSAGES.added(row.name, party.name));
  });
}

/** `moveGuestToParty`: a guest moved into the party `partyId` (any member's Guest.partyId). */
export async function moveGuestToParty(
  db: Db,
  guestId: string,
  partyId: string,
): Promise<Result<GuestChange>> {
  if (!isGuestId(guestId)) return guestNotFound();
  if (!isGuestId(partyId)) return partyNotFound();
  return db.transaction().execute(async (trx): Promise<Result<GuestChange>> => {
    const found = await lockedInParty(trx, guestId, [partyId]);
    if (!found) return guestNotFound();
    const { guest, party, members, others } = found;
    if (party.id === partyId)
      return refuse('validation', PARTY_MESSAGES.alreadyThere(guest.name, party.name));
    const [target] = others;
    if (!target) return partyNotFound();
    if (onlyChildren(members.filter((member) => member.id !== guest.id))) {
      return refuse('validation', PARTY_MESSAGES.lastAdult(guest.name, party.name));
    }
    const row = await setParty(trx, guest.id, target.id);
    if (!row) return guestNotFound();
    return changed(trx, guest.id, [row], PARTY_MESSAGES.moved(guest.name, target.name));
  });
}

/** `moveGuestToOwnParty`: a guest taken out of their party into a party of their own, named after them. */
export async function moveGuestToOwnParty(db: Db, guestId: string): Promise<Result<GuestChange>> {
  if (!isGuestId(guestId)) return guestNotFound();
  return db.transaction().execute(async (trx): Promise<Result<GuestChange>> => {
    const found = await lockedInParty(trx, guestId);
    if (!found) return guestNotFound();
    const { guest, party, members } = found;
    if (members.length === 1) return refuse('validation', PARTY_MESSAGES.alreadyAlone(guest.name));
    if (guest.child) return refuse('validation', PARTY_MESSAGES.childAlone(guest.name));
    if (onlyChildren(members.filter((member) => member.id !== guest.id))) {
      return refuse('validation', PARTY_MESSAGES.lastAdult(guest.name, party.name));
    }
    const own = await insertParty(trx, guest.name);
    const row = await setParty(trx, guest.id, own.id);
    if (!row) return guestNotFound();
    return changed(trx, guest.id, [row], PARTY_MESSAGES.ownParty(guest.name));
  });
}

/** What renameParty answers: the sentence and the party as it is now. */
export interface PartyChange {
  message: string;
  party: Api.Party;
}

/** `renameParty`: the name the party's invitation is addressed to. */
export async function renameParty(db: Db, partyId: string, given: string): Promise<Result<PartyChange>> {
  if (!isGuestId(partyId)) return partyNotFound();
  const name = given.trim();
  if (name === '')
    return refuse('validation', PARTY_MESSAGES.nameRequired, { errors: [PARTY_MESSAGES.nameRequired] });
  if (name.length > MAX_GUEST_NAME_LENGTH) {
    return refuse('validation', PARTY_MESSAGES.nameTooLong, { errors: [PARTY_MESSAGES.nameTooLong] });
  }
  const row = await renamePartyRow(db, partyId, name);
  if (!row) return partyNotFound();
  return ok({ message: PARTY_MESSAGES.renamed(row.name), party: { id: row.id, name: row.name } });
}
