/// <reference types="node" />
import { readFileSync } from 'node:fs';
import cormorant from '@capsizecss/metrics/cormorantGaramond';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';

// Read as text (vitest does not load stylesheets), from the project folder where vitest runs.
const css = readFileSync('client/src/styles/fonts.css', 'utf8');

/** The published metrics the fallback face must match, so the font swap moves no text. */
function expectedOverrides() {
  const average = (font: { xWidthAvg: number; unitsPerEm: number }) => font.xWidthAvg / font.unitsPerEm;
  const sizeAdjust = average(cormorant) / average(timesNewRoman);
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(cormorant.ascent / cormorant.unitsPerEm / sizeAdjust),
    'descent-override': percent(Math.abs(cormorant.descent) / cormorant.unitsPerEm / sizeAdjust),
    'line-gap-override': percent(cormorant.lineGap / cormorant.unitsPerEm / sizeAdjust),
  };
}

describe('the serif and its fallback', () => {
  it('scales the local fallback to Cormorant Garamond’s published metrics', () => {
    const fallback = /font-family: 'Cormorant Garamond Fallback';([^}]*)}/.exec(css)?.[1] ?? '';
    for (const [property, value] of Object.entries(expectedOverrides())) {
      expect(fallback, property).toContain(`${property}: ${value.replace('0.00%', '0%')};`);
    }
  });

  it('ships woff2 only, swapped in, in the Latin and Latin Extended subsets', () => {
    const sources = [...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBe(6);
    expect(sources.every((source) => source.endsWith('.woff2'))).toBe(true);
    expect(sources.filter((source) => source.includes('-latin-ext-')).length).toBe(3);
    expect(css.match(/font-display: swap;/g)?.length).toBe(6);
  });
});
