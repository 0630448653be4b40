import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlData } from './graphql-client';
import { adminKeys, retryUnlessLoggedOut } from './keys';
import { GUEST_FIELDS, type Guest } from './types';

const GET_GUESTS = `query GetGuests($token: String!) { guests(token: $token) { ${GUEST_FIELDS} } }`;

export async function getGuests(token: string): Promise<Guest[]> {
  return (await graphqlData<{ guests: Guest[] }>('GetGuests', GET_GUESTS, { token })).guests;
}

export function guestsQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.guests,
    queryFn: () => getGuests(token),
    retry: retryUnlessLoggedOut,
  });
}

export function useGuests(token: string) {
  return useQuery(guestsQueryOptions(token));
}
