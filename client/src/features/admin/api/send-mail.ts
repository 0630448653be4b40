import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCopy } from '@riviera/content/en/admin';
import { graphqlData, GraphqlRequestError } from './graphql-client';
import { adminKeys } from './keys';
import type { GuestMailKind, HostNotifications } from './types';

const SEND_GUEST_MAIL = `mutation SendGuestMail($token: String!, $kind: GuestMailKind!, $guestIds: [ID!]!, $resend: Boolean) {
  sendGuestMail(token: $token, kind: $kind, guestIds: $guestIds, resend: $resend) { success message queued skipped }
}`;
const SET_HOST_NOTIFICATIONS = `mutation SetHostNotifications($token: String!, $value: HostNotifications!) {
  setHostNotifications(token: $token, value: $value) { success message hostNotifications }
}`;

export type SendOutcome = { ok: boolean; message: string; skipped: string[] };

/** Sends one of the guest mails to the selected guests; the list and the mail view follow. */
export function useSendGuestMail(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      guestIds,
      resend = false,
    }: {
      kind: GuestMailKind;
      guestIds: string[];
      /** Also to guests who already had this save-the-date or invitation. */
      resend?: boolean;
    }): Promise<SendOutcome> => {
      try {
        const { sendGuestMail: result } = await graphqlData<{
          sendGuestMail: { success: boolean; message: string | null; skipped: string[] };
        }>('SendGuestMail', SEND_GUEST_MAIL, { token, kind, guestIds, resend });
        return {
          ok: result.success,
          message: result.message ?? adminCopy.send.failed,
          skipped: result.skipped,
        };
      } catch (error) {
        if (error instanceof GraphqlRequestError) return { ok: false, message: error.message, skipped: [] };
        throw error;
      }
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useSetHostNotifications(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: HostNotifications) =>
      graphqlData('SetHostNotifications', SET_HOST_NOTIFICATIONS, { token, value }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.mail }),
  });
}
