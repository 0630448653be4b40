import { describe, expect, it } from 'vitest';
import { formatWeekendDay } from './calendar-format';

describe('a day of the weekend with its year (ADR 083)', () => {
  it('is written as each language writes it', () => {
    expect(formatWeekendDay('2026-05-14', 'en')).toBe('Thursday 14 May 2026');
    expect(formatWeekendDay('2026-05-14', 'fr')).toBe('jeudi 14 mai 2026');
    expect(formatWeekendDay('2026-05-01', 'fr')).toBe('vendredi 1er mai 2026');
  });
});
