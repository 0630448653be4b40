import { heroPhotos } from '@riviera/content/photos';
import type { HeroPhotoSet } from '@riviera/content/photo-types';
import { isSitePhotoId, sitePhotoBase } from '@riviera/contract';

const BUILT = new Set(heroPhotos.photos.map((photo) => photo.name));

/** A built slideshow photo's name (`server/content/src/photos.ts`). */
export const isBuiltPhoto = (name: string) => BUILT.has(name);

/** A photo the hosts uploaded (ADR 084), not one of the build's. */
export const isUploaded = (name: string) => !BUILT.has(name) && isSitePhotoId(name);

/**
 * `imgs/herov2/portrait/terrace-at-dawn`: the base of a slideshow photo's variants; an uploaded
 * photo's is `site-photos/<id>/portrait`, at the same widths and in the same formats (ADR 084).
 */
export function photoBase(
  name: string,
  orientation: 'landscape' | 'portrait',
  set: HeroPhotoSet = heroPhotos,
): string {
  return isUploaded(name) ? sitePhotoBase(name, orientation) : `${set.basePath}/${orientation}/${name}`;
}
