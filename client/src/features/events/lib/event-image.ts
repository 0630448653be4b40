import type { WeddingEvent } from '@riviera/content';
import { eventPhotoKey, isSitePhotoId, sitePhotoBase } from '@riviera/contract';
import { published } from '../../../lib/published-content';

/** Widths written by client/scripts for event pictures, and their slot on the events page. */
export const EVENT_IMAGE_WIDTHS = [480, 800, 1200] as const;
export const EVENT_IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 45vw, 100vw';

/**
 * The event with the picture the hosts published for it (ADR 084: `photos.events.<id>`, an
 * uploaded photo's event cut at the same widths), else its own. Here, not in published-content.ts,
 * so only the events pages' chunk carries it.
 */
export function withPublishedPicture(event: WeddingEvent): WeddingEvent {
  const photo = published(eventPhotoKey(event.id), '');
  return isSitePhotoId(photo) ? { ...event, image: sitePhotoBase(photo, 'event') } : event;
}
