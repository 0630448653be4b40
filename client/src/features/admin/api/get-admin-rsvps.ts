import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlData } from './graphql-client';
import { adminKeys, retryUnlessLoggedOut } from './keys';
import type { AdminRsvp } from './types';

const GET_ADMIN_RSVPS = `query GetAdminRSVPs($token: String!) {
  adminRSVPs(token: $token) {
    id guestId name email phone attending plusOne plusOneName foodPreferences foodAllergies plusOneFoodAllergies
    entree plusOneEntree welcomeParty farewellLunch submittedAt mailingAddress message earlierVersions
    events { welcomeDinner ceremonyAndLunch cocktailAndReception farewellBrunch }
    plusOneEvents { welcomeDinner ceremonyAndLunch cocktailAndReception farewellBrunch }
  }
}`;

export async function getAdminRsvps(token: string): Promise<AdminRsvp[]> {
  return (await graphqlData<{ adminRSVPs: AdminRsvp[] }>('GetAdminRSVPs', GET_ADMIN_RSVPS, { token }))
    .adminRSVPs;
}

export function adminRsvpsQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.rsvps,
    queryFn: () => getAdminRsvps(token),
    retry: retryUnlessLoggedOut,
  });
}

export function useAdminRsvps(token: string) {
  return useQuery(adminRsvpsQueryOptions(token));
}
