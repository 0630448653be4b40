import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlData } from './graphql-client';
import { adminKeys, retryUnlessLoggedOut } from './keys';
import { CATERER_FIELDS, type CatererReport } from './types';

const CATERER_REPORT = `query CatererReport($token: String!) { catererReport(token: $token) { ${CATERER_FIELDS} } }`;
const EXPORT_CATERER_SHEETS = `mutation ExportCatererSheets($token: String!) {
  exportCatererSheets(token: $token) { ${CATERER_FIELDS} }
}`;

export async function getCatererReport(token: string): Promise<CatererReport> {
  return (await graphqlData<{ catererReport: CatererReport }>('CatererReport', CATERER_REPORT, { token }))
    .catererReport;
}

export function catererReportQueryOptions(token: string) {
  return queryOptions({
    queryKey: adminKeys.caterer,
    queryFn: () => getCatererReport(token),
    retry: retryUnlessLoggedOut,
  });
}

export function useCatererReport(token: string) {
  return useQuery(catererReportQueryOptions(token));
}

/** The sheets to download, remembered on the server as what the caterer now knows. */
export async function exportCatererSheets(token: string): Promise<CatererReport> {
  return (
    await graphqlData<{ exportCatererSheets: CatererReport }>('ExportCatererSheets', EXPORT_CATERER_SHEETS, {
      token,
    })
  ).exportCatererSheets;
}

export function useExportCatererSheets(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => exportCatererSheets(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.caterer }),
  });
}
