import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCopy } from '@riviera/content/en/admin';
import { asOutcome, type MutationOutcome } from './create-guest';
import { graphqlData } from './graphql-client';
import { adminKeys } from './keys';
import { GUEST_FIELDS, type GuestResult, type GuestUpdate } from './types';

const UPDATE_GUEST = `mutation UpdateGuest($token: String!, $id: ID!, $input: GuestUpdateInput!) {
  updateGuest(token: $token, id: $id, input: $input) { success message errors guest { ${GUEST_FIELDS} } }
}`;

export async function updateGuest(token: string, id: string, input: GuestUpdate): Promise<MutationOutcome> {
  return asOutcome(
    async () =>
      (await graphqlData<{ updateGuest: GuestResult }>('UpdateGuest', UPDATE_GUEST, { token, id, input }))
        .updateGuest,
    adminCopy.form.updateFailed,
  );
}

export function useUpdateGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: GuestUpdate }) => updateGuest(token, id, input),
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
