import { useMutation, useQueryClient } from '@tanstack/react-query';
import { asOutcome, type MutationOutcome } from './create-guest';
import { graphqlData } from './graphql-client';
import { adminKeys } from './keys';
import type { GuestResult } from './types';

export type SentKind = 'SAVE_THE_DATE' | 'FORMAL_INVITE';

const MARK_SAVE_THE_DATE_SENT = `mutation MarkSaveTheDateSent($token: String!, $id: ID!, $sent: Boolean) {
  markSaveTheDateSent(token: $token, id: $id, sent: $sent) { success message errors }
}`;
const MARK_FORMAL_INVITE_SENT = `mutation MarkFormalInviteSent($token: String!, $id: ID!, $sent: Boolean) {
  markFormalInviteSent(token: $token, id: $id, sent: $sent) { success message errors }
}`;
const MARK_GUESTS_SENT = `mutation MarkGuestsSent($token: String!, $ids: [ID!]!, $kind: SentKind!, $sent: Boolean) {
  markGuestsSent(token: $token, ids: $ids, kind: $kind, sent: $sent) { success message }
}`;

const FAILED = 'The change could not be saved. Please try again.';

/** One guest: MarkSaveTheDateSent or MarkFormalInviteSent; several: markGuestsSent, all or none. */
export async function markSent(
  token: string,
  ids: string[],
  kind: SentKind,
  sent: boolean,
): Promise<MutationOutcome> {
  const [only] = ids;
  if (ids.length === 1 && only) {
    const [operation, query, field] =
      kind === 'SAVE_THE_DATE'
        ? (['MarkSaveTheDateSent', MARK_SAVE_THE_DATE_SENT, 'markSaveTheDateSent'] as const)
        : (['MarkFormalInviteSent', MARK_FORMAL_INVITE_SENT, 'markFormalInviteSent'] as const);
    return asOutcome(
      async () =>
        (await graphqlData<Record<string, GuestResult>>(operation, query, { token, id: only, sent }))[
          field
        ] as GuestResult,
      FAILED,
    );
  }
  return asOutcome(async () => {
    const data = await graphqlData<{ markGuestsSent: { success: boolean; message: string | null } }>(
      'MarkGuestsSent',
      MARK_GUESTS_SENT,
      { token, ids, kind, sent },
    );
    return { ...data.markGuestsSent, guest: null, errors: [] };
  }, FAILED);
}

export function useMarkSent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, kind, sent }: { ids: string[]; kind: SentKind; sent: boolean }) =>
      markSent(token, ids, kind, sent),
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
