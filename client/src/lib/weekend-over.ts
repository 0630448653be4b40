import { zonedDate } from '@riviera/contract';
import { travelWeekend } from '@riviera/content/travel-facts';
import { weddingTimeZone } from '@riviera/content/wedding';

/**
 * True once the weekend's last day is over in the wedding's time zone, by this browser's clock: the
 * hosts' area nudges then (DESIGN 3.8, ADR 083), as the server's `weekendIsOver` reads it.
 */
export function weekendIsOver(now: Date): boolean {
  return zonedDate(now, weddingTimeZone) > travelWeekend.last;
}
