import { graphqlData } from '../../client/src/lib/graphql/graphql-client';
import {
  AlbumOverviewDocument,
  AlbumPhotosDocument,
  AnnouncementsDocument,
  ArrivalsDocument,
  ContentFieldsDocument,
  ContentHistoryDocument,
  GetAdminRSVPsDocument,
  GetCodeGuessingDocument,
  GetGuestsDocument,
  GetGuestStatsDocument,
  GetHotelStaysDocument,
  GetRSVPStatsDocument,
  HostsSitePhaseDocument,
  SeatingPlanDocument,
  KitchenSheetDocument,
  SendQueueDocument,
  ShuttleManifestDocument,
  ShuttleRunsDocument,
  TravelDeadlineDocument,
} from '../../client/src/lib/graphql/operations.generated';
import { adminLogin } from '../../client/src/features/auth/api/admin-login';
import { BenchError } from './progress';
import { BENCH_ADMIN_PASSWORD } from './site-server';

/**
 * The hosts' queries exactly as the admin area sends them: the client's own GraphQL client and typed
 * documents (client/src/lib/graphql) run here, their relative URL pointed at the bench's server.
 * What each one sent is kept, so autocannon and the growth phase replay the same request.
 */
export const ADMIN_QUERIES = {
  guests: (token: string) => graphqlData(GetGuestsDocument, { token }),
  adminRSVPs: (token: string) => graphqlData(GetAdminRSVPsDocument, { token }),
  guestStats: (token: string) => graphqlData(GetGuestStatsDocument, { token }),
  rsvpStats: (token: string) => graphqlData(GetRSVPStatsDocument, { token }),
  codeGuessing: (token: string) => graphqlData(GetCodeGuessingDocument, { token }),
  hotelStays: (token: string) => graphqlData(GetHotelStaysDocument, { token }),
  sendQueue: (token: string) => graphqlData(SendQueueDocument, { token }),
  announcements: (token: string) => graphqlData(AnnouncementsDocument, { token }),
  shuttleRuns: (token: string) => graphqlData(ShuttleRunsDocument, { token }),
  arrivals: (token: string) => graphqlData(ArrivalsDocument, { token }),
  // On the dashboard and atop the Travel tab (ADR 074): the deadline and whether it has passed.
  travelDeadline: (token: string) => graphqlData(TravelDeadlineDocument, { token }),
  // Atop the hosts' area (ADR 083): the site's phase, for the banner once the weekend is over.
  sitePhase: (token: string) => graphqlData(HostsSitePhaseDocument, { token }),
  // The first run's manifest, as the Travel tab opens it from the list: the request kept is the last one sent.
  shuttleManifest: async (token: string) => {
    const [run] = (await graphqlData(ShuttleRunsDocument, { token })).shuttleRuns;
    if (!run) throw new BenchError('The bench has no shuttle run to read the manifest of.');
    return graphqlData(ShuttleManifestDocument, { token, runId: run.id });
  },
  // The reception's seating plan and kitchen sheet (ADR 077), with the tables bench/seating.ts adds.
  seatingPlan: (token: string) => graphqlData(SeatingPlanDocument, { token, event: 'cocktailAndReception' }),
  kitchenSheet: (token: string) =>
    graphqlData(KitchenSheetDocument, { token, event: 'cocktailAndReception' }),
  // The Content tab's fields and history (ADR 080): a row per field the hosts changed, whatever the guests.
  contentFields: (token: string) => graphqlData(ContentFieldsDocument, { token }),
  contentHistory: (token: string) => graphqlData(ContentHistoryDocument, { token }),
  // The Album tab (ADR 082): every photo in one statement, and the settings, space and takedowns.
  albumPhotos: (token: string) => graphqlData(AlbumPhotosDocument, { token }),
  albumOverview: (token: string) => graphqlData(AlbumOverviewDocument, { token }),
} as const;
export type AdminQuery = keyof typeof ADMIN_QUERIES;

export interface SentRequest {
  path: string;
  body: string;
  headers: Record<string, string>;
}

/** Runs the client's fetcher against `origin` and returns the request it sent. */
async function capture(origin: string, run: () => Promise<unknown>): Promise<SentRequest> {
  const realFetch = globalThis.fetch;
  let sent: SentRequest | undefined;
  globalThis.fetch = (input, init) => {
    const url = new URL(String(input), origin);
    sent = {
      path: url.pathname,
      body: String(init?.body ?? ''),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    };
    return realFetch(url, init);
  };
  try {
    await run();
  } finally {
    globalThis.fetch = realFetch;
  }
  if (!sent) throw new BenchError('The admin client sent no request.');
  return sent;
}

/** Logs in as the hosts do and returns the token. */
export async function logIn(origin: string): Promise<string> {
  let token = '';
  await capture(origin, async () => {
    const outcome = await adminLogin(BENCH_ADMIN_PASSWORD);
    if (!outcome.ok) throw new BenchError(`The bench could not log in: ${outcome.message}`);
    token = outcome.token;
  });
  return token;
}

/** The request the admin area sends for `query`, checked once against the server. */
export function adminRequest(origin: string, token: string, query: AdminQuery): Promise<SentRequest> {
  return capture(origin, () => ADMIN_QUERIES[query](token));
}
