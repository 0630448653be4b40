import { createHash } from 'node:crypto';
import { buildCalendar, isLanguage } from '@riviera/contract';
import type { CalendarEvent, Language } from '@riviera/contract';
import type { DbOrTx } from '../../platform/db/database';
import { inDayOrder, pickupEvent, runningPickups } from '../travel';
import { guestByTypedCode } from '../guests';
import { guestCalendarOptions, mailContent } from '../../platform/mail/mail-content';
import { ok, refuse, type Result } from '../../platform/result';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { feedEntries, saveFeedEntries, type FeedEntry } from './calendar-feed.repository';
import { partyWeekend } from './party-weekend.service';
import { publishedContentValues, withPublishedEvents } from '../content';

/**
 * The feed's file name: the invitation code, in any case (as the pass takes it), and `.ics`. The
 * build's own calendar files are named by event id, with a hyphen or of other lengths.
 */
export const FEED_FILE = /^([A-Za-z0-9]{6,8})\.ics$/;

/** What a phone compares: the event's words, times and place as the party reads them. */
function fingerprintOf(event: CalendarEvent, language: Language): string {
  return createHash('sha256')
    .update(JSON.stringify([language, event]))
    .digest('hex');
}

export interface PartyCalendar {
  ics: string;
  language: Language;
}

/**
 * `GET /calendar/CODE.ics`: the events any member of the code's party comes to, as a calendar a
 * phone subscribes to. Each event keeps its UID (the same as in the confirmation's file); when what
 * the party sees of it changes (their answer, or the event's time, place or words after a deploy),
 * its SEQUENCE goes up by one and LAST-MODIFIED is the time the feed first showed the change.
 * An unknown or malformed code is `not_found`, saying nothing about anyone.
 */
export async function partyCalendar(
  db: DbOrTx,
  file: string,
  now: Date,
  use?: CodeUse,
): Promise<Result<PartyCalendar>> {
  const notFound = refuse('not_found', 'There is no calendar at this address.');
  const found = await guestByTypedCode(db, FEED_FILE.exec(file)?.[1] ?? '', use);
  if (!found.ok) return found;
  const guest = found.value;
  if (!guest) return notFound;
  const party: { partyId: string; language: Language } = {
    partyId: guest.party_id,
    language: isLanguage(guest.language) ? guest.language : 'en',
  };

  const content = mailContent(party.language);
  const weekend = await partyWeekend(db, party.partyId);
  const chosen = new Set<string>(weekend.events);
  // The party's shuttle pickups (ADR 048) among the events, in the order of the day.
  const pickups = runningPickups(weekend.pickups).map((pickup) => pickupEvent(content, pickup));
  // The events as the hosts last published them (ADR 079): a new time or place is a new
  // fingerprint below, so the event's SEQUENCE rises.
  const published = withPublishedEvents(content.events, await publishedContentValues(db), party.language);
  const events = inDayOrder([...published.filter((event) => chosen.has(event.id)), ...pickups]);

  const known = new Map((await feedEntries(db, party.partyId)).map((entry) => [entry.eventId, entry]));
  const revisions = new Map<string, FeedEntry>();
  const changed: FeedEntry[] = [];
  for (const event of events) {
    const fingerprint = fingerprintOf(event, party.language);
    const before = known.get(event.id);
    if (before && before.fingerprint === fingerprint) {
      revisions.set(event.id, before);
      continue;
    }
    const entry = {
      eventId: event.id,
      fingerprint,
      sequence: before ? before.sequence + 1 : 0,
      modifiedAt: now,
    };
    revisions.set(event.id, entry);
    changed.push(entry);
  }
  await saveFeedEntries(db, party.partyId, changed);

  const ics = buildCalendar(events, {
    ...guestCalendarOptions(content, now),
    refreshInterval: 'PT1H',
    revisionOf: (id) => {
      const entry = revisions.get(id);
      return entry && { sequence: entry.sequence, lastModified: entry.modifiedAt };
    },
  });
  return ok({ ics, language: party.language });
}
