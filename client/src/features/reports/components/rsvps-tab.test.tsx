import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRsvp } from '../api/get-admin-rsvps';
import { RsvpsTab } from './rsvps-tab';

const allEvents = {
  welcomeDinner: true,
  ceremonyAndLunch: true,
  cocktailAndReception: true,
  farewellBrunch: true,
};

/** An answer as the server gives it: Zoé Laurent, attending alone, at every event. */
const answer = (overrides: Partial<AdminRsvp>): AdminRsvp => ({
  id: 'zoe',
  guestId: 'zoe',
  name: 'Zoé Laurent',
  email: 'zoe@example.com',
  phone: null,
  attending: true,
  plusOne: false,
  plusOneName: null,
  foodPreferences: ['Fish'],
  foodAllergies: null,
  plusOneFoodAllergies: null,
  entree: 'Fish',
  plusOneEntree: null,
  welcomeParty: true,
  farewellLunch: true,
  submittedAt: '2026-03-01T10:00:00.000Z',
  mailingAddress: null,
  message: null,
  earlierVersions: 0,
  changes: [],
  partyId: 'zoe',
  partyName: 'Zoé Laurent',
  child: false,
  answeredBy: null,
  events: allEvents,
  plusOneEvents: null,
  ...overrides,
});

const rsvps = [
  answer({
    plusOne: true,
    plusOneName: 'Hugo Martin',
    plusOneEntree: 'Vegetarian',
    foodPreferences: ['Fish', 'Vegetarian'],
    plusOneEvents: allEvents,
  }),
  answer({
    id: 'claire',
    guestId: 'claire',
    name: 'Claire Dupont',
    entree: 'Meat',
    partyId: 'dupont',
    partyName: 'The Dupont family',
  }),
  answer({
    id: 'lea',
    guestId: 'lea',
    name: 'Léa Dupont',
    entree: 'Kids',
    partyId: 'dupont',
    partyName: 'The Dupont family',
    child: true,
    answeredBy: 'Claire Dupont',
  }),
];

const rowOf = (name: string) =>
  screen
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: new RegExp(name) })) as HTMLElement;
const cellOf = (row: HTMLElement, column: string) =>
  within(row)
    .getAllByRole('cell')
    .find((cell) => cell.getAttribute('data-label') === column);

describe('the RSVPs tab', () => {
  it('says whose entrée is whose once a plus-one comes (ADR 047)', () => {
    render(<RsvpsTab rsvps={rsvps} />);
    expect(cellOf(rowOf('Zoé Laurent'), 'Entrées')?.textContent).toBe(
      'Fish (Zoé Laurent), Vegetarian (plus-one: Hugo Martin)',
    );
    expect(cellOf(rowOf('Claire Dupont'), 'Entrées')?.textContent).toBe('Meat');
  });

  it('labels each cell with its column, for the cards a phone shows, a party’s members together', () => {
    render(<RsvpsTab rsvps={rsvps} />);
    const table = screen.getByRole('table', {
      name: 'Every current answer, newest first, each party together',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const labels = [...row.children].map((cell) => cell.getAttribute('data-label'));
      // The name says itself; every other cell names its column.
      expect(labels).toEqual([null, ...headers.slice(1)]);
    }
    expect(rowOf('Léa Dupont').className).toBe('admin-row-member');
    expect(rowOf('Claire Dupont').className).toBe('');
  });

  it('heads a party with its name, its adults first, and says what a changed answer changed', () => {
    const [zoe, claire, lea] = rsvps as [AdminRsvp, AdminRsvp, AdminRsvp];
    const changed = {
      ...zoe,
      earlierVersions: 2,
      changes: ['Welcome dinner: coming → not coming', 'Entrée: fish → vegetarian'],
    };
    render(<RsvpsTab rsvps={[lea, changed, claire]} />);
    const names = screen.getAllByRole('rowheader').map((header) => header.firstChild?.textContent);
    expect(names).toEqual(['Claire Dupont', 'Léa Dupont', 'Zoé Laurent']);
    expect(
      screen.getByText('The Dupont family', { selector: '.admin-party-heading-name' }).closest('tr')
        ?.textContent,
    ).toBe('The Dupont family 1 adult, 1 child');
    const cell = cellOf(rowOf('Zoé Laurent'), 'Changes') as HTMLElement;
    expect(cell.textContent).toContain('Changed 2 times; last time:');
    expect(
      within(cell)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Welcome dinner: coming → not coming', 'Entrée: fish → vegetarian']);
    expect(cellOf(rowOf('Claire Dupont'), 'Changes')?.textContent).toBe('');
  });
});
