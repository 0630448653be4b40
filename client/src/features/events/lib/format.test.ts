import { describe, expect, it } from 'vitest';
import { formatEventDate, formatTime, formatTimeRange, googleMapsUrl } from './format';

describe('event dates and times as guests read them', () => {
  it('writes the date out in full, whatever the device’s time zone', () => {
    expect(formatEventDate('2026-05-14')).toBe('Thursday, 14 May 2026');
    expect(formatEventDate('2026-05-16')).toBe('Saturday, 16 May 2026');
  });

  it('uses a 12-hour clock without ":00", and says noon and midnight in running text', () => {
    expect(formatTime('09:30')).toBe('9:30 AM');
    expect(formatTime('12:00')).toBe('noon');
    expect(formatTime('00:00')).toBe('midnight');
    expect(formatTime('20:00')).toBe('8 PM');
    expect(formatTime('00:30')).toBe('12:30 AM');
  });

  it('names AM/PM once when both ends share it', () => {
    expect(formatTimeRange('18:30', '23:00')).toBe('6:30 to 11 PM');
    expect(formatTimeRange('11:00', '14:30')).toBe('11 AM to 2:30 PM');
    expect(formatTimeRange('18:30', undefined)).toBe('6:30 PM');
    // The events page keeps the specification's event table: the lunch and the brunch at "12 PM".
    expect(formatTimeRange('12:00', undefined)).toBe('12 PM');
  });

  it('links to a Google Maps search for the place and its address', () => {
    const url = new URL(googleMapsUrl({ name: 'Paloma Beach', address: '1 Chemin de Saint-Hospice' }));
    expect(url.href.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true);
    expect(url.searchParams.get('query')).toBe('Paloma Beach, 1 Chemin de Saint-Hospice');
  });
});
