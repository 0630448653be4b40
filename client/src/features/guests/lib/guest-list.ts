import { normalizeName } from '@riviera/contract';
import type { Api } from '@riviera/contract';
import { byBlockName, partyBlocks } from '../../../lib/admin/party-blocks';
import type { Guest } from '../api/guest-cache';

/** The reply filter of the guest list: everyone, or guests by reply status. */
export type ReplyFilter = 'all' | Api.ReplyStatus;

export function filterByReply(guests: readonly Guest[], filter: ReplyFilter): Guest[] {
  return filter === 'all' ? [...guests] : guests.filter((guest) => guest.replyStatus === filter);
}

export type GuestSort = 'name' | 'email' | 'newest' | 'saveTheDate' | 'formalInvite' | 'address';

/** Guests whose name, email, mobile, plus-one, code, notes or party's name contain every word of the search. */
export function searchGuests(guests: readonly Guest[], search: string): Guest[] {
  // Each word as a name key (case, accents and punctuation aside); a word of symbols alone, such as
  // an emoji, has none and is looked for as typed.
  const words = search
    .split(/\s+/)
    .filter(Boolean)
    .map((typed) => ({ typed: typed.toLowerCase(), key: normalizeName(typed) }));
  if (words.length === 0) return [...guests];
  return guests.filter((guest) => {
    const raw = [
      guest.name,
      guest.email ?? '',
      guest.phone ?? '',
      guest.plusOneName ?? '',
      guest.invitationCode,
      guest.notes ?? '',
      guest.partyName,
    ]
      .join(' ')
      .toLowerCase();
    const text = normalizeName(raw);
    return words.every(({ typed, key }) => (key ? text.includes(key) : raw.includes(typed)));
  });
}

const byName = (a: Guest, b: Guest) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
/** Pending first, then by name: the guests a host still has to deal with come to the top. */
const pendingFirst = (done: (guest: Guest) => boolean) => (a: Guest, b: Guest) =>
  Number(done(a)) - Number(done(b)) || byName(a, b);

const COMPARE: Record<GuestSort, (a: Guest, b: Guest) => number> = {
  name: byName,
  email: (a, b) => (a.email ?? '').localeCompare(b.email ?? '') || byName(a, b),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b),
  saveTheDate: pendingFirst((guest) => guest.saveTheDateSent),
  formalInvite: pendingFirst((guest) => guest.formalInviteSent),
  address: pendingFirst((guest) => guest.addressCollected),
};

/**
 * The guests in the order asked, each party's members together, adults first (ADR 040, 073): by
 * name, a party is filed under its own name, as its invitation is addressed; in another order it
 * stands where its first member does.
 */
export function sortGuests(guests: readonly Guest[], sort: GuestSort): Guest[] {
  const blocks = partyBlocks([...guests].sort(COMPARE[sort]));
  return (sort === 'name' ? byBlockName(blocks) : blocks).flat();
}
