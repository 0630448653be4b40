import type { WeddingEvent } from '@riviera/content';
import { endDateOf, localDateTime } from './ics';

interface GoogleCalendarOptions {
  titleSuffix: string;
  dressCodeLabel: string;
  /** What follows the label, as the language writes it. */
  colon: string;
  timeZone: string;
}

/**
 * Google Calendar's "add event" page for one event, beside its .ics file: on Android and in a
 * desktop browser it adds the event in a tap. The times are the venue's local times (ctz), as in
 * the calendar files.
 */
export function googleCalendarUrl(event: WeddingEvent, options: GoogleCalendarOptions): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${event.title} · ${options.titleSuffix}`,
    dates: `${localDateTime(event.date, event.start)}/${localDateTime(endDateOf(event), event.end)}`,
    ctz: options.timeZone,
    location: `${event.location.name}, ${event.location.address}`,
    details: `${event.description}\n\n${options.dressCodeLabel}${options.colon}${event.dressCode}`,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
