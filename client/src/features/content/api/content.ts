import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { asOutcome, type MutationOutcome } from '../../../lib/graphql/mutation-outcome';
import {
  ContentFieldsDocument,
  ContentHistoryDocument,
  DiscardContentDraftDocument,
  PublishContentDocument,
  RestoreContentDocument,
  SaveContentDraftDocument,
} from '../../../lib/graphql/operations.generated';
import type { ContentEditInput, ContentField } from '../lib/content-editing';

/** The Content tab's operations (DESIGN 3.7, ADR 076, 080): api/content.graphql. */

export const contentFieldsQuery = (token: string) =>
  adminQuery(adminKeys.content, ContentFieldsDocument, { token }, (data) => data.contentFields);

export const useContentFields = (token: string) => useQuery(contentFieldsQuery(token));

export const useContentHistory = (token: string) =>
  useQuery(
    adminQuery(adminKeys.contentHistory, ContentHistoryDocument, { token }, (data) => data.contentHistory),
  );

/** The fields a save returned replace theirs in the cache: the tab shows what the server stored. */
function mergeFields(cached: ContentField[] | undefined, saved: readonly ContentField[]) {
  if (!cached) return cached;
  const byKey = new Map(saved.map((field) => [field.key, field]));
  return cached.map((field) => byKey.get(field.key) ?? field);
}

/** Saves one page's batch: all of it or nothing (`saveContentDraft`). */
export function useSaveContentDraft(token: string, failed: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edits: ContentEditInput[]): Promise<MutationOutcome> =>
      asOutcome(async () => {
        const result = (await graphqlData(SaveContentDraftDocument, { token, edits })).saveContentDraft;
        if (result.success)
          queryClient.setQueryData<ContentField[]>(adminKeys.content, (cached) =>
            mergeFields(cached, result.fields),
          );
        return result;
      }, failed),
  });
}

/** The fields as the server holds them now: read again after a refused save, to show a conflict. */
export const freshContentFields = (queryClient: ReturnType<typeof useQueryClient>, token: string) =>
  queryClient.fetchQuery({ ...contentFieldsQuery(token), staleTime: 0 });

type Whole = 'discard' | 'publish' | 'restore';

/** Discard, publish or restore: every page changes, so the fields and the history are read again. */
export function useWholeContentChange(token: string, failed: Record<Whole, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: { kind: Whole; version?: number }): Promise<MutationOutcome> => {
      const run = async () => {
        if (change.kind === 'discard')
          return (await graphqlData(DiscardContentDraftDocument, { token })).discardContentDraft;
        if (change.kind === 'publish')
          return (await graphqlData(PublishContentDocument, { token })).publishContent;
        return (await graphqlData(RestoreContentDocument, { token, version: change.version ?? 0 }))
          .restoreContent;
      };
      return asOutcome(run, failed[change.kind]);
    },
    onSuccess: async (outcome) => {
      if (!outcome.ok) return;
      await Promise.all(
        [adminKeys.content, adminKeys.contentHistory].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, exact: true }),
        ),
      );
    },
  });
}
