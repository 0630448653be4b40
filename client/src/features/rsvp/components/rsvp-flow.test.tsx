import {
  allEvents,
  MESSAGES,
  type GuestLookupFound,
  type PreviousAnswer,
  type RsvpPayload,
} from '@riviera/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lookupHandler, network, submissionHandler } from '../../../test/network';
import { renderWithClient } from '../../../test/render';
import { RsvpFlow } from './rsvp-flow';

const helene: GuestLookupFound = {
  found: true,
  firstName: 'Hélène',
  lastName: 'Dupont',
  hasPlusOne: true,
  plusOneFirstName: 'Marc',
  plusOneLastName: 'Dupont',
};

/** What the server stored: Marc comes to the brunch only, whatever the form had ticked for him. */
const stored: PreviousAnswer = {
  submittedAt: '2026-03-03T13:05:00.000Z',
  attending: true,
  plusOneAttending: true,
  plusOneFirstName: 'Marc',
  plusOneLastName: 'Dupont',
  events: allEvents(true),
  plusOneEvents: { ...allEvents(false), farewellBrunch: true },
  dietaryRestrictions: 'Fish',
  plusOneDietaryRestrictions: 'Vegetarian',
  dietaryNotes: '',
  plusOneDietaryNotes: '',
  mailingAddress: '',
  message: '',
  detailsWithheld: true,
  onFile: { mailingAddress: true, dietaryNotes: false, plusOneDietaryNotes: false, message: false },
};

const group = (name: string) => screen.getByRole('group', { name });

async function lookUpHelene(): Promise<URL[]> {
  const lookups: URL[] = [];
  network.use(
    lookupHandler('/rsvp', ({ request }) => {
      lookups.push(new URL(request.url));
      return HttpResponse.json(helene);
    }),
  );
  renderWithClient(<RsvpFlow />, { path: '/rsvp' });
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' helene ' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'DUPONT' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find my invitation' }));
  await screen.findByRole('heading', { name: 'Welcome, Hélène' });
  return lookups;
}

function fillYes() {
  fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  fireEvent.click(within(group('Your reception entrée')).getByRole('radio', { name: 'Fish' }));
  fireEvent.click(within(group('Their reception entrée')).getByRole('radio', { name: 'Vegetarian' }));
  fireEvent.change(screen.getByLabelText('Mailing address'), { target: { value: '8 Rue Pastorelli, Nice' } });
}

describe('the RSVP flow', () => {
  // The success step scrolls to the top, which jsdom does not draw.
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

  it('finds the guest, refuses an empty answer, sends the answer and shows what the server stored', async () => {
    const lookups = await lookUpHelene();
    expect(lookups.map((url) => url.search)).toEqual(['?firstName=helene&lastName=DUPONT']);

    const posts: Array<{ body: unknown; language: string | null }> = [];
    network.use(
      submissionHandler('/rsvp', async ({ request }) => {
        posts.push({ body: await request.json(), language: request.headers.get('Accept-Language') });
        return HttpResponse.json({
          success: true,
          message: MESSAGES.rsvp.saved,
          confirmationTo: 'h•••@example.com',
          answer: stored,
        });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send my RSVP' }));
    expect(screen.getByText(MESSAGES.rsvp.fixErrorsHeading)).toBeTruthy();
    // Neither "Yes" nor "Sorry" chosen: that is said first, then the specification's messages.
    const chooseFirst = "Please tell us whether you can come: choose “Yes” or “Sorry, can't make it”.";
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      chooseFirst,
      MESSAGES.rsvp.selectEvent,
      MESSAGES.rsvp.selectEntree,
      MESSAGES.rsvp.mailingAddressRequiredWhenAttending,
    ]);
    expect(screen.getByRole('group', { name: 'Will you join us?' }).getAttribute('aria-describedby')).toBe(
      'rsvp-answer-error',
    );
    expect(posts).toHaveLength(0);

    fillYes();
    fireEvent.click(screen.getByRole('button', { name: 'Send my RSVP' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(posts).toEqual([
      {
        language: 'en',
        body: expect.objectContaining({
          firstName: 'Hélène',
          lastName: 'Dupont',
          attending: true,
          plusOneAttending: true,
          events: allEvents(true),
          plusOneEvents: allEvents(true),
          dietaryRestrictions: 'Fish',
          plusOneDietaryRestrictions: 'Vegetarian',
          mailingAddress: '8 Rue Pastorelli, Nice',
        }),
      },
    ]);
    // The server's sentence, then the couple's; where the copy went; the answer as stored.
    expect(screen.getByText(MESSAGES.rsvp.saved)).toBeTruthy();
    expect(screen.getByText('We cannot wait to celebrate with you in Cap Ferrat.')).toBeTruthy();
    expect(screen.getByText('A copy of your answer is on its way to h•••@example.com.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hélène Dupont: Welcome Dinner, Hindu Ceremony and Lunch, Cocktail Hour and Reception, Farewell Brunch; reception entrée: Fish',
      'Marc Dupont: Farewell Brunch; reception entrée: Vegetarian',
    ]);
  });

  it('keeps the form with the server’s sentence when the answer is refused', async () => {
    await lookUpHelene();
    network.use(
      submissionHandler('/rsvp', () =>
        HttpResponse.json({ error: MESSAGES.rsvp.guestNotFound, code: 'not_found' }, { status: 404 }),
      ),
    );
    fillYes();
    fireEvent.click(screen.getByRole('button', { name: 'Send my RSVP' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.rsvp.guestNotFound);
    expect(screen.getByRole('heading', { name: 'Welcome, Hélène' })).toBeTruthy();
  });
});

describe('a guest who comes back with their code', () => {
  it('finds the mobile number on file in its box, written to be read, and sends it as it stands', async () => {
    network.use(
      lookupHandler('/rsvp', () =>
        HttpResponse.json({ ...helene, invitationCode: 'ABCD2345', hasEmail: true, phone: '+447911123456' }),
      ),
    );
    const sent: RsvpPayload[] = [];
    network.use(
      submissionHandler('/rsvp', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, message: MESSAGES.rsvp.saved });
      }),
    );
    renderWithClient(<RsvpFlow />, { path: '/rsvp?code=ABCD2345' });
    await screen.findByRole('heading', { name: 'Welcome, Hélène' });
    expect((screen.getByLabelText(/Your mobile number/) as HTMLInputElement).value).toBe('+44 7911 123456');
    fillYes();
    fireEvent.click(screen.getByRole('button', { name: 'Send my RSVP' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(sent[0]).toMatchObject({ invitationCode: 'ABCD2345', phone: '+44 7911 123456' });
  });
});
