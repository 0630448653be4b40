import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { UpdateGuestDocument } from '../../../lib/graphql/operations.generated';
import { putGuests, type Guest } from './guest-cache';
import { asOutcome, type MutationOutcome } from '../../../lib/graphql/mutation-outcome';

/**
 * UpdateGuest; the guest as the server saved them takes their place in the list. The answers' lists
 * show a guest's name and email: they reload only when those changed for a guest who replied.
 */
export function useUpdateGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guest, input }: { guest: Guest; input: Api.GuestUpdateInput }): Promise<MutationOutcome> =>
      asOutcome(async () => {
        const { updateGuest } = await graphqlData(UpdateGuestDocument, { token, id: guest.id, input });
        const saved = updateGuest.guest;
        if (saved) {
          putGuests(queryClient, [saved]);
          const renamed = saved.name !== guest.name || saved.email !== guest.email;
          if (renamed && saved.replyStatus !== 'AWAITING') {
            for (const queryKey of [adminKeys.rsvps, adminKeys.caterer])
              void queryClient.invalidateQueries({ queryKey, exact: true });
          }
        }
        return updateGuest;
      }, adminCopy.form.updateFailed),
  });
}
