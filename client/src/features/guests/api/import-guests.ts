import type { Api } from '@riviera/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { ImportGuestsDocument } from '../../../lib/graphql/operations.generated';

/**
 * Checks the rows on the server (dryRun: the preview) or imports them, all or none. An import adds
 * guests the answer does not list, so the list and its counts reload; a preview changes nothing.
 */
export function useImportGuests(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ guests, dryRun }: { guests: Api.GuestInput[]; dryRun: boolean }) =>
      (await graphqlData(ImportGuestsDocument, { token, guests, dryRun })).importGuests,
    onSuccess: (result, { dryRun }) => {
      if (!result.success || dryRun) return;
      for (const queryKey of [adminKeys.guests, adminKeys.guestStats])
        void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
