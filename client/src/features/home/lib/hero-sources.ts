import { heroPhotos } from '@riviera/content/photos';
import type { HeroPhoto } from '@riviera/content/photo-types';
import { isSitePhotoId, parseSlideshow, SLIDESHOW_KEY } from '@riviera/contract';
import { MAX_HERO_PHOTOS } from '../../../lib/constants';
import { variantUrl } from '../../../lib/image-variants';
import { isBuiltPhoto, isUploaded, photoBase } from '../../../lib/photo-base';
import { published } from '../../../lib/published-content';
import type { Orientation } from './use-orientation';

export { isUploaded, photoBase };

/** A slide: a built photo's name or an uploaded photo's id, its colour, and its captions if any. */
export interface HeroSlide extends HeroPhoto {
  en?: string;
  fr?: string;
}

/**
 * The slideshow as the hosts published it (ADR 084: the `photos.slideshow` field), or the built
 * set while they have not; a built name the build no longer has is left out.
 */
export function publishedSlides(): HeroSlide[] {
  const list = parseSlideshow(published(SLIDESHOW_KEY, ''))?.filter(
    (slide) => isBuiltPhoto(slide.photo) || isSitePhotoId(slide.photo),
  );
  if (!list?.length) return heroPhotos.photos.slice(0, MAX_HERO_PHOTOS);
  return list.slice(0, MAX_HERO_PHOTOS).map(({ photo, colour, en, fr }) => ({ name: photo, colour, en, fr }));
}

/**
 * The URL of another photo in the variant the browser chose for the first slide (same folder,
 * width and format), so every slide matches the screen and the formats the browser supports.
 * `chosen` is the first slide's currentSrc, such as https://…/portrait/terrace-at-dawn-828.avif.
 */
export function sameVariantUrl(chosen: string, name: string, orientation: Orientation): string {
  const match = /-(\d+)\.(avif|webp|jpg)$/.exec(new URL(chosen, 'http://x').pathname);
  const width = Number(match?.[1] ?? heroPhotos.orientations[orientation].fallbackWidths[0]);
  const format = (match?.[2] ?? 'jpg') as 'avif' | 'webp' | 'jpg';
  return variantUrl(photoBase(name, orientation), width, format);
}

/** `sizes` of the full-screen slide; the home page's preloads use the same value. */
export const HERO_SIZES = '100vw';

/**
 * The specification's rule (portrait when the window is taller than wide) as media queries, so the
 * HTML picks the first slide's orientation before any JavaScript runs; the preloads use them too.
 */
export const ORIENTATION_MEDIA: Record<Orientation, string> = {
  portrait: '(max-aspect-ratio: 999/1000)',
  landscape: '(min-aspect-ratio: 1/1)',
};
