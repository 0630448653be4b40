// Relative paths, not the package name: vite.config.ts loads this module through Node (see ./ics.ts).
import { colon, LANGUAGE_PREFIXES, type Language } from '../../../../../server/contract/src/language';
import * as en from '../../../../../server/content/src/en/events';
import * as fr from '../../../../../server/content/src/fr/events';
import { couple, weddingTimeZone } from '../../../../../server/content/src/wedding';
import { buildCalendar, calendarPath } from './ics';

export interface CalendarFile {
  /** URL path, such as /calendar/welcome-dinner.ics or /fr/calendar/welcome-dinner.ics. */
  path: string;
  content: string;
}

/** Only the build reads this module (vite.config.ts), so it may hold both languages' events. */
const content: Record<Language, typeof en> = { en, fr };

/** A calendar file per event and one for the whole weekend, in a language, written by the build. */
export function calendarFiles(stamp: Date, language: Language): CalendarFile[] {
  const { events, eventsCopy } = content[language];
  const options = {
    name: eventsCopy.calendarName,
    titleSuffix: couple.together,
    dressCodeLabel: eventsCopy.dressCodeLabel,
    colon: colon(language),
    uidDomain: eventsCopy.calendarUidDomain,
    language,
    timeZone: weddingTimeZone,
    stamp,
  } as const;
  const prefix = LANGUAGE_PREFIXES[language];
  return [
    ...events.map((event) => ({
      path: calendarPath(event.id, prefix),
      content: buildCalendar([event], options),
    })),
    {
      path: calendarPath(eventsCopy.calendarFileName, prefix),
      content: buildCalendar(events, options),
    },
  ];
}
