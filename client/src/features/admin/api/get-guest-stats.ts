import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlData } from './graphql-client';
import { adminKeys, retryUnlessLoggedOut } from './keys';
import type { GuestStats } from './types';

const GET_GUEST_STATS = `query GetGuestStats($token: String!) {
  guestStats(token: $token) { totalGuests plusOnesAllowed saveTheDatesSent formalInvitesSent addressesCollected awaitingReply }
}`;

export async function getGuestStats(token: string): Promise<GuestStats> {
  return (await graphqlData<{ guestStats: GuestStats }>('GetGuestStats', GET_GUEST_STATS, { token }))
    .guestStats;
}

export function guestStatsQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.guestStats,
    queryFn: () => getGuestStats(token),
    retry: retryUnlessLoggedOut,
  });
}

export function useGuestStats(token: string) {
  return useQuery(guestStatsQueryOptions(token));
}
