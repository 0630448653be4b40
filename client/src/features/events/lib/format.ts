import {
  formatEventDate as formatDateIn,
  formatTime as formatTimeIn,
  formatTimeRange as formatTimeRangeIn,
  type CalendarWords,
} from '@riviera/contract';
import { calendarWords } from '../../../content';

// The formatting lives in the shared contract (the server writes the same dates in mail); the
// pages use the words of the site's language.

/** '2026-05-14' → 'Thursday, 14 May 2026'. */
export const formatEventDate = (iso: string, words: CalendarWords = calendarWords) =>
  formatDateIn(iso, words);

/** '09:30' → '9:30 AM'; '12:00' → '12 PM'. */
export const formatTime = (time: string, words: CalendarWords = calendarWords) => formatTimeIn(time, words);

/** '18:30'–'23:00' → '6:30 to 11 PM'; without an end, the start. */
export const formatTimeRange = (
  start: string,
  end: string | undefined,
  words: CalendarWords = calendarWords,
) => formatTimeRangeIn(start, end, words);

/** A Google Maps search for the place, which opens the app on a phone. */
export function googleMapsUrl(place: { name: string; address: string }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place.name}, ${place.address}`)}`;
}
