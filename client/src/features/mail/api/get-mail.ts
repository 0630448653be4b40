import type { Api } from '@riviera/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys, adminQuery, retryUnlessLoggedOut } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import {
  MailMessageDocument,
  MailOverviewDocument,
  MailPreviewDocument,
  type MailDocumentResultFragment,
} from '../../../lib/graphql/operations.generated';

/** A message as it would arrive: its subject, its address, its text and a link to its HTML. */
export type MailDocument = NonNullable<MailDocumentResultFragment['mail']>;

/** The message, or the server's sentence for why it cannot be shown. */
const documentOf = (result: MailDocumentResultFragment): MailDocument => {
  if (!result.mail) throw new Error(result.message ?? '');
  return result.mail;
};

/** How mail leaves and every message, looked at again every few seconds while the tab is open. */
export const mailOverviewQuery = (token: string) =>
  queryOptions({
    ...adminQuery(adminKeys.mail, MailOverviewDocument, { token }, (data) => data.mailOverview),
    refetchInterval: 4_000,
  });

export const useMailOverview = (token: string) => useQuery(mailOverviewQuery(token));

export function useMailMessage(token: string, id: string) {
  return useQuery({
    queryKey: adminKeys.mailMessage(id),
    queryFn: async () => documentOf((await graphqlData(MailMessageDocument, { token, id })).mailMessage),
    retry: retryUnlessLoggedOut,
  });
}

export function useMailPreview(token: string, kind: Api.GuestMailKind, guestId: string) {
  return useQuery({
    queryKey: adminKeys.mailPreview(kind, guestId),
    queryFn: async () =>
      documentOf((await graphqlData(MailPreviewDocument, { token, kind, guestId })).mailPreview),
    retry: retryUnlessLoggedOut,
  });
}
