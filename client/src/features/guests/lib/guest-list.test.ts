import { describe, expect, it } from 'vitest';
import type { Guest } from '../api/guest-cache';
import { testGuest as guest } from '../../../test/guest';
import { filterByReply, searchGuests, sortGuests } from './guest-list';

const list = [
  guest('Hélène Dupont', { plusOneName: 'Marc Dupont', saveTheDateSent: true }),
  guest('Liam O’Brien', { notes: 'College roommate', createdAt: '2026-02-01T00:00:00.000Z' }),
  guest('andré Aubert', { invitationCode: 'XYZ234', phone: '+447700900123' }),
];
const names = (guests: Guest[]) => guests.map((item) => item.name);

describe('searching the guest list', () => {
  it('ignores case and accents and matches every word anywhere', () => {
    expect(names(searchGuests(list, 'HELENE'))).toEqual(['Hélène Dupont']);
    expect(names(searchGuests(list, 'marc dupont'))).toEqual(['Hélène Dupont']);
    expect(names(searchGuests(list, 'obrien roommate'))).toEqual(['Liam O’Brien']);
    expect(names(searchGuests(list, 'xyz234'))).toEqual(['andré Aubert']);
    expect(names(searchGuests(list, '+4477009'))).toEqual(['andré Aubert']);
    expect(searchGuests(list, '  ')).toHaveLength(3);
    // A word of symbols alone (an emoji in a name or a note) is looked for as typed, not dropped.
    const withEmoji = [...list, guest('Emoji 🎉 Guest', { notes: 'Bride’s side 👰🏽' })];
    expect(names(searchGuests(withEmoji, '🎉'))).toEqual(['Emoji 🎉 Guest']);
    expect(names(searchGuests(withEmoji, 'guest 👰🏽'))).toEqual(['Emoji 🎉 Guest']);
    expect(searchGuests(withEmoji, '🦄')).toEqual([]);
  });
});

describe('sorting the guest list', () => {
  it('sorts by name without regard to case, by newest, and pending first', () => {
    expect(names(sortGuests(list, 'name'))).toEqual(['andré Aubert', 'Hélène Dupont', 'Liam O’Brien']);
    expect(names(sortGuests(list, 'newest'))[0]).toBe('Liam O’Brien');
    expect(names(sortGuests(list, 'saveTheDate'))).toEqual(['andré Aubert', 'Liam O’Brien', 'Hélène Dupont']);
  });
});

describe('parties in the guest list', () => {
  const family = { partyId: 'dupont', partyName: 'The Dupont family' };
  const parties = [
    guest('Zoé Dupont', { ...family, child: true }),
    guest('Bruno Arnaud'),
    guest('Claire Dupont', family),
    guest('Mia Costa'),
    guest('Paul Dupont', { ...family, saveTheDateSent: true }),
  ];
  it('files a party under its name by name, adults first, and elsewhere where its first member stands', () => {
    expect(names(sortGuests(parties, 'name'))).toEqual([
      'Bruno Arnaud',
      'Mia Costa',
      'Claire Dupont',
      'Paul Dupont',
      'Zoé Dupont',
    ]);
    expect(names(sortGuests(parties, 'saveTheDate'))).toEqual([
      'Bruno Arnaud',
      'Claire Dupont',
      'Paul Dupont',
      'Zoé Dupont',
      'Mia Costa',
    ]);
  });
  it('files a family under its name when a child comes first in the alphabet', () => {
    const martins = { partyId: 'martin', partyName: 'Les Martin' };
    const list = [
      guest('Adam Martin', { ...martins, child: true }),
      guest('Sophie Martin', martins),
      guest('Jules Roux'),
    ];
    expect(names(sortGuests(list, 'name'))).toEqual(['Jules Roux', 'Sophie Martin', 'Adam Martin']);
  });
  it('finds every member by the party’s name', () => {
    expect(names(searchGuests(parties, 'dupont family'))).toEqual([
      'Zoé Dupont',
      'Claire Dupont',
      'Paul Dupont',
    ]);
  });
});

describe('the reply filter', () => {
  const answered = [
    guest('Ana Lima', { replyStatus: 'ATTENDING' }),
    guest('Ben Okafor', { replyStatus: 'DECLINED' }),
    guest('Chloé Martin'),
  ];
  it('keeps the guests of one reply status, or everyone', () => {
    expect(filterByReply(answered, 'AWAITING').map((g) => g.name)).toEqual(['Chloé Martin']);
    expect(filterByReply(answered, 'ATTENDING').map((g) => g.name)).toEqual(['Ana Lima']);
    expect(filterByReply(answered, 'DECLINED').map((g) => g.name)).toEqual(['Ben Okafor']);
    expect(filterByReply(answered, 'all')).toHaveLength(3);
  });
});
