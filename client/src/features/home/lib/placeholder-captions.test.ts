import { describe, expect, it } from 'vitest';
import { placeholderPhotos as english } from '../../../content/en/home';
import { placeholderPhotos as french } from '../../../content/fr/home';
import { heroPhotos } from '../../../content/photos';

/** The home page captions the placeholder slides from content/<language>/home.ts (photos.mjs draws none). */
describe('the placeholder photos’ captions', () => {
  it('name every placeholder slide, in English and in French', () => {
    if (!heroPhotos.placeholders) return; // the couple's own photos: no caption
    for (const { name } of heroPhotos.photos) {
      expect(english.titles[name], `${name} in English`).toBeTruthy();
      expect(french.titles[name], `${name} in French`).toBeTruthy();
    }
  });

  it('say that the photo is a placeholder', () => {
    expect(english.caption('Terrace at dawn')).toBe('Placeholder photo · Terrace at dawn');
    expect(french.caption('Terrasse à l’aube')).toBe('Photo provisoire · Terrasse à l’aube');
  });
});
