import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { AddPartyMemberDocument } from '../../../lib/graphql/operations.generated';
import { addGuest } from './guest-cache';
import { asOutcome, type MutationOutcome } from '../../../lib/graphql/mutation-outcome';

/** AddPartyMember (ADR 040): the new member, as the server stored them, joins the list. */
export function useAddPartyMember(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      guestId,
      input,
    }: {
      guestId: string;
      input: Api.PartyMemberInput;
    }): Promise<MutationOutcome> =>
      asOutcome(async () => {
        const { addPartyMember } = await graphqlData(AddPartyMemberDocument, { token, guestId, input });
        if (addPartyMember.guest) addGuest(queryClient, addPartyMember.guest);
        return addPartyMember;
      }, adminCopy.party.addFailed),
  });
}
