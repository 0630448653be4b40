/**
 * The photos the hosts upload for the site's pages (ADR 084): their addresses, the sizes the
 * server writes, and the content fields that place them (the slideshow's list, each event's
 * picture), read by the server's rules and by the pages.
 */

/** A site photo's id: the first 16 hex digits of the SHA-256 of its bytes and its focal point. */
export const SITE_PHOTO_ID = /^[0-9a-f]{16}$/;
export const isSitePhotoId = (value: string) => SITE_PHOTO_ID.test(value);

/** Where the hosts send a photo (`multipart/form-data`, field `photo`, their token as Bearer). */
export const SITE_PHOTO_UPLOAD_PATH = '/api/site-photos';
/** Where the photos are served: `/site-photos/<id>/<cut>-<width>.<format>`, never changing. */
export const SITE_PHOTOS_PATH = '/site-photos';

/** The cuts of every photo: the slideshow's two orientations (photo-set.mjs's) and the events' card. */
export type SitePhotoCut = 'landscape' | 'portrait' | 'event';

/** The events' picture, as client/scripts/photos.mjs writes it: 3:2 at three widths, every format. */
export const EVENT_PICTURE = { width: 1200, height: 800, widths: [480, 800, 1200] } as const;
/** The link preview's picture of a published first slide. */
export const OG_PICTURE = { width: 1200, height: 630, file: 'og.jpg' } as const;

/** `site-photos/<id>/landscape`: a cut's base, its variants `<base>-<width>.<format>`. */
export const sitePhotoBase = (id: string, cut: SitePhotoCut) => `site-photos/${id}/${cut}`;

/** The content field of the slideshow's list, and of each event's picture (page `photos`). */
export const SLIDESHOW_KEY = 'photos.slideshow';
export const eventPhotoKey = (eventId: string) => `photos.events.${eventId}`;

/** The specification's limit on the slideshow. */
export const SLIDESHOW_MAX = 42;
export const CAPTION_MAX = 120;

/**
 * One slide: `photo` is a built photo's name (`terrace-at-dawn`) or an uploaded photo's id;
 * `colour` is drawn while it loads; the captions are text, empty for none.
 */
export interface SlideshowEntry {
  photo: string;
  colour: string;
  en: string;
  fr: string;
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/** The slideshow field's value read, or undefined when it is not a list of slides. */
export function parseSlideshow(value: string): SlideshowEntry[] | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  const entries: SlideshowEntry[] = [];
  for (const item of parsed as unknown[]) {
    if (!item || typeof item !== 'object') return undefined;
    const { photo, colour, en, fr } = item as Record<string, unknown>;
    if (typeof photo !== 'string' || typeof en !== 'string' || typeof fr !== 'string') return undefined;
    entries.push({
      photo,
      colour: typeof colour === 'string' && COLOUR.test(colour) ? colour : '#1f3a5f',
      en,
      fr,
    });
  }
  return entries;
}

/** The slideshow field's value of a list. */
export const slideshowValue = (entries: readonly SlideshowEntry[]) =>
  JSON.stringify(entries.map(({ photo, colour, en, fr }) => ({ photo, colour, en, fr })));
