import { describe, expect, it } from 'vitest';
import { longDay, parisIso, parisParts, parisWhen } from './paris-time';

/** The hosts type Paris time, whatever their computer's zone: the offset is that day's in Paris. */
describe('Paris time in the hosts’ forms', () => {
  it('gives a summer day +02:00 and a winter day +01:00', () => {
    expect(parisIso('2026-05-14', '10:30')).toBe('2026-05-14T10:30:00+02:00');
    expect(parisIso('2026-12-31', '23:59')).toBe('2026-12-31T23:59:00+01:00');
  });

  it('reads the hour that happens twice in October as summer time, and the skipped one in March as winter time', () => {
    expect(parisIso('2026-10-25', '02:30')).toBe('2026-10-25T02:30:00+02:00');
    expect(parisIso('2026-03-29', '02:30')).toBe('2026-03-29T02:30:00+01:00');
  });

  it('gives nothing without a day or a time', () => {
    expect(parisIso('', '10:30')).toBeUndefined();
    expect(parisIso('2026-05-14', '')).toBeUndefined();
  });

  it('shows an instant back as Paris shows it', () => {
    expect(parisParts('2026-05-14T08:30:00Z')).toEqual({ day: '2026-05-14', time: '10:30' });
    expect(parisWhen('2026-05-14T22:15:00Z')).toBe('Fri 15 May 2026, 00:15');
    expect(longDay('2026-05-13')).toBe('Wednesday 13 May 2026');
  });
});
