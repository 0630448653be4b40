import type { Guest } from '../api/guest-cache';

/** One printed invitation: the guest whose code and language it carries, and whom it is addressed to. */
export interface PartyCard {
  guest: Guest;
  addressee: string;
  /** Everyone on the invitation, for finding the card by any of their names. */
  members: readonly Guest[];
}

/**
 * One card per party (ADR 040): the card carries the code of the party's first adult (any member's
 * code opens the whole party's form) and is addressed to the party's name; a guest invited alone
 * keeps the card they had, with their plus-one's name, unless the hosts named their party.
 */
export function partyCards(guests: readonly Guest[]): PartyCard[] {
  const parties = new Map<string, Guest[]>();
  for (const guest of guests) parties.set(guest.partyId, [...(parties.get(guest.partyId) ?? []), guest]);
  return [...parties.values()].flatMap((members) => {
    const adults = members.filter((member) => !member.child);
    const [first] = [...(adults.length > 0 ? adults : members)].sort((a, b) =>
      a.createdAt.localeCompare(b.createdAt),
    );
    if (!first) return [];
    const alone = members.length === 1 && first.partyName === first.name;
    const addressee =
      alone && first.plusOneName
        ? `${first.name} & ${first.plusOneName}`
        : alone
          ? first.name
          : first.partyName;
    return [{ guest: first, addressee, members }];
  });
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Whether a card is the one the hosts look for (ADR 074): the words typed in its addressee, a
 * member's name or plus-one, or a member's code, accents and case aside. Empty finds every card.
 */
export function cardMatches(card: PartyCard, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const text = folded(
    [card.addressee, ...card.members.flatMap((m) => [m.name, m.plusOneName ?? '', m.invitationCode])].join(
      ' ',
    ),
  );
  return words.every((word) => text.includes(word));
}
