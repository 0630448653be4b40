import { useQuery } from '@tanstack/react-query';
import { retryUnlessLoggedOut } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { ContentPreviewDocument } from '../../../lib/graphql/operations.generated';

/**
 * ContentPreview: the page's HTML with the drafts over the published values (ADR 079). Under
 * ['admin'], so logging out drops it; fetched again each time it is shown, drafts change.
 */
export const useContentPreview = (token: string, path: string) =>
  useQuery({
    queryKey: ['admin', 'content', 'preview', path],
    queryFn: async () => (await graphqlData(ContentPreviewDocument, { token, path })).contentPreview,
    retry: retryUnlessLoggedOut,
    staleTime: 0,
  });
