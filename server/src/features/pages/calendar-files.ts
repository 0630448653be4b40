import {
  buildCalendar,
  calendarPath,
  colon,
  LANGUAGE_PREFIXES,
  type CalendarOptions,
} from '@riviera/contract';
import * as en from '@riviera/content/en/events';
import * as fr from '@riviera/content/fr/events';
import { couple, weddingTimeZone } from '@riviera/content/wedding';
import { withPublishedEvents, type EventRevision, type PublishedValues } from '../content';
import { LANGUAGES, type RenderedFile } from './page-renderer';

/**
 * The events pages' calendar files, written again with each publish (ADR 087): the build writes
 * them once (client/src/features/events/lib/calendar-files.ts), with the same names, words and
 * UIDs; these carry the published events and, for a moved one, a SEQUENCE above the build's, so a
 * phone that imported the file before takes the new one as an update.
 */
const CONTENT = { en, fr } as const;

export function calendarFiles(
  values: PublishedValues,
  revisions: ReadonlyMap<string, EventRevision>,
  stamp: Date,
): RenderedFile[] {
  return LANGUAGES.flatMap((language) => {
    const { events, eventsCopy } = CONTENT[language];
    const published = withPublishedEvents(events, values, language);
    const options: CalendarOptions = {
      name: eventsCopy.calendarName,
      titleSuffix: couple.together,
      dressCodeLabel: eventsCopy.dressCodeLabel,
      colon: colon(language),
      uidDomain: eventsCopy.calendarUidDomain,
      language,
      timeZone: weddingTimeZone,
      stamp,
      revisionOf: (id) => revisions.get(id),
    };
    const prefix = LANGUAGE_PREFIXES[language];
    const file = (id: string) => calendarPath(id, prefix).slice(1);
    return [
      ...published.map((event) => ({ file: file(event.id), html: buildCalendar([event], options) })),
      { file: file(eventsCopy.calendarFileName), html: buildCalendar(published, options) },
    ];
  });
}
