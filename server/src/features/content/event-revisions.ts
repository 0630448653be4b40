import type { DbOrTx } from '../../platform/db/database';
import { listVersions, type PublishedValues } from './content.repository';

/**
 * How often the hosts moved each event (ADR 087): the number of publishes that changed its start,
 * end, place or address, compared value by value with the publish before (a publish of the same
 * values moves nothing), and the last such publish's time. The site's own calendar files and the
 * confirmation's `.ics` carry it as SEQUENCE and LAST-MODIFIED, so a phone that imported an event
 * takes the moved one as an update of the same event (its UID), not as a copy.
 */
export interface EventRevision {
  sequence: number;
  lastModified: Date;
}

const MOVE_FIELDS = ['start', 'end', 'place', 'address'] as const;

function whereAndWhen(values: PublishedValues, eventId: string): string {
  return JSON.stringify(MOVE_FIELDS.map((field) => values[`events.${eventId}.${field}`] ?? null));
}

/** Each moved event's revision, by event id: one statement, whatever the number of guests. */
export async function eventRevisions(db: DbOrTx): Promise<Map<string, EventRevision>> {
  const versions = (await listVersions(db)).reverse();
  const revisions = new Map<string, EventRevision>();
  let before: PublishedValues = {};
  for (const version of versions) {
    const values = (version.published ?? {}) as PublishedValues;
    const events = new Set(
      [...Object.keys(values), ...Object.keys(before)].flatMap(
        (key) => /^events\.([a-z0-9-]+)\.(?:start|end|place|address)$/.exec(key)?.[1] ?? [],
      ),
    );
    for (const eventId of events) {
      if (whereAndWhen(values, eventId) === whereAndWhen(before, eventId)) continue;
      revisions.set(eventId, {
        sequence: (revisions.get(eventId)?.sequence ?? 0) + 1,
        lastModified: new Date(version.published_at),
      });
    }
    before = values;
  }
  return revisions;
}
