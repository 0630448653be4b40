import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { graphqlData, SessionExpiredError } from './graphql-client';
import type { TypedDocumentString } from './operations.generated';

/**
 * The hosts' area's query keys, in one table as the routes are in config/paths.ts: each feature
 * reads and updates its own, and a mutation that changes another feature's data names that key
 * exactly. Everything sits under ['admin'], which logging out drops.
 */
export const adminKeys = {
  all: ['admin'],
  guests: ['admin', 'guests'],
  guestStats: ['admin', 'guest-stats'],
  rsvps: ['admin', 'rsvps'],
  rsvpStats: ['admin', 'rsvp-stats'],
  caterer: ['admin', 'caterer'],
  mail: ['admin', 'mail'],
  sendQueue: ['admin', 'send-queue'],
  announcements: ['admin', 'announcements'],
  codeGuessing: ['admin', 'code-guessing'],
  albumPhotos: ['admin', 'album', 'photos'],
  albumOverview: ['admin', 'album', 'overview'],
  hotelStays: ['admin', 'hotel-stays'],
  content: ['admin', 'content'],
  contentHistory: ['admin', 'content-history'],
  shuttleRuns: ['admin', 'travel', 'runs'],
  arrivals: ['admin', 'travel', 'arrivals'],
  travelDeadline: ['admin', 'travel', 'deadline'],
  seating: (event: string) => ['admin', 'seating', event],
  shuttleManifest: (runId: string) => ['admin', 'travel', 'manifest', runId],
  mailMessage: (id: string) => ['admin', 'mail', 'message', id],
  mailPreview: (kind: string, guestId: string) => ['admin', 'mail', 'preview', kind, guestId],
} as const;

/** A refused token is never retried: the host has to log in again. */
export const retryUnlessLoggedOut = (failures: number, error: unknown) =>
  !(error instanceof SessionExpiredError) && failures < 1;

/**
 * A hosts' query: its key, its typed document and variables, and the part of the data it keeps.
 * Every list and count of the admin area is one of these.
 */
export function adminQuery<Key extends QueryKey, Result, Variables, Data>(
  queryKey: Key,
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  pick: (data: Result) => Data,
) {
  return queryOptions({
    queryKey,
    queryFn: async () => pick(await graphqlData(document, variables)),
    retry: retryUnlessLoggedOut,
  });
}
