import type { GuestInput } from '@riviera/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCopy } from '@riviera/content/en/admin';
import { GraphqlRequestError, graphqlData } from './graphql-client';
import { adminKeys } from './keys';
import { GUEST_FIELDS, type GuestResult } from './types';

const CREATE_GUEST = `mutation CreateGuest($token: String!, $input: GuestInput!) {
  createGuest(token: $token, input: $input) { success message errors guest { ${GUEST_FIELDS} } }
}`;

/** What a guest mutation came to: done with the server's sentence, or refused with one. */
export type MutationOutcome =
  { ok: true; message: string } | { ok: false; message: string; errors: string[] };

export function outcomeOf(result: GuestResult | undefined, fallback: string): MutationOutcome {
  if (result?.success) return { ok: true, message: result.message ?? '' };
  return { ok: false, message: result?.message?.trim() || fallback, errors: result?.errors ?? [] };
}

/** A refusal without data (a rule of the API) reads like any refusal; a lost connection rejects. */
export async function asOutcome(run: () => Promise<GuestResult>, fallback: string): Promise<MutationOutcome> {
  try {
    return outcomeOf(await run(), fallback);
  } catch (error) {
    if (error instanceof GraphqlRequestError)
      return { ok: false, message: error.message || fallback, errors: [] };
    throw error;
  }
}

export async function createGuest(token: string, input: GuestInput): Promise<MutationOutcome> {
  return asOutcome(
    async () =>
      (await graphqlData<{ createGuest: GuestResult }>('CreateGuest', CREATE_GUEST, { token, input }))
        .createGuest,
    adminCopy.form.createFailed,
  );
}

/** CreateGuest; on success the lists and counts reload. */
export function useCreateGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestInput) => createGuest(token, input),
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
