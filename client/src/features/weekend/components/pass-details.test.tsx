import { screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
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
});
