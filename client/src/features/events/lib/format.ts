import {
  formatEventDate as formatDateIn,
  formatTime as formatTimeIn,
  formatTimeRange as formatTimeRangeIn,
} from '@riviera/contract';
import { edition } from '@edition/edition';

// The formatting lives in the shared contract (the server writes the same dates in mail); the
// pages write them in their edition's language.

/** '2026-05-14' → 'Thursday, 14 May 2026' (« jeudi 14 mai 2026 » in French). */
export const formatEventDate = (iso: string) => formatDateIn(iso, edition.language);

/** '09:30' → '9:30 AM' (« 9 h 30 »). */
export const formatTime = (time: string) => formatTimeIn(time, edition.language);

/** '18:30'–'23:00' → '6:30 to 11 PM' (« de 18 h 30 à 23 h »); without an end, the start. */
export const formatTimeRange = (start: string, end: string | undefined) =>
  formatTimeRangeIn(start, end, edition.language);

/** The map link lives in lib/, as the weekend pass links the same places. */
export { googleMapsUrl } from '../../../lib/map-link';
