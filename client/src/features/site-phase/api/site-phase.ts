import { sitePhaseCopy } from '@riviera/content/en/admin/site-phase';
import type { Api } from '@riviera/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { HostsSitePhaseDocument, SwitchSitePhaseDocument } from '../../../lib/graphql/operations.generated';

/** Under the hosts' keys, so logging out forgets it with the rest. */
const SITE_PHASE_KEY = [...adminKeys.all, 'site-phase'] as const;

/** The site's phase (DESIGN 3.8), for the hosts' banner. */
export const useSitePhaseForHosts = (token: string) =>
  useQuery(adminQuery(SITE_PHASE_KEY, HostsSitePhaseDocument, { token }, (data) => data.album.phase));

/** Switches the site's phase; the banner reads the phase as the server stored it (ADR 039). */
export function useSwitchSitePhase(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (phase: Api.SitePhase) => {
      const result = (await graphqlData(SwitchSitePhaseDocument, { token, phase })).setSitePhase;
      const stored = result.success ? result.album?.phase : undefined;
      if (!stored) throw new Error(result.message ?? sitePhaseCopy.failed);
      return stored;
    },
    onSuccess: (phase) => queryClient.setQueryData(SITE_PHASE_KEY, phase),
  });
}
