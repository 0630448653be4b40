import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlData } from './graphql-client';
import { adminKeys, retryUnlessLoggedOut } from './keys';
import type { RsvpStats } from './types';

const GET_RSVP_STATS = `query GetRSVPStats($token: String!) {
  rsvpStats(token: $token) {
    total attending notAttending plusOnes welcomeParty farewellLunch
    headcounts { welcomeDinner ceremonyAndLunch cocktailAndReception farewellBrunch }
    entrees { meat fish vegetarian }
  }
}`;

export async function getRsvpStats(token: string): Promise<RsvpStats> {
  return (await graphqlData<{ rsvpStats: RsvpStats }>('GetRSVPStats', GET_RSVP_STATS, { token })).rsvpStats;
}

export function rsvpStatsQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.rsvpStats,
    queryFn: () => getRsvpStats(token),
    retry: retryUnlessLoggedOut,
  });
}

export function useRsvpStats(token: string) {
  return useQuery(rsvpStatsQueryOptions(token));
}
