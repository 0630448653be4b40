import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import {
  CatererReportDocument,
  ExportCatererSheetsDocument,
} from '../../../lib/graphql/operations.generated';

/** The caterer's sheets per event and what changed since they were last exported. */
export const useCatererReport = (token: string) =>
  useQuery(adminQuery(adminKeys.caterer, CatererReportDocument, { token }, (data) => data.catererReport));

/**
 * The sheets to download, remembered on the server as what the caterer now knows: the report then
 * starts again from this export (its date, no changes), so it reloads.
 */
export function useExportCatererSheets(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await graphqlData(ExportCatererSheetsDocument, { token })).exportCatererSheets,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.caterer, exact: true }),
  });
}
