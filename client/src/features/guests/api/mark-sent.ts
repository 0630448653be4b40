import type { Api } from '@riviera/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import {
  MarkFormalInviteSentDocument,
  MarkGuestsSentDocument,
  MarkSaveTheDateSentDocument,
} from '../../../lib/graphql/operations.generated';
import { putGuests, type Guest } from './guest-cache';
import { asOutcome } from '../../../lib/graphql/mutation-outcome';

const FAILED = 'The change could not be saved. Please try again.';

/** One guest: MarkSaveTheDateSent or MarkFormalInviteSent; several: markGuestsSent, all or none. */
async function markSent(
  token: string,
  ids: string[],
  kind: Api.SentKind,
  sent: boolean,
): Promise<{ success: boolean; message: string | null; errors?: string[]; guests: Guest[] }> {
  const [only] = ids;
  if (ids.length === 1 && only) {
    const variables = { token, id: only, sent };
    const result =
      kind === 'SAVE_THE_DATE'
        ? (await graphqlData(MarkSaveTheDateSentDocument, variables)).markSaveTheDateSent
        : (await graphqlData(MarkFormalInviteSentDocument, variables)).markFormalInviteSent;
    return { ...result, guests: result.guest ? [result.guest] : [] };
  }
  return (await graphqlData(MarkGuestsSentDocument, { token, ids, kind, sent })).markGuestsSent;
}

/** Marks guests sent or pending; the guests as the server saved them take their place in the list. */
export function useMarkSent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, kind, sent }: { ids: string[]; kind: Api.SentKind; sent: boolean }) =>
      asOutcome(async (): Promise<{ success: boolean; message: string | null }> => {
        const result = await markSent(token, ids, kind, sent);
        if (result.success) putGuests(queryClient, result.guests);
        return result;
      }, FAILED),
  });
}
