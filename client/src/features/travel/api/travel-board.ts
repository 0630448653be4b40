import { adminCopy } from '@riviera/content/en/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import { graphqlData } from '../../../lib/graphql/graphql-client';
import {
  ArrivalsDocument,
  SetTravelDeadlineDocument,
  TravelDeadlineDocument,
} from '../../../lib/graphql/operations.generated';

/** The arrivals board: 30-minute windows of Paris time with at least one arrival, earliest first. */
export const useArrivals = (token: string) =>
  useQuery(adminQuery(adminKeys.arrivals, ArrivalsDocument, { token }, (data) => data.arrivals));

/** Until when guests may give or change travel details (ISO 8601 with the Paris offset). */
export const useTravelDeadline = (token: string) =>
  useQuery(
    adminQuery(adminKeys.travelDeadline, TravelDeadlineDocument, { token }, (data) => data.travelDeadline),
  );

/** Sets the travel deadline; the server's sentence says the new one, or what to fix. */
export function useSetTravelDeadline(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deadline: string) => {
      const result = (await graphqlData(SetTravelDeadlineDocument, { token, deadline })).setTravelDeadline;
      const message = result.message ?? adminCopy.travel.deadlineFailed;
      // ADR 074: saved, with what about the new deadline looks like a mistake.
      return { ok: result.success, message, warnings: result.warnings };
    },
    onSuccess: ({ ok }) => {
      if (ok) void queryClient.invalidateQueries({ queryKey: adminKeys.travelDeadline, exact: true });
    },
  });
}
