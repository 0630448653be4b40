import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatsPanel } from './stats-panel';

const guestStats = {
  totalGuests: 40,
  plusOnesAllowed: 6,
  saveTheDatesSent: 30,
  formalInvitesSent: 20,
  addressesCollected: 12,
  awaitingReply: 25,
  parties: 32,
  children: 0,
};
const rsvpStats = {
  total: 15,
  attending: 11,
  notAttending: 4,
  plusOnes: 3,
  welcomeParty: 9,
  farewellLunch: 7,
  children: 0,
  headcounts: { welcomeDinner: 9, ceremonyAndLunch: 14, cocktailAndReception: 13, farewellBrunch: 7 },
  entrees: { meat: 5, fish: 4, vegetarian: 4, kids: 0 },
};

/** The figure under `label`: its count and what it counts. */
function figure(label: string) {
  const card = screen.getByText(label, { selector: 'dt' }).parentElement;
  if (!card) throw new Error(`no figure ${label}`);
  const [value, note] = within(card).getAllByRole('definition');
  return { value: value?.textContent, note: note?.textContent };
}

describe('the dashboard figures', () => {
  it('count the people coming, guests with their plus-ones, before the answers', () => {
    render(<StatsPanel guestStats={guestStats} rsvpStats={rsvpStats} />);
    const labels = screen.getAllByRole('term').map((term) => term.textContent);
    expect(labels[0]).toBe('People coming');
    expect(figure('People coming')).toEqual({ value: '14', note: 'Guests, plus-ones and family members' });
  });

  it('say that Attending counts answers and which event each of the two event tiles is', () => {
    render(<StatsPanel guestStats={guestStats} rsvpStats={rsvpStats} />);
    expect(figure('Attending')).toEqual({ value: '11', note: 'Answers saying yes' });
    expect(figure('Not attending')).toEqual({ value: '4', note: 'Answers saying no' });
    expect(figure('Welcome party')).toEqual({ value: '9', note: 'People at the Welcome Dinner, Thu 14 May' });
    expect(figure('Farewell lunch')).toEqual({
      value: '7',
      note: 'People at the Farewell Brunch, Sat 16 May',
    });
    expect(figure('Awaiting a reply')).toEqual({ value: '25', note: undefined });
  });
});
