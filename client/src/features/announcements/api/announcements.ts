import { adminCopy } from '@riviera/content/en/admin';
import type { Api } from '@riviera/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { asOutcome } from '../../../lib/graphql/mutation-outcome';
import {
  AnnouncementsDocument,
  CreateAnnouncementDocument,
  DeleteAnnouncementDocument,
  type AnnouncementFieldsFragment,
} from '../../../lib/graphql/operations.generated';

export type Announcement = AnnouncementFieldsFragment;

const copy = adminCopy.announcements;

/** Every notice, newest first (Announcements). */
export const useAnnouncements = (token: string) =>
  useQuery(
    adminQuery(adminKeys.announcements, AnnouncementsDocument, { token }, (data) => data.announcements),
  );

/** Posts a notice; the list reloads, and so does the Mail tab's outbox when it was emailed. */
export function usePostAnnouncement(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Api.AnnouncementInput) =>
      asOutcome(
        async () => (await graphqlData(CreateAnnouncementDocument, { token, input })).createAnnouncement,
        copy.postFailed,
      ),
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      for (const queryKey of [adminKeys.announcements, adminKeys.mail])
        void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}

export function useDeleteAnnouncement(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      asOutcome(
        async () => (await graphqlData(DeleteAnnouncementDocument, { token, id })).deleteAnnouncement,
        copy.deleteFailed,
      ),
    onSuccess: (outcome) => {
      if (outcome.ok) void queryClient.invalidateQueries({ queryKey: adminKeys.announcements, exact: true });
    },
  });
}
