import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import { asOutcome } from '../../../lib/graphql/mutation-outcome';
import {
  CancelShuttleRunDocument,
  CreateShuttleRunDocument,
  ShuttleRunsDocument,
  UpdateShuttleRunDocument,
  type ShuttleRunFieldsFragment,
} from '../../../lib/graphql/operations.generated';

/** A run as the hosts' Travel tab shows it. */
export type ShuttleRun = ShuttleRunFieldsFragment;

export interface RunValues {
  from: string;
  to: string;
  /** ISO 8601 with the Paris offset. */
  departsAt: string;
  capacity: number;
}

/** Every run, cancelled ones included, in order of departure (ShuttleRuns). */
export const useShuttleRuns = (token: string) =>
  useQuery(adminQuery(adminKeys.shuttleRuns, ShuttleRunsDocument, { token }, (data) => data.shuttleRuns));

/**
 * Puts on a run (no id) or changes one; the list reloads, and so does the run's manifest, whose
 * heading names the run.
 */
export function useSaveShuttleRun(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RunValues }) =>
      asOutcome(
        async () =>
          id
            ? (await graphqlData(UpdateShuttleRunDocument, { token, id, input })).updateShuttleRun
            : (await graphqlData(CreateShuttleRunDocument, { token, input })).createShuttleRun,
        adminCopy.travel.saveFailed,
      ),
    onSuccess: (outcome, { id }) => {
      if (!outcome.ok) return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.shuttleRuns, exact: true });
      if (id) void queryClient.invalidateQueries({ queryKey: adminKeys.shuttleManifest(id), exact: true });
    },
  });
}

/** Cancels a run: its passengers are told by mail (the Mail tab's outbox shows the messages). */
export function useCancelShuttleRun(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      asOutcome(
        async () => (await graphqlData(CancelShuttleRunDocument, { token, id })).cancelShuttleRun,
        adminCopy.travel.cancelFailed,
      ),
    onSuccess: (outcome, id) => {
      if (!outcome.ok) return;
      for (const queryKey of [adminKeys.shuttleRuns, adminKeys.shuttleManifest(id), adminKeys.mail])
        void queryClient.invalidateQueries({ queryKey, exact: true });
    },
  });
}
