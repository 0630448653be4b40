import type { WeddingEvent } from '@riviera/content/types';
import type { WeekendPass } from '../api/get-weekend-pass';

/** One line of the party's day: an event of the weekend or one of their shuttle pickups. */
export type TimelineItem =
  | {
      kind: 'event';
      date: string;
      start: string;
      event: WeddingEvent;
      people: readonly string[];
      seats: WeekendPass['events'][number]['seats'];
    }
  | { kind: 'pickup'; date: string; start: string; pickup: WeekendPass['pickups'][number] };

export interface Day {
  date: string;
  items: TimelineItem[];
}

/**
 * The party's weekend by day, in the order of the day: their events (the content's facts and
 * words, as the events page shows them) and their pickups. A pickup's time is its departure in
 * the wedding's time, which the server writes with the Paris offset: its date and time are read
 * as written.
 */
export function daysOf(pass: WeekendPass, events: readonly WeddingEvent[]): Day[] {
  const items: TimelineItem[] = [];
  for (const { id, people, seats } of pass.events) {
    const event = events.find((candidate) => candidate.id === id);
    // A copy saved before the pass had seats has none (ADR 081).
    if (event)
      items.push({ kind: 'event', date: event.date, start: event.start, event, people, seats: seats ?? [] });
  }
  for (const pickup of pass.pickups) {
    const at = pickup.run.departsAt;
    items.push({ kind: 'pickup', date: at.slice(0, 10), start: at.slice(11, 16), pickup });
  }
  items.sort((a, b) => `${a.date}T${a.start}`.localeCompare(`${b.date}T${b.start}`));
  const days: Day[] = [];
  for (const item of items) {
    const day = days.at(-1);
    if (day?.date === item.date) day.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}

/** A moment as the phone's own clock read it, as the ISO date and 24-hour time the pages format. */
export function localMoment(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
    time: `${two(at.getHours())}:${two(at.getMinutes())}`,
  };
}
