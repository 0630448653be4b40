import { describe, expect, it } from 'vitest';
import { testGuest as guest } from '../../../test/guest';
import { partyCards } from './party-cards';

describe('the printed invitation cards', () => {
  it('print one card per party, addressed to its name, with its first adult’s code', () => {
    const family = { partyId: 'dupont', partyName: 'The Dupont family' };
    const cards = partyCards([
      guest('Léa Dupont', { ...family, child: true, createdAt: '2026-01-01T00:00:00.000Z' }),
      guest('Paul Dupont', { ...family, createdAt: '2026-01-03T00:00:00.000Z' }),
      guest('Claire Dupont', { ...family, createdAt: '2026-01-02T00:00:00.000Z' }),
      guest('Hélène Martin', { plusOneAllowed: true, plusOneName: 'Marc Martin' }),
      guest('Ana Silva', { partyName: 'The Silvas' }),
    ]);
    expect(cards.map((card) => [card.guest.name, card.addressee])).toEqual([
      ['Claire Dupont', 'The Dupont family'],
      ['Hélène Martin', 'Hélène Martin & Marc Martin'],
      ['Ana Silva', 'The Silvas'],
    ]);
  });
});
