import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepTogether } from './keep-together';

const html = (text: string) => renderToString(<KeepTogether text={text} />);

describe('KeepTogether', () => {
  it('keeps each hyphenated name, and a one-letter word with the next, on one line', () => {
    expect(html('Grand-Hôtel du Cap-Ferrat, A Four Seasons Hotel')).toBe(
      '<span class="nowrap">Grand-Hôtel</span> du <span class="nowrap">Cap-Ferrat,</span> <span class="nowrap">A Four</span> Seasons Hotel',
    );
    expect(html('Saint-Jean-Cap-Ferrat, Côte d’Azur')).toBe(
      '<span class="nowrap">Saint-Jean-Cap-Ferrat,</span> Côte d’Azur',
    );
    expect(html('Hôtel à Beaulieu-sur-Mer')).toBe('Hôtel <span class="nowrap">à Beaulieu-sur-Mer</span>');
  });

  it('leaves the rest alone: plain words, a dash between words, a word ending in one letter', () => {
    expect(html('Nice')).toBe('Nice');
    expect(html('Nice - Monaco')).toBe('Nice - Monaco');
    expect(html('Cap Estel')).toBe('Cap Estel');
    expect(html('Plan B')).toBe('Plan B');
  });
});
