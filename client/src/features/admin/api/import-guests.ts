import type { GuestInput } from '@riviera/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlData } from './graphql-client';
import { adminKeys } from './keys';
import type { ImportResult } from './types';

const IMPORT_GUESTS = `mutation ImportGuests($token: String!, $guests: [GuestInput!]!, $dryRun: Boolean) {
  importGuests(token: $token, guests: $guests, dryRun: $dryRun) { success message imported problems { row errors } }
}`;

/** Checks the rows on the server (dryRun: the preview) or imports them, all or none. */
export async function importGuests(
  token: string,
  guests: GuestInput[],
  dryRun: boolean,
): Promise<ImportResult> {
  return (
    await graphqlData<{ importGuests: ImportResult }>('ImportGuests', IMPORT_GUESTS, {
      token,
      guests,
      dryRun,
    })
  ).importGuests;
}

export function useImportGuests(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ guests, dryRun }: { guests: GuestInput[]; dryRun: boolean }) =>
      importGuests(token, guests, dryRun),
    onSuccess: (result, { dryRun }) => {
      if (result.success && !dryRun) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
