import type { DbOrTx } from '../../platform/db/database';
import type { RsvpRow } from '../../platform/db/rows';

/** A member's current answer, with the member's name and whether they are a child. */
export type MemberAnswer = RsvpRow & { guest_name: string; guest_child: boolean };

/**
 * Every member's current answer (members who have not answered have none), in the party's order:
 * adults first, then in the order they were added.
 */
export async function partyAnswers(db: DbOrTx, partyId: string): Promise<MemberAnswer[]> {
  return db
    .selectFrom('rsvps as r')
    .innerJoin('guests as g', 'g.id', 'r.guest_id')
    .selectAll('r')
    .select(['g.name as guest_name', 'g.child as guest_child'])
    .where('g.party_id', '=', partyId)
    .orderBy('g.child')
    .orderBy('g.created_at')
    .orderBy('g.id')
    .execute();
}

export interface FeedEntry {
  eventId: string;
  fingerprint: string;
  sequence: number;
  modifiedAt: Date;
}

export async function feedEntries(db: DbOrTx, partyId: string): Promise<FeedEntry[]> {
  const rows = await db
    .selectFrom('calendar_feed_entries')
    .select(['event_id', 'fingerprint', 'sequence', 'modified_at'])
    .where('party_id', '=', partyId)
    .execute();
  return rows.map((row) => ({
    eventId: row.event_id,
    fingerprint: row.fingerprint,
    sequence: row.sequence,
    modifiedAt: row.modified_at,
  }));
}

/**
 * Records what the feed now shows of each changed event, in one statement. Two phones fetching at
 * once raise a changed event's revision once: the row written first wins, and the second's
 * `WHERE` (same fingerprint now stored) leaves it.
 */
export async function saveFeedEntries(
  db: DbOrTx,
  partyId: string,
  entries: readonly FeedEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insertInto('calendar_feed_entries')
    .values(
      entries.map((entry) => ({
        party_id: partyId,
        event_id: entry.eventId,
        fingerprint: entry.fingerprint,
        sequence: entry.sequence,
        modified_at: entry.modifiedAt,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['party_id', 'event_id'])
        .doUpdateSet((eb) => ({
          fingerprint: eb.ref('excluded.fingerprint'),
          sequence: eb.ref('excluded.sequence'),
          modified_at: eb.ref('excluded.modified_at'),
        }))
        .whereRef('calendar_feed_entries.fingerprint', '<>', 'excluded.fingerprint'),
    )
    .execute();
}
