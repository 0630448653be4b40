import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { CreateGuestDocument } from '../../../lib/graphql/operations.generated';
import { addGuest } from './guest-cache';
import { asOutcome, type MutationOutcome } from '../../../lib/graphql/mutation-outcome';

/** CreateGuest; the new guest, as the server stored them, joins the list, and the counts reload. */
export function useCreateGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Api.GuestInput): Promise<MutationOutcome> =>
      asOutcome(async () => {
        const { createGuest } = await graphqlData(CreateGuestDocument, { token, input });
        if (createGuest.guest) addGuest(queryClient, createGuest.guest);
        return createGuest;
      }, adminCopy.form.createFailed),
  });
}
