import { SITE_PHASE_FIELD } from '@riviera/contract';
import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { setPublishedContent } from '../../../lib/published-content';
import { renderWithClient } from '../../../test/render';
import type { WeekendPass } from '../api/get-weekend-pass';
import { PassDetails } from './pass-details';

// Once the weekend is over, the pass keeps it as it was (ADR 083): the clock held after it.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T10:00:00Z') });
afterAll(() => void vi.useRealTimers());

const pass: WeekendPass = {
  firstName: 'Claire',
  invitationCode: 'CRFNTQ',
  updatedAt: '2026-05-01T10:00:00+02:00',
  people: [{ name: 'Claire Fontaine', child: false, entree: 'Fish' }],
  events: [{ id: 'welcome-dinner', people: ['Claire Fontaine'], seats: [] }],
  stay: { hotel: 'Hôtel Welcome', checkIn: '2026-05-14', checkOut: '2026-05-17', booked: true },
  pickups: [],
};

describe('the weekend pass', () => {
  it('tells each day and the stay with the year', () => {
    renderWithClient(<PassDetails pass={pass} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Thursday 14 May 2026' })).toBeTruthy();
    expect(screen.getByText(/Thursday 14 May 2026.*Sunday 17 May 2026/)).toBeTruthy();
  });

  it('gives the phones, the address and the times the hosts published', () => {
    setPublishedContent({
      'info.hostPhone.1': '+33 6 12 34 56 78',
      'info.contactEmail': 'bonjour@example.fr',
      'events.welcome-dinner.start': '2026-05-14T20:15',
    });
    try {
      renderWithClient(<PassDetails pass={pass} />);
      expect(screen.getByRole('link', { name: /\+33 6 12 34 56 78/ }).getAttribute('href')).toBe(
        'tel:+33612345678',
      );
      expect(screen.getByRole('link', { name: /bonjour@example\.fr/ }).getAttribute('href')).toBe(
        'mailto:bonjour@example.fr',
      );
      expect(screen.getByText(/8:15\sPM/)).toBeTruthy();
    } finally {
      setPublishedContent({});
    }
  });

  it('leads to the album with the party’s code once the site is after the wedding, not before', () => {
    renderWithClient(<PassDetails pass={pass} />);
    expect(screen.queryByRole('link', { name: 'Share your photos' })).toBeNull();
    setPublishedContent({ [SITE_PHASE_FIELD]: 'AFTER' });
    try {
      renderWithClient(<PassDetails pass={pass} />);
      expect(screen.getByRole('heading', { level: 2, name: 'The photos' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Share your photos' }).getAttribute('href')).toBe(
        '/album?code=CRFNTQ',
      );
    } finally {
      setPublishedContent({});
    }
  });
});
