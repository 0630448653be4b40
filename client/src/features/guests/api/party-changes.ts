import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import {
  MoveGuestToOwnPartyDocument,
  MoveGuestToPartyDocument,
  RenamePartyDocument,
} from '../../../lib/graphql/operations.generated';
import { putGuests, type Guest } from './guest-cache';
import { asOutcome, type MutationOutcome } from '../../../lib/graphql/mutation-outcome';

/**
 * MoveGuestToParty and MoveGuestToOwnParty (ADR 040): the moved guest, as the server answered,
 * takes their place in the list. `partyId` null takes them out into a party of their own.
 */
export function useMoveGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      guestId,
      partyId,
    }: {
      guestId: string;
      partyId: string | null;
    }): Promise<MutationOutcome> =>
      asOutcome(async () => {
        const result = partyId
          ? (await graphqlData(MoveGuestToPartyDocument, { token, guestId, partyId })).moveGuestToParty
          : (await graphqlData(MoveGuestToOwnPartyDocument, { token, guestId })).moveGuestToOwnParty;
        if (result.guest) putGuests(queryClient, [result.guest]);
        return result;
      }, adminCopy.party.changeFailed),
  });
}

/** RenameParty: every member in the list takes the party's new name. */
export function useRenameParty(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ partyId, name }: { partyId: string; name: string }): Promise<MutationOutcome> =>
      asOutcome(async () => {
        const { renameParty } = await graphqlData(RenamePartyDocument, { token, partyId, name });
        const party = renameParty.party;
        if (party) {
          queryClient.setQueryData<Guest[]>(adminKeys.guests, (list) =>
            list?.map((guest) => (guest.partyId === party.id ? { ...guest, partyName: party.name } : guest)),
          );
        }
        return renameParty;
      }, adminCopy.party.changeFailed),
  });
}
