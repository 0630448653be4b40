import { describe, expect, it } from 'vitest';
import type { Guest } from '../api/guest-cache';
import { partyCards } from './party-cards';

const guest = (name: string, overrides: Partial<Guest> = {}): Guest => ({
  id: name,
  name,
  email: null,
  invitationCode: `CODE${name.length}`,
  plusOneAllowed: false,
  plusOneName: null,
  saveTheDateSent: false,
  saveTheDateSentAt: null,
  formalInviteSent: false,
  formalInviteSentAt: null,
  language: 'en',
  addressCollected: false,
  address: { street: null, city: null, state: null, zip: null, country: null },
  notes: null,
  replyStatus: 'AWAITING',
  mailProblem: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  partyId: `party-${name}`,
  partyName: name,
  child: false,
  ...overrides,
});

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
