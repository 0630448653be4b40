import { SessionExpiredError } from './graphql-client';

/** Query keys of the admin area: everything under ['admin'], dropped on log-out. */
export const adminKeys = {
  all: ['admin'] as const,
  guests: ['admin', 'guests'] as const,
  rsvps: ['admin', 'rsvps'] as const,
  guestStats: ['admin', 'guest-stats'] as const,
  rsvpStats: ['admin', 'rsvp-stats'] as const,
  caterer: ['admin', 'caterer'] as const,
  mail: ['admin', 'mail'] as const,
  codeGuessing: ['admin', 'code-guessing'] as const,
};

/** A refused token is never retried: the host has to log in again. */
export const retryUnlessLoggedOut = (failures: number, error: unknown) =>
  !(error instanceof SessionExpiredError) && failures < 1;
