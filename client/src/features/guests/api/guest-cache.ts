import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/graphql/admin-query';
import type { GuestFieldsFragment } from '../../../lib/graphql/operations.generated';

/** A guest as the hosts' list shows them: every field of the schema's Guest (guests.graphql). */
export type Guest = GuestFieldsFragment;

// The guest list after a change, from what the server answered: the changed guests replace theirs,
// a new one joins, a removed one leaves. The list itself is never fetched again for one guest (at
// 15,000 guests it weighs 8 MB); only the counts, which the server computes, are.

/** The guests the server answered with, in place of their earlier selves. */
export function putGuests(queryClient: QueryClient, changed: readonly Guest[]): void {
  const byId = new Map(changed.map((guest) => [guest.id, guest]));
  queryClient.setQueryData<Guest[]>(adminKeys.guests, (list) =>
    list?.map((guest) => byId.get(guest.id) ?? guest),
  );
  void queryClient.invalidateQueries({ queryKey: adminKeys.guestStats, exact: true });
}

/** A guest the server added, at the end of the list (the page sorts it as the host chose). */
export function addGuest(queryClient: QueryClient, guest: Guest): void {
  queryClient.setQueryData<Guest[]>(adminKeys.guests, (list) => list && [...list, guest]);
  void queryClient.invalidateQueries({ queryKey: adminKeys.guestStats, exact: true });
}

/**
 * A guest the server removed; their answer went with them, so the answers' lists and counts are
 * fetched again when they had replied.
 */
export function dropGuest(queryClient: QueryClient, removed: Pick<Guest, 'id' | 'replyStatus'>): void {
  queryClient.setQueryData<Guest[]>(adminKeys.guests, (list) =>
    list?.filter((guest) => guest.id !== removed.id),
  );
  const keys: (readonly string[])[] = [adminKeys.guestStats];
  if (removed.replyStatus !== 'AWAITING') keys.push(adminKeys.rsvps, adminKeys.rsvpStats, adminKeys.caterer);
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey, exact: true });
}
