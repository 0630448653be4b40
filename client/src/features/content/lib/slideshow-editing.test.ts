import { describe, expect, it } from 'vitest';
import { slideshowValue } from '@riviera/contract';
import { addSlide, moveSlide, removeSlide, replaceSlide, setCaption, slidesOf } from './slideshow-editing';

const slide = (photo: string) => ({ photo, colour: '#102030', en: '', fr: '' });
const list = slideshowValue([slide('terrace-at-dawn'), slide('sea-path'), slide('moonrise')]);
const photo = { id: '0123456789abcdef', colour: '#aabbcc', width: 1200, height: 800 };
const order = (value: string) => slidesOf(value).map((item) => item.photo);

describe('the slideshow list as the Photos page changes it', () => {
  it('moves a photo up and down, and not past either end', () => {
    expect(order(moveSlide(list, 2, -1))).toEqual(['terrace-at-dawn', 'moonrise', 'sea-path']);
    expect(order(moveSlide(list, 0, 1))).toEqual(['sea-path', 'terrace-at-dawn', 'moonrise']);
    expect(moveSlide(list, 0, -1)).toBe(list);
    expect(moveSlide(list, 2, 1)).toBe(list);
  });

  it('adds an uploaded photo at the end once, replaces one in place keeping its captions, removes one', () => {
    const added = addSlide(list, photo);
    expect(added.ok && order(added.value)).toEqual(['terrace-at-dawn', 'sea-path', 'moonrise', photo.id]);
    expect(added.ok && addSlide(added.value, photo)).toEqual({ ok: false, reason: 'twice' });
    const captioned = setCaption(list, 1, 'fr', 'Le sentier');
    const replaced = replaceSlide(captioned, 1, photo);
    expect(replaced.ok && slidesOf(replaced.value)[1]).toEqual({
      photo: photo.id,
      colour: '#aabbcc',
      en: '',
      fr: 'Le sentier',
    });
    expect(order(removeSlide(list, 0))).toEqual(['sea-path', 'moonrise']);
  });

  it('takes no 43rd photo', () => {
    const full = slideshowValue(Array.from({ length: 42 }, (_, i) => slide(`photo-${i}`)));
    expect(addSlide(full, photo)).toEqual({ ok: false, reason: 'full' });
  });
});
