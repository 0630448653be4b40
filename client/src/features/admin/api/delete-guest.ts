import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCopy } from '@riviera/content/en/admin';
import { asOutcome, type MutationOutcome } from './create-guest';
import { graphqlData } from './graphql-client';
import { adminKeys } from './keys';
import type { GuestResult } from './types';

const DELETE_GUEST = `mutation DeleteGuest($token: String!, $id: ID!) {
  deleteGuest(token: $token, id: $id) { success message errors }
}`;

export async function deleteGuest(token: string, id: string): Promise<MutationOutcome> {
  return asOutcome(
    async () =>
      (await graphqlData<{ deleteGuest: GuestResult }>('DeleteGuest', DELETE_GUEST, { token, id }))
        .deleteGuest,
    adminCopy.confirmDelete.failed,
  );
}

export function useDeleteGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteGuest(token, id),
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
