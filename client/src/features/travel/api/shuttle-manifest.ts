import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import {
  ExportShuttleManifestDocument,
  ShuttleManifestDocument,
  type ShuttleManifestFieldsFragment,
} from '../../../lib/graphql/operations.generated';

export type ShuttleManifest = ShuttleManifestFieldsFragment;

/** A run's passengers and what changed since its manifest was last exported (ShuttleManifest). */
export const useShuttleManifest = (token: string, runId: string) =>
  useQuery(
    adminQuery(
      adminKeys.shuttleManifest(runId),
      ShuttleManifestDocument,
      { token, runId },
      (data) => data.shuttleManifest,
    ),
  );

/**
 * The manifest to print or download, remembered on the server as what the coach company now knows:
 * the manifest then starts again from this export (its date, no changes), so it reloads.
 */
export function useExportShuttleManifest(token: string, runId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await graphqlData(ExportShuttleManifestDocument, { token, runId })).exportShuttleManifest,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: adminKeys.shuttleManifest(runId), exact: true }),
  });
}
