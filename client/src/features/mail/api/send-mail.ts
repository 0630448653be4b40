import type { Api } from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/graphql/admin-query';
import { graphqlData, GraphqlRequestError } from '../../../lib/graphql/graphql-client';
import {
  SendGuestMailDocument,
  SetHostNotificationsDocument,
  SetHostsEmailDocument,
  type MailOverviewQuery,
} from '../../../lib/graphql/operations.generated';

export type SendOutcome = { ok: boolean; message: string; skipped: string[] };

/**
 * Sends one of the guest mails to the selected guests. The messages join the outbox and the guests
 * are marked as having had a save-the-date or an invitation, neither of which the answer lists: the
 * mail view, the guest list and its counts reload.
 */
export function useSendGuestMail(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      guestIds,
      resend = false,
    }: {
      kind: Api.GuestMailKind;
      guestIds: string[];
      /** Also to guests who already had this save-the-date or invitation. */
      resend?: boolean;
    }): Promise<SendOutcome> => {
      try {
        const { sendGuestMail: result } = await graphqlData(SendGuestMailDocument, {
          token,
          kind,
          guestIds,
          resend,
        });
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
    onSuccess: (outcome, { kind }) => {
      if (!outcome.ok) return;
      const keys: readonly (readonly string[])[] =
        kind === 'REMINDER' ? [adminKeys.mail] : [adminKeys.mail, adminKeys.guests, adminKeys.guestStats];
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}

/** How the hosts hear of answers; the mail view takes the server's answer as it is. */
export function useSetHostNotifications(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: Api.HostNotifications) =>
      (await graphqlData(SetHostNotificationsDocument, { token, value })).setHostNotifications,
    onSuccess: ({ success, hostNotifications }) => {
      if (!success || !hostNotifications) return;
      queryClient.setQueryData<MailOverviewQuery['mailOverview']>(
        adminKeys.mail,
        (overview) => overview && { ...overview, hostNotifications },
      );
    },
  });
}

/** The hosts' own addresses for notices, from the Mail tab; the overview shows them once saved. */
export function useSetHostsEmail(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (addresses: string) =>
      (await graphqlData(SetHostsEmailDocument, { token, addresses: [addresses] })).setHostsEmail,
    onSuccess: ({ success }) => {
      if (success) void queryClient.invalidateQueries({ queryKey: adminKeys.mail });
    },
  });
}
