import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphqlData } from './graphql-client';
import { adminKeys, retryUnlessLoggedOut } from './keys';
import type { GuestMailKind, MailDocument, MailOverview } from './types';

const MAIL_OVERVIEW = `query MailOverview($token: String!) {
  mailOverview(token: $token) {
    delivery hostsEmail hostNotifications
    messages { id kind to subject status attempts lastError guestName createdAt sentAt }
  }
}`;
const DOCUMENT = 'success message mail { subject to text htmlUrl arrived }';
const MAIL_MESSAGE = `query MailMessage($token: String!, $id: ID!) { mailMessage(token: $token, id: $id) { ${DOCUMENT} } }`;
const MAIL_PREVIEW = `query MailPreview($token: String!, $kind: GuestMailKind!, $guestId: ID!) {
  mailPreview(token: $token, kind: $kind, guestId: $guestId) { ${DOCUMENT} }
}`;

interface DocumentResult {
  success: boolean;
  message: string | null;
  mail: MailDocument | null;
}

/** The message, or the server's sentence for why it cannot be shown. */
const documentOf = (result: DocumentResult): MailDocument => {
  if (!result.mail) throw new Error(result.message ?? '');
  return result.mail;
};

/** How mail leaves and every message, looked at again every few seconds while the tab is open. */
export function mailOverviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.mail,
    queryFn: async () =>
      (await graphqlData<{ mailOverview: MailOverview }>('MailOverview', MAIL_OVERVIEW, { token }))
        .mailOverview,
    retry: retryUnlessLoggedOut,
    refetchInterval: 4_000,
  });
}

export const useMailOverview = (token: string) => useQuery(mailOverviewQueryOptions(token));

export function useMailMessage(token: string, id: string) {
  return useQuery({
    queryKey: [...adminKeys.mail, 'message', id],
    queryFn: async () =>
      documentOf(
        (await graphqlData<{ mailMessage: DocumentResult }>('MailMessage', MAIL_MESSAGE, { token, id }))
          .mailMessage,
      ),
    retry: retryUnlessLoggedOut,
  });
}

export function useMailPreview(token: string, kind: GuestMailKind, guestId: string) {
  return useQuery({
    queryKey: [...adminKeys.mail, 'preview', kind, guestId],
    queryFn: async () =>
      documentOf(
        (
          await graphqlData<{ mailPreview: DocumentResult }>('MailPreview', MAIL_PREVIEW, {
            token,
            kind,
            guestId,
          })
        ).mailPreview,
      ),
    retry: retryUnlessLoggedOut,
  });
}
