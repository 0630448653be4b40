import { adminCopy } from '@riviera/content/en/admin';
import type { Api } from '@riviera/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData, GraphqlRequestError } from '../../../lib/graphql/graphql-client';
import {
  AnnouncementsDocument,
  CreateAnnouncementDocument,
  DeleteAnnouncementDocument,
  type AnnouncementFieldsFragment,
} from '../../../lib/graphql/operations.generated';

export type Announcement = AnnouncementFieldsFragment;

/** The server's answer to a post or a delete: its sentence, and every broken rule. */
export interface NoticeOutcome {
  ok: boolean;
  message: string;
  errors: string[];
}

const copy = adminCopy.notices;

/** Every notice, newest first (Announcements). */
export const useAnnouncements = (token: string) =>
  useQuery(
    adminQuery(adminKeys.announcements, AnnouncementsDocument, { token }, (data) => data.announcements),
  );

/** A refusal the server says in words is an outcome; anything else an exception. */
async function asOutcome(
  run: () => Promise<{ success: boolean; message?: string | null; errors: string[] }>,
  failed: string,
): Promise<NoticeOutcome> {
  try {
    const result = await run();
    return { ok: result.success, message: result.message ?? failed, errors: result.errors };
  } catch (error) {
    if (error instanceof GraphqlRequestError) return { ok: false, message: error.message, errors: [] };
    throw error;
  }
}

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
