import { useQuery } from '@tanstack/react-query';
import { adminKeys, adminQuery } from '../../../lib/graphql/admin-query';
import {
  GetAdminRSVPsDocument,
  GetRSVPStatsDocument,
  type GetAdminRSVPsQuery,
} from '../../../lib/graphql/operations.generated';

/** Every current answer, newest first (GetAdminRSVPs). */
export const useAdminRsvps = (token: string) =>
  useQuery(adminQuery(adminKeys.rsvps, GetAdminRSVPsDocument, { token }, (data) => data.adminRSVPs));

/** The counts of the answers: responses, people per event, entrées (GetRSVPStats). */
export const useRsvpStats = (token: string) =>
  useQuery(adminQuery(adminKeys.rsvpStats, GetRSVPStatsDocument, { token }, (data) => data.rsvpStats));

/** One current answer as the hosts' RSVPs tab shows it. */
export type AdminRsvp = GetAdminRSVPsQuery['adminRSVPs'][number];
