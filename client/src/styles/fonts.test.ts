/// <reference types="node" />
import { readFileSync } from 'node:fs';
import cormorant from '@capsizecss/metrics/cormorantGaramond';
import notoSerif from '@capsizecss/metrics/notoSerif';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';

// Read as text (vitest does not load stylesheets), from the project folder where vitest runs.
const css = readFileSync('client/src/styles/fonts.css', 'utf8');

interface Metrics {
  xWidthAvg: number;
  unitsPerEm: number;
}

/** The overrides that scale a local font to Cormorant Garamond's published metrics. */
function expectedOverrides(local: Metrics) {
  const average = (font: Metrics) => font.xWidthAvg / font.unitsPerEm;
  const sizeAdjust = average(cormorant) / average(local);
  // Written as Prettier writes them: two decimals at most, no trailing zeros.
  const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(cormorant.ascent / cormorant.unitsPerEm / sizeAdjust),
    'descent-override': percent(Math.abs(cormorant.descent) / cormorant.unitsPerEm / sizeAdjust),
    'line-gap-override': percent(cormorant.lineGap / cormorant.unitsPerEm / sizeAdjust),
  };
}

describe('the serif and its fallback', () => {
  it.each([
    ['Cormorant Garamond Fallback', 'Times New Roman', timesNewRoman],
    ['Cormorant Garamond Fallback Noto', 'Noto Serif', notoSerif],
  ])(
    'scales the local fallback %s (%s) to Cormorant Garamond’s published metrics',
    (family, local, metrics) => {
      const fallback = new RegExp(`font-family: '${family}';([^}]*)}`).exec(css)?.[1] ?? '';
      expect(fallback).toContain(`local('${local}')`);
      for (const [property, value] of Object.entries(expectedOverrides(metrics))) {
        expect(fallback, property).toContain(`${property}: ${value};`);
      }
    },
  );

  it('lists the fallbacks after the serif in the type scale', () => {
    const global = readFileSync('client/src/styles/global.css', 'utf8');
    expect(global).toMatch(
      /--font-serif:\s*'Cormorant Garamond',\s*'Cormorant Garamond Fallback',\s*'Cormorant Garamond Fallback Noto',/,
    );
  });

  it('ships woff2 only, never swapped in late, in the Latin and Latin Extended subsets', () => {
    const sources = [...css.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBe(6);
    expect(sources.every((source) => source.endsWith('.woff2'))).toBe(true);
    expect(sources.filter((source) => source.includes('-latin-ext-')).length).toBe(3);
    expect(css.match(/font-display: optional;/g)?.length).toBe(6);
    expect(css).not.toMatch(/font-display: (swap|block|fallback|auto);/);
  });
});
