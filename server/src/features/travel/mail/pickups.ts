import { formatEventDate, formatTime, upperFirst, zonedIso, type CalendarEvent } from '@riviera/contract';
import type { MailContent } from '../../../platform/mail/mail-content';
import type { Block } from '../../../platform/mail/templates/message';

/** A party's seats on a shuttle run (ADR 046): one of its pickups. */
export interface Pickup {
  run: { id: string; from_place: string; to_place: string; departs_at: Date; cancelled_at: Date | null };
  seats: number;
}

/** How long a pickup stands in the calendar: the ride, about half an hour on the cape's roads. */
const RIDE_MINUTES = 30;

/**
 * A pickup as an entry of the party's calendar, in the wedding's time: the same entry, with the same
 * UID (`shuttle-<run id>@…`), in the party's feed (ADR 048) and in the files its mail carries.
 */
export function pickupEvent(content: MailContent, { run, seats }: Pickup): CalendarEvent {
  const at = (date: Date) => zonedIso(date, content.timeZone);
  const start = at(run.departs_at);
  const end = at(new Date(run.departs_at.getTime() + RIDE_MINUTES * 60_000));
  return {
    id: `shuttle-${run.id}`,
    title: content.copy.pickup.title(run.from_place, run.to_place),
    date: start.slice(0, 10),
    start: start.slice(11, 16),
    end: end.slice(11, 16),
    location: { name: run.from_place, address: '' },
    description: content.copy.pickup.description(seats),
    dressCode: '',
  };
}

/** The pickups still running: a cancelled run is not a pickup any more. */
export const runningPickups = (pickups: readonly Pickup[]): Pickup[] =>
  pickups.filter(({ run }) => run.cancelled_at === null);

/** Events in the order of the weekend. */
export const inDayOrder = (events: readonly CalendarEvent[]): CalendarEvent[] =>
  [...events].sort((a, b) => `${a.date}T${a.start}`.localeCompare(`${b.date}T${b.start}`));

/** The pickups as a message lists them: each run from and to, its day and time in Paris, the seats. */
export function pickupBlocks(content: MailContent, pickups: readonly Pickup[]): Block[] {
  if (pickups.length === 0) return [];
  const words = content.copy.pickup;
  return [
    { kind: 'heading', text: words.heading },
    {
      kind: 'events',
      items: pickups.map((pickup) => {
        const event = pickupEvent(content, pickup);
        return {
          title: event.title,
          when: upperFirst(
            content.copy.at(
              formatEventDate(event.date, content.language),
              formatTime(event.start, content.language),
            ),
          ),
          place: words.seats(pickup.seats),
        };
      }),
    },
  ];
}
