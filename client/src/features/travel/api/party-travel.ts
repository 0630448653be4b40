import type { Api } from '@riviera/contract';
import { edition } from '@edition/edition';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { GraphqlRequestError, graphqlRequest } from '../../../lib/graphql/graphql-client';
import {
  PartyTravelDocument,
  SubmitTravelDocument,
  type PartyTravelQuery,
} from '../../../lib/graphql/operations.generated';

/** The party's travel as the `travel` query gives it (DESIGN 3.4). */
export type PartyTravel = NonNullable<PartyTravelQuery['travel']>;

/** What opening a party's travel came to: its details, no such code, or the server's refusal. */
type TravelOutcome =
  { status: 'found'; travel: PartyTravel } | { status: 'notFound' } | { status: 'failed'; message: string };

/** `travel(invitationCode)`, in the page's language. Rejects only when no answer came. */
async function fetchPartyTravel(invitationCode: string): Promise<TravelOutcome> {
  try {
    const { data } = await graphqlRequest(
      PartyTravelDocument,
      { invitationCode },
      { language: edition.language },
    );
    return data?.travel ? { status: 'found', travel: data.travel } : { status: 'notFound' };
  } catch (error) {
    // A refusal with a sentence (too many tries): said as it is.
    if (error instanceof GraphqlRequestError && error.errors.length > 0)
      return { status: 'failed', message: error.message };
    throw error;
  }
}

const partyTravelKey = (invitationCode: string) => ['rsvp', 'travel', invitationCode] as const;

/** The party's travel by code: read fresh on each visit, since another member may have changed it. */
export function partyTravelQueryOptions(invitationCode: string) {
  return queryOptions({
    queryKey: partyTravelKey(invitationCode),
    queryFn: () => fetchPartyTravel(invitationCode),
    staleTime: 0,
    retry: false,
  });
}

export type SubmitTravelOutcome = { ok: true; message: string } | { ok: false; errors: string[] };

/** `submitTravel`: saved with the server's sentence, or its refusals (every one a sentence). */
export async function submitTravel(input: Api.TravelInput): Promise<SubmitTravelOutcome> {
  const { data } = await graphqlRequest(SubmitTravelDocument, { input }, { language: edition.language });
  const result = data?.submitTravel;
  if (result?.success) return { ok: true, message: result.message ?? '' };
  return { ok: false, errors: result?.errors.length ? result.errors : [result?.message ?? ''] };
}

/** Sends the party's travel; once saved, the party's travel (seats left included) is read again. */
export function useSubmitTravel(invitationCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTravel,
    onSuccess: async (outcome) => {
      if (outcome.ok) await queryClient.invalidateQueries({ queryKey: partyTravelKey(invitationCode) });
    },
  });
}
