import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { DeleteGuestDocument } from '../../../lib/graphql/operations.generated';
import { dropGuest, type Guest } from './guest-cache';
import { asOutcome, type MutationOutcome } from '../../../lib/graphql/mutation-outcome';

/** DeleteGuest; the guest leaves the list, and what counted them reloads. */
export function useDeleteGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: Guest): Promise<MutationOutcome> =>
      asOutcome(async () => {
        const { deleteGuest } = await graphqlData(DeleteGuestDocument, { token, id: guest.id });
        if (deleteGuest.success) dropGuest(queryClient, guest);
        return deleteGuest;
      }, adminCopy.confirmDelete.failed),
  });
}
