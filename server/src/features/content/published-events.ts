import { formatEventDay, formatTime, type CalendarEvent, type Language } from '@riviera/contract';
import type { PublishedValues } from './content.repository';

/**
 * The events as the hosts published them (ADR 079): title, date, times, place, address, words and
 * dress code from the content fields over the content package's, for what the server writes
 * itself (the calendar feed). A changed event is a new fingerprint there, so its SEQUENCE rises.
 */

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/;

/** A RICH value as a calendar's plain text: a paragraph or item a line, the markup dropped. */
export function richAsText(html: string): string {
  return html
    .replace(/<\/(?:p|li)>\s*|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

export function withPublishedEvents<Event extends CalendarEvent>(
  events: readonly Event[],
  values: PublishedValues,
  language: Language,
): Event[] {
  return events.map((event) => {
    const value = (field: string) => values[`events.${event.id}.${field}`]?.[language];
    const start = DATE_TIME.exec(value('start') ?? '');
    const end = DATE_TIME.exec(value('end') ?? '');
    const description = value('description');
    return {
      ...event,
      title: value('title') ?? event.title,
      date: start?.[1] ?? event.date,
      start: start?.[2] ?? event.start,
      end: end?.[2] ?? event.end,
      location: {
        ...event.location,
        name: value('place') ?? event.location.name,
        address: value('address') ?? event.location.address,
      },
      description: description === undefined ? event.description : richAsText(description),
      dressCode: value('dressCode') ?? event.dressCode,
    };
  });
}

const EVENT_MOVE = /^events\.([a-z0-9-]+)\.(?:start|end|place|address)$/;

/**
 * The ready notice of a publish that moved events (ADR 079): a sentence per event whose time, place
 * or address it changed, as the events then read; null when it moved none.
 */
export function changeNotice(
  keys: readonly string[],
  events: readonly CalendarEvent[],
  values: PublishedValues,
  language: Language,
  words: {
    moved: (event: { title: string; day: string; time: string; place: string; address: string }) => string;
  },
): string | null {
  const moved = new Set(keys.flatMap((key) => EVENT_MOVE.exec(key)?.[1] ?? []));
  const sentences = withPublishedEvents(events, values, language)
    .filter((event) => moved.has(event.id))
    .map((event) =>
      words.moved({
        title: event.title,
        day: formatEventDay(event.date, language),
        time: formatTime(event.start, language),
        place: event.location.name,
        address: event.location.address,
      }),
    );
  return sentences.length > 0 ? sentences.join(' ') : null;
}
