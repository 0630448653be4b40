import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventDay, formatTime, formatTimeRange, upperFirst } from './calendar-format';
import { colon, preferredLanguage, semicolon } from './language';
import { formatLongDate } from './long-date';

describe('the language a browser prefers', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['de-DE,de;q=0.9,fr;q=0.8,en;q=0.7', 'fr'],
    ['en-GB,en;q=0.9,fr;q=0.8', 'en'],
    ['en;q=0.5, fr;q=0.8', 'fr'],
    ['fr;q=0, en', 'en'],
    ['*', undefined],
    ['de, es', undefined],
    ['', undefined],
    [undefined, undefined],
    ['frisian, en', 'en'],
  ])('%j → %j', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});

describe('dates and times in each language', () => {
  it('keeps the specification’s English', () => {
    expect(formatEventDate('2026-05-14', 'en')).toBe('Thursday, 14 May 2026');
    expect(formatTimeRange('18:30', '23:00', 'en')).toBe('6:30 to 11 PM');
    expect(formatTime('09:30', 'en')).toBe('9:30 AM');
    // The event table's own times keep its "12 PM"; running text says what a native reader says.
    expect(formatTimeRange('12:00', undefined, 'en')).toBe('12 PM');
    expect(formatTime('12:00', 'en')).toBe('noon');
    expect(formatTime('00:00', 'en')).toBe('midnight');
    expect(formatTime('00:30', 'en')).toBe('12:30 AM');
    expect(formatTime('23:59', 'en')).toBe('11:59 PM');
    expect(formatLongDate(new Date('2026-04-15T12:00:00Z'), 'en', 'Europe/Paris')).toBe('15 April 2026');
  });

  it('starts a heading or a line with a capital, in either language', () => {
    expect(upperFirst(formatEventDay('2026-05-14', 'fr'))).toBe('Jeudi 14 mai');
    expect(upperFirst('été')).toBe('Été');
    expect(upperFirst(formatEventDay('2026-05-14', 'en'))).toBe('Thursday 14 May');
  });

  it('writes French the French way: names from Intl, 24 hours, « 1er », no-break spaces', () => {
    expect(formatEventDate('2026-05-14', 'fr')).toBe('jeudi 14 mai 2026');
    expect(formatEventDay('2026-05-16', 'fr')).toBe('samedi 16 mai');
    expect(formatEventDate('2026-05-01', 'fr')).toBe('vendredi 1er mai 2026');
    expect(formatTime('18:30', 'fr')).toBe('18\u00a0h\u00a030');
    expect(formatTime('12:00', 'fr')).toBe('12\u00a0h');
    expect(formatTimeRange('18:30', '23:00', 'fr')).toBe('de 18\u00a0h\u00a030 à 23\u00a0h');
    // Midnight in Paris on 1 April is still 31 March in UTC.
    expect(formatLongDate(new Date('2026-03-31T22:30:00Z'), 'fr', 'Europe/Paris')).toBe('1er avril 2026');
    expect(colon('fr')).toBe('\u00a0: ');
    expect(semicolon('fr')).toBe('\u202f; ');
    expect(colon('en')).toBe(': ');
  });
});
