import { placeholderPhotos as english } from '@riviera/content/en/home';
import { placeholderPhotos as french } from '@riviera/content/fr/home';
import { heroPhotos } from '@riviera/content/photos';
import { describe, expect, it } from 'vitest';
import { placeholderCaption } from './placeholder-captions';

/** The home page captions the placeholder slides from the content's <language>/home.ts. */
describe('the placeholder photos’ captions', () => {
  it('name the same photos in English and in French', () => {
    expect(Object.keys(french.titles).sort()).toEqual(Object.keys(english.titles).sort());
  });

  it('are under every slide of the photos the site has now, when they are the placeholders', () => {
    const captions = heroPhotos.photos.map(({ name }) => placeholderCaption(heroPhotos, english, name));
    const frenchCaptions = heroPhotos.photos.map(({ name }) => placeholderCaption(heroPhotos, french, name));
    const expected = heroPhotos.placeholders ? heroPhotos.photos.length : 0;
    expect(captions.filter(Boolean)).toHaveLength(expected);
    expect(frenchCaptions.filter(Boolean)).toHaveLength(expected);
  });

  it('say that a placeholder is one, and are never under the couple’s own photos', () => {
    const [first] = heroPhotos.photos;
    expect(placeholderCaption({ placeholders: true }, english, 'terrace-at-dawn')).toBe(
      'Placeholder photo · Terrace at dawn',
    );
    expect(placeholderCaption({ placeholders: true }, french, 'terrace-at-dawn')).toBe(
      'Photo provisoire · Terrasse à l’aube',
    );
    expect(placeholderCaption({ placeholders: false }, english, 'terrace-at-dawn')).toBeUndefined();
    expect(placeholderCaption({}, english, first?.name)).toBeUndefined();
    expect(placeholderCaption({ placeholders: true }, english, 'a-photo-of-our-own')).toBeUndefined();
  });
});
