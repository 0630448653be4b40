import { describe, expect, it } from 'vitest';
import * as english from '../../en/admin/site-photos';
import { typographyProblems } from '../../french-typography';
import { sitePhotoMessages, sitePhotosCopy } from './site-photos';

/** The French of the site's photos (ADR 084): the English keys, and French typography in every sentence. */
const sentences = (copy: Record<string, string | ((...args: number[]) => string)>) =>
  Object.entries(copy).map(
    ([key, value]) => [key, typeof value === 'function' ? value(3, 42) : value] as const,
  );

describe('the French words of the site’s photos', () => {
  it('has every English key', () => {
    expect(Object.keys(sitePhotoMessages).sort()).toEqual(Object.keys(english.sitePhotoMessages).sort());
    expect(Object.keys(sitePhotosCopy).sort()).toEqual(Object.keys(english.sitePhotosCopy).sort());
  });

  it('keeps French typography in every sentence', () => {
    const problems = [...sentences(sitePhotoMessages), ...sentences(sitePhotosCopy)].flatMap(([key, text]) =>
      typographyProblems(text).map((problem) => `${key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
