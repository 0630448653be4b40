import { parseSlideshow, slideshowValue, SLIDESHOW_MAX, type SlideshowEntry } from '@riviera/contract';

/**
 * The Photos page's pure logic (ADR 084): the slideshow field's value read as slides and written
 * back after a host adds, replaces, moves or removes one, or types a caption. The server checks
 * the result again (content-rules.ts); these only keep the list whole while the host works.
 */

export type Slide = SlideshowEntry;

/** An uploaded photo, as `POST /api/site-photos` answers it. */
export interface UploadedPhoto {
  id: string;
  colour: string;
  width: number;
  height: number;
}

export const slidesOf = (value: string): Slide[] => parseSlideshow(value) ?? [];

type Change = { ok: true; value: string } | { ok: false; reason: 'twice' | 'full' };

const written = (slides: readonly Slide[]): Change => ({ ok: true, value: slideshowValue(slides) });

export function moveSlide(value: string, index: number, by: -1 | 1): string {
  const slides = slidesOf(value);
  const to = index + by;
  if (to < 0 || to >= slides.length) return value;
  const [moved] = slides.splice(index, 1);
  if (moved) slides.splice(to, 0, moved);
  return slideshowValue(slides);
}

export function removeSlide(value: string, index: number): string {
  const slides = slidesOf(value);
  slides.splice(index, 1);
  return slideshowValue(slides);
}

/** The uploaded photo at the end of the slideshow; refused when it is in it already, or it is full. */
export function addSlide(value: string, photo: UploadedPhoto): Change {
  const slides = slidesOf(value);
  if (slides.some((slide) => slide.photo === photo.id)) return { ok: false, reason: 'twice' };
  if (slides.length >= SLIDESHOW_MAX) return { ok: false, reason: 'full' };
  return written([...slides, { photo: photo.id, colour: photo.colour, en: '', fr: '' }]);
}

/** The uploaded photo in place of slide `index`, its captions kept. */
export function replaceSlide(value: string, index: number, photo: UploadedPhoto): Change {
  const slides = slidesOf(value);
  if (slides.some((slide, at) => at !== index && slide.photo === photo.id))
    return { ok: false, reason: 'twice' };
  const slide = slides[index];
  if (!slide) return { ok: true, value };
  slides[index] = { ...slide, photo: photo.id, colour: photo.colour };
  return written(slides);
}

export function setCaption(value: string, index: number, language: 'en' | 'fr', caption: string): string {
  const slides = slidesOf(value);
  const slide = slides[index];
  if (!slide) return value;
  slides[index] = { ...slide, [language]: caption };
  return slideshowValue(slides);
}
