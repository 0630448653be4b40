import { describe, expect, it } from 'vitest';
import { events } from '@riviera/content/en/events';
import { googleCalendarUrl } from './google-calendar';

const options = {
  titleSuffix: 'Aanya & Julien',
  dressCodeLabel: 'Dress code',
  colon: ': ',
  timeZone: 'Europe/Paris',
};

describe('Google Calendar links', () => {
  it('adds the welcome dinner at its local times on the Riviera, with place and dress code', () => {
    const dinner = events.find((event) => event.id === 'welcome-dinner');
    if (!dinner) throw new Error('the content has no welcome dinner');
    const url = new URL(googleCalendarUrl(dinner, options));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260514T183000/20260514T230000');
    expect(url.searchParams.get('ctz')).toBe('Europe/Paris');
    expect(url.searchParams.get('text')).toBe('Welcome Dinner · Aanya & Julien');
    expect(url.searchParams.get('location')).toContain(dinner.location.address);
    expect(url.searchParams.get('details')).toContain(`Dress code: ${dinner.dressCode}`);
  });

  it('ends an event that runs past midnight on the next day', () => {
    const late = { ...events[0], start: '20:00', end: '01:00', date: '2026-05-15' } as (typeof events)[0];
    expect(new URL(googleCalendarUrl(late, options)).searchParams.get('dates')).toBe(
      '20260515T200000/20260516T010000',
    );
  });
});
