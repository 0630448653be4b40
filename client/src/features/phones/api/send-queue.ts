import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import {
  MarkPhoneMessageSentDocument,
  SendQueueDocument,
  type PhoneMessageFieldsFragment,
} from '../../../lib/graphql/operations.generated';

export type PhoneMessage = PhoneMessageFieldsFragment;

/** The guests with a mobile number, by name, each with their message ready. */
export const sendQueueQuery = (token: string) =>
  adminQuery(adminKeys.sendQueue, SendQueueDocument, { token }, (data) => data.sendQueue);

export const useSendQueue = (token: string) => useQuery(sendQueueQuery(token));

/** Records a message as sent (or not); the queue takes the server's row in place of its own. */
export function useMarkPhoneMessageSent(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ guestId, sent }: { guestId: string; sent: boolean }) => {
      const { markPhoneMessageSent: result } = await graphqlData(MarkPhoneMessageSentDocument, {
        token,
        guestId,
        sent,
      });
      if (!result.success || !result.entry) throw new Error(result.message ?? adminCopy.sendQueue.markFailed);
      return result.entry;
    },
    onSuccess: (entry) => {
      queryClient.setQueryData<PhoneMessage[]>(adminKeys.sendQueue, (entries) =>
        entries?.map((row) => (row.guestId === entry.guestId ? entry : row)),
      );
    },
  });
}
