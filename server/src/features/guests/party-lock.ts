import type { DbOrTx } from '../../platform/db/database';
import type { GuestRow, PartyRow } from '../../platform/db/rows';
import { findGuestById } from './guest.repository';
import { lockParties, partyMembers } from './party.repository';

/** The hosts' sentences about parties (the hosts' area is in English). */
export const PARTY_MESSAGES = {
  notFound: 'That party is no longer on the list. Reload the page to see the current list.',
  added: (name: string, party: string) => `${name} was added to ${party}.`,
  moved: (name: string, party: string) => `${name} was moved to ${party}.`,
  ownParty: (name: string) => `${name} now has an invitation of their own.`,
  alreadyThere: (name: string, party: string) => `${name} is already in ${party}.`,
  alreadyAlone: (name: string) => `${name} already has an invitation of their own.`,
  childAlone: (name: string) =>
    `${name} is a child and cannot have an invitation of their own. Move them to another party instead.`,
  lastAdult: (name: string, party: string) =>
    `${name} is the last adult of ${party}. Move or remove its children first, or add another adult.`,
  renamed: (party: string) => `The party is now called ${party}.`,
  nameRequired: 'Party name is required',
  nameTooLong: 'Party name must be at most 200 characters',
  tooLarge: (party: string, max: number) =>
    `${party} already has ${max} people, the most one invitation holds.`,
} as const;

/** Whether these people, some of them at least, are all children: a party the rules refuse. */
export const onlyChildren = (members: readonly Pick<GuestRow, 'child'>[]) =>
  members.length > 0 && members.every((member) => member.child);

/** A guest with their party locked (lockParties) and everyone in it, the guest included. */
export interface LockedParty {
  guest: GuestRow;
  party: PartyRow;
  members: GuestRow[];
  /** The other parties asked for (`alsoLock`) that exist, locked too. */
  others: PartyRow[];
}

/**
 * Finds a guest and locks their party (with `alsoLock`, in one statement and id order), then reads
 * them again: a host may have moved them to another party between the two reads, and then the lock
 * is taken again on the party they are in now.
 */
export async function lockedInParty(
  trx: DbOrTx,
  guestId: string,
  alsoLock: readonly string[] = [],
): Promise<LockedParty | undefined> {
  let guest = await findGuestById(trx, guestId);
  for (let attempt = 0; guest && attempt < 3; attempt += 1) {
    const locked = await lockParties(trx, [guest.party_id, ...alsoLock]);
    const now = await findGuestById(trx, guestId);
    const party = locked.find((row) => row.id === now?.party_id);
    if (party && now) {
      const others = locked.filter((row) => row.id !== party.id);
      return { guest: now, party, members: await partyMembers(trx, party.id), others };
    }
    guest = now;
  }
  return undefined;
}
