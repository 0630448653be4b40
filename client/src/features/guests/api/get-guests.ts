import { useQuery } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { GetGuestsDocument, GetGuestStatsDocument } from '../../../lib/graphql/operations.generated';

/** The guest list, by name (GetGuests). */
export const guestsQuery = (token: string) =>
  adminQuery(adminKeys.guests, GetGuestsDocument, { token }, (data) => data.guests);

/** The counts of the guest list (GetGuestStats). */
export const guestStatsQuery = (token: string) =>
  adminQuery(adminKeys.guestStats, GetGuestStatsDocument, { token }, (data) => data.guestStats);

export const useGuests = (token: string) => useQuery(guestsQuery(token));
export const useGuestStats = (token: string) => useQuery(guestStatsQuery(token));
