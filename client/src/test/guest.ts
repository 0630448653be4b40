import type { GuestFieldsFragment as Guest } from '../lib/graphql/operations.generated';

/** A guest of the hosts' list for a test: named, in a party of their own, the rest plain. */
export const testGuest = (name: string, overrides: Partial<Guest> = {}): Guest => ({
  id: name,
  name,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'x'}@example.com`,
  phone: null,
  invitationCode: 'ABCDEF',
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
