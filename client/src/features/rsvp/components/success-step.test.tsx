import { allEvents, MESSAGES, type PreviousAnswer } from '@riviera/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../../test/render';
import { SuccessStep } from './success-step';

const declined: PreviousAnswer = {
  submittedAt: '2026-03-03T13:05:00.000Z',
  attending: false,
  plusOneAttending: false,
  plusOneFirstName: '',
  plusOneLastName: '',
  events: allEvents(false),
  plusOneEvents: allEvents(false),
  dietaryRestrictions: '',
  plusOneDietaryRestrictions: '',
  dietaryNotes: '',
  plusOneDietaryNotes: '',
  mailingAddress: '',
  message: '',
  detailsWithheld: false,
  onFile: { mailingAddress: false, dietaryNotes: false, plusOneDietaryNotes: false, message: false },
};

const claire = {
  found: true as const,
  firstName: 'Claire',
  lastName: 'Dupont',
  hasPlusOne: false,
  plusOneFirstName: '',
  plusOneLastName: '',
  invitationCode: 'CRDPNT22',
};

/** Léa, Claire's daughter, as the server stored her answer: the brunch, with the kids' menu. */
const lea = (coming: boolean) => ({
  id: 'lea',
  firstName: 'Léa',
  lastName: 'Dupont',
  child: true,
  previousAnswer: {
    ...declined,
    attending: coming,
    events: { ...allEvents(false), farewellBrunch: coming },
    dietaryRestrictions: coming ? 'Kids' : '',
  },
});

const passLink = () =>
  screen.queryByRole('link', { name: 'Your weekend pass: your times, places and shuttles on your phone' });

describe('the thanks after an answer', () => {
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

  it('look at the whole party: a guest who cannot come while their child does gets the pass', () => {
    renderWithClient(
      <SuccessStep
        guest={claire}
        invitationCode="CRDPNT22"
        saved={{ message: MESSAGES.rsvp.savedDeclined, answer: declined, party: [lea(true)] }}
      />,
    );
    expect(
      screen.getByText('We will miss you, and we cannot wait to celebrate with the rest of your party.'),
    ).toBeTruthy();
    expect(screen.queryByText('We will miss you.')).toBeNull();
    expect(passLink()?.getAttribute('href')).toBe('/weekend?code=CRDPNT22');
  });

  it('miss the guest, with no pass, when nobody of the party comes', () => {
    renderWithClient(
      <SuccessStep
        guest={claire}
        invitationCode="CRDPNT22"
        saved={{ message: MESSAGES.rsvp.savedDeclined, answer: declined, party: [lea(false)] }}
      />,
    );
    expect(screen.getByText('We will miss you.')).toBeTruthy();
    expect(passLink()).toBeNull();
  });
});
