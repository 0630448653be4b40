import { events, eventsCopy } from '../../../content/en/events';
import { couple, weddingTimeZone } from '../../../content/en/site';
import { buildCalendar, calendarPath } from './ics';

export interface CalendarFile {
  /** URL path, such as /calendar/welcome-dinner.ics. */
  path: string;
  content: string;
}

/** A calendar file per event and one for the whole weekend, written by the build. */
export function calendarFiles(stamp: Date): CalendarFile[] {
  const options = {
    name: eventsCopy.calendarName,
    titleSuffix: couple.together,
    dressCodeLabel: eventsCopy.dressCodeLabel,
    uidDomain: eventsCopy.calendarUidDomain,
    timeZone: weddingTimeZone,
    stamp,
  } as const;
  return [
    ...events.map((event) => ({ path: calendarPath(event.id), content: buildCalendar([event], options) })),
    { path: calendarPath(eventsCopy.calendarFileName), content: buildCalendar(events, options) },
  ];
}
