import { allEvents, type RsvpPayload } from '@riviera/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupGuest } from './lookup-guest';
import { submitRsvp } from './submit-rsvp';

/** The network, stubbed: this file tests how the two fetchers read answers, nothing else. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const payload: RsvpPayload = {
  firstName: 'Jean-Luc',
  lastName: 'Moreau',
  mailingAddress: '',
  attending: false,
  plusOneAttending: false,
  plusOneFirstName: '',
  plusOneLastName: '',
  events: allEvents(false),
  plusOneEvents: {},
  dietaryRestrictions: '',
  plusOneDietaryRestrictions: '',
  message: '',
};

describe('lookupGuest (GET /rsvp)', () => {
  it('asks with the trimmed names, JSON headers and the page’s language', async () => {
    const fetchMock = answer(200, { found: false });
    await lookupGuest({ firstName: ' Hélène ', lastName: 'Dupont ' });
    expect(fetchMock).toHaveBeenCalledWith('/rsvp?firstName=H%C3%A9l%C3%A8ne&lastName=Dupont', {
      headers: { Accept: 'application/json', 'Accept-Language': 'en', 'Content-Type': 'application/json' },
    });
  });

  it('reads found, not found, and the server’s error', async () => {
    answer(200, { found: true, firstName: 'Hélène' });
    expect(await lookupGuest({ code: 'FJ9K8E' })).toMatchObject({
      status: 'found',
      guest: { firstName: 'Hélène' },
    });
    answer(200, { found: false });
    expect(await lookupGuest({ code: 'FJ9K8E' })).toEqual({ status: 'notFound' });
    answer(409, { error: 'More than one guest has this name.' });
    expect(await lookupGuest({ firstName: 'Sophie', lastName: 'Martin' })).toEqual({
      status: 'failed',
      message: 'More than one guest has this name.',
    });
  });

  it('falls back to "Failed to lookup guest information" when the failure has no sentence', async () => {
    answer(502, '<h1>Bad gateway</h1>');
    expect(await lookupGuest({ firstName: 'Hé', lastName: 'Du' })).toEqual({
      status: 'failed',
      message: 'Failed to lookup guest information',
    });
  });

  it('rejects when no answer comes, for the caller to say "An error occurred"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(lookupGuest({ firstName: 'Hé', lastName: 'Du' })).rejects.toThrow('Failed to fetch');
  });
});

describe('submitRsvp (POST /rsvp)', () => {
  it('sends the payload as JSON, in the page’s language', async () => {
    const fetchMock = answer(200, { success: true, message: 'Saved' });
    expect(await submitRsvp(payload)).toEqual({ ok: true, message: 'Saved' });
    expect(fetchMock).toHaveBeenCalledWith('/rsvp', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': 'en', 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
  });

  it('passes on where the confirmation went, when the server says', async () => {
    answer(200, { success: true, message: 'Saved', confirmationTo: 'j•••@example.com' });
    expect(await submitRsvp(payload)).toEqual({
      ok: true,
      message: 'Saved',
      confirmationTo: 'j•••@example.com',
    });
    answer(200, { success: true, message: 'Saved', confirmationTo: 42 });
    expect(await submitRsvp(payload)).toEqual({ ok: true, message: 'Saved' });
  });

  it('counts as saved an ok answer with a message or a success field, and only then', async () => {
    answer(200, { success: true });
    expect((await submitRsvp(payload)).ok).toBe(true);
    answer(200, { message: 'Thanks' });
    expect((await submitRsvp(payload)).ok).toBe(true);
    answer(200, {});
    expect(await submitRsvp(payload)).toEqual({ ok: false, message: 'Failed to submit RSVP' });
  });

  it('reads the server’s error, or falls back to "Failed to submit RSVP"', async () => {
    answer(403, { error: 'RSVPs closed on 15 April 2026.' });
    expect(await submitRsvp(payload)).toEqual({ ok: false, message: 'RSVPs closed on 15 April 2026.' });
    answer(500, '');
    expect(await submitRsvp(payload)).toEqual({ ok: false, message: 'Failed to submit RSVP' });
  });
});
