import type { HeroPhotoSet } from '@riviera/content/photo-types';

/** The words of the placeholder captions (`placeholderPhotos` of the content's home.ts). */
export interface PlaceholderWords {
  caption(title: string): string;
  titles: Readonly<Record<string, string>>;
}

/**
 * What the home page writes under a slide: "Placeholder photo · Terrace at dawn" while the slideshow
 * shows the placeholder set (client/scripts/photos.mjs); nothing under the couple's own photos.
 */
export function placeholderCaption(
  set: Pick<HeroPhotoSet, 'placeholders'>,
  words: PlaceholderWords,
  name: string | undefined,
): string | undefined {
  const title = set.placeholders && name ? words.titles[name] : undefined;
  return title ? words.caption(title) : undefined;
}
