import { heroPhotos } from '@riviera/content/photos';
import type { HeroPhotoSet } from '@riviera/content/photo-types';
import { variantUrl } from '../../../lib/image-variants';
import type { Orientation } from './use-orientation';

/** `imgs/herov2/portrait/terrace-at-dawn`: the base of a photo's variants. */
export function photoBase(name: string, orientation: Orientation, set: HeroPhotoSet = heroPhotos): string {
  return `${set.basePath}/${orientation}/${name}`;
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
