import { parseOffsetIso, zonedClock, zonedDate } from '@riviera/contract';
import { weddingTimeZone } from '@riviera/content/wedding';

/**
 * The hosts give and read times in Paris time, whatever the zone of their own computer: a day and a
 * clock time here become ISO 8601 with the Paris offset of that day, and back.
 */

/** "2026-05-14" and "10:30" in Paris as "2026-05-14T10:30:00+02:00"; undefined if either is missing. */
export function parisIso(day: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return undefined;
  // Paris is an hour ahead of UTC in winter, two in summer: the offset whose instant shows this clock.
  for (const offset of ['+02:00', '+01:00']) {
    const iso = `${day}T${time}:00${offset}`;
    const at = parseOffsetIso(iso);
    if (at && zonedDate(at, weddingTimeZone) === day && zonedClock(at, weddingTimeZone) === time) return iso;
  }
  // The hour skipped when the clocks go forward: as the winter clock would have shown it.
  return `${day}T${time}:00+01:00`;
}

/** The day and the clock time in Paris of an ISO 8601 instant, for a form's fields. */
export function parisParts(iso: string): { day: string; time: string } {
  const at = new Date(iso);
  return { day: zonedDate(at, weddingTimeZone), time: zonedClock(at, weddingTimeZone) };
}

/** The Paris calendar day of an instant, as a key to group by: "2026-05-14". */
export const parisDay = (iso: string) => zonedDate(new Date(iso), weddingTimeZone);

/** "10:30", in Paris. */
export const parisClock = (iso: string) => zonedClock(new Date(iso), weddingTimeZone);

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Thursday 14 May 2026" for "2026-05-14". */
export function longDay(day: string): string {
  const part = Object.fromEntries(
    dayFormat.formatToParts(new Date(`${day}T12:00:00Z`)).map((piece) => [piece.type, piece.value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: weddingTimeZone,
});

/** "Thu 14 May 2026, 10:30", in Paris. */
export function parisWhen(iso: string): string {
  const part = Object.fromEntries(
    whenFormat.formatToParts(new Date(iso)).map((piece) => [piece.type, piece.value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}`;
}
