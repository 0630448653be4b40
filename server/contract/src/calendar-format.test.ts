import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventDay, formatWeekendDay } from './calendar-format';
import { LOCALES, type Language } from './language';
import { frenchDay } from './long-date';

describe('a day of the weekend with its year (ADR 083)', () => {
  it('is written as each language writes it', () => {
    expect(formatWeekendDay('2026-05-14', 'en')).toBe('Thursday 14 May 2026');
    expect(formatWeekendDay('2026-05-14', 'fr')).toBe('jeudi 14 mai 2026');
    expect(formatWeekendDay('2026-05-01', 'fr')).toBe('vendredi 1er mai 2026');
  });
});

describe('the names of days and months (ADR 092)', () => {
  // Every day from 2024 to 2031, leap years included, against Intl's own words for each locale.
  const days: string[] = [];
  for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2032, 0, 1); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }

  for (const language of ['en', 'fr'] as const satisfies readonly Language[]) {
    it(`are Intl's for ${LOCALES[language]}, on every day of eight years`, () => {
      const intl = new Intl.DateTimeFormat(LOCALES[language], {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const mismatches = days.filter((iso) => {
        const parts = Object.fromEntries(
          intl.formatToParts(new Date(`${iso}T00:00:00Z`)).map((part) => [part.type, part.value]),
        );
        const day = language === 'fr' ? frenchDay(parts.day ?? '') : parts.day;
        const expected =
          language === 'fr'
            ? `${parts.weekday} ${day} ${parts.month} ${parts.year}`
            : `${parts.weekday}, ${day} ${parts.month} ${parts.year}`;
        return formatEventDate(iso, language) !== expected;
      });
      expect(mismatches).toEqual([]);
      expect(days).toHaveLength(2922);
    });
  }

  it('write the weekend itself', () => {
    expect(formatEventDate('2026-05-16', 'en')).toBe('Saturday, 16 May 2026');
    expect(formatEventDay('2026-08-15', 'fr')).toBe('samedi 15 août');
    expect(formatEventDay('2026-02-01', 'fr')).toBe('dimanche 1er février');
  });
});
