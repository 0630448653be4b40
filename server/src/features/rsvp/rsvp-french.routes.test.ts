import { MESSAGES, MESSAGES_FR } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';
import { attendingPayload, sampleGuest, startTestApp } from './test/rsvp-test-app';

/**
 * The French edition asks in French (Accept-Language: fr): every sentence the server answers a guest
 * with comes in French; asked in English, or not asked at all, the specification's English (ADR 019).
 */
const database = await useTestDatabase();
const app = await startTestApp(database);
const closedApp = await startTestApp(database, { RSVP_DEADLINE: '2026-04-01T21:59:00Z' });

const french = { 'Accept-Language': 'fr' };
const lookup = async (query: Record<string, string>, headers: Record<string, string> = french) => {
  const response = await fetch(`${app.baseUrl}/rsvp?${new URLSearchParams(query).toString()}`, {
    headers: { Accept: 'application/json', 'X-Forwarded-For': app.nextIp(), ...headers },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /rsvp in French', () => {
  it('refuses a missing or short name with the French rule', async () => {
    expect(await lookup({ firstName: ' ', lastName: 'Moreau' })).toEqual({
      status: 400,
      body: expect.objectContaining({ error: MESSAGES_FR.lookup.firstNameRequired }) as unknown,
    });
    expect((await lookup({ firstName: 'Jean-Luc', lastName: 'M' })).body.error).toBe(
      MESSAGES_FR.lookup.lastNameTooShort,
    );
    expect(MESSAGES_FR.lookup.firstNameRequired).toBe('Le prénom est obligatoire');
  });

  it('asks for the invitation code of a shared name, and refuses a misprinted code, in French', async () => {
    const shared = await lookup({ firstName: 'Sophie', lastName: 'Martin' });
    expect(shared).toMatchObject({ status: 409, body: { error: MESSAGES_FR.lookup.ambiguous } });
    const misprinted = await lookup({ code: 'OOO111' });
    expect(misprinted).toMatchObject({ status: 400, body: { error: MESSAGES_FR.lookup.codeInvalid } });
  });

  it('prefers French when the browser lists it before English, whatever its region', async () => {
    for (const header of ['fr-CA', 'de-DE, fr;q=0.9, en;q=0.8', 'en;q=0.5, fr-FR;q=0.8']) {
      const answer = await lookup({ firstName: 'Sophie', lastName: 'Martin' }, { 'Accept-Language': header });
      expect(answer.body.error, header).toBe(MESSAGES_FR.lookup.ambiguous);
    }
  });

  it('keeps the specification’s English when asked in English, in another language, or not asked', async () => {
    for (const header of ['en', 'en-GB, fr;q=0.5', 'de', '']) {
      const answer = await lookup({ firstName: 'Sophie', lastName: 'Martin' }, { 'Accept-Language': header });
      expect(answer.body.error, header).toBe(MESSAGES.lookup.ambiguous);
    }
  });
});

describe('POST /rsvp in French', () => {
  it('saves the answer and thanks the guest in French', async () => {
    const { status, body } = await app.submitJson(attendingPayload(), french);
    expect(status).toBe(200);
    // By name: where the copy went, masked (ADR 031).
    expect(body).toEqual({
      success: true,
      message: MESSAGES_FR.rsvp.saved,
      confirmationTo: 'j•••@example.com',
      answer: expect.objectContaining({ attending: true, dietaryRestrictions: 'Fish' }),
    });
  });

  it('lists every problem of the form in French, under the French heading', async () => {
    const { status, body } = await app.submitJson(
      // With the invitation code: by name, an address on file would be kept (ADR 007).
      attendingPayload({
        invitationCode: sampleGuest('Jean-Luc Moreau').invitationCode,
        mailingAddress: '',
        dietaryRestrictions: '',
      }),
      french,
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      MESSAGES_FR.rsvp.selectEntree,
      MESSAGES_FR.rsvp.mailingAddressRequiredWhenAttending,
    ]);
    expect(body.error).toBe(
      `${MESSAGES_FR.rsvp.fixErrorsHeading} ${MESSAGES_FR.rsvp.selectEntree}; ${MESSAGES_FR.rsvp.mailingAddressRequiredWhenAttending}`,
    );
  });

  it('refuses a guest not on the list, and a plus-one for a guest invited alone, in French', async () => {
    const stranger = await app.submitJson(
      attendingPayload({ firstName: 'Napoléon', lastName: 'Bonaparte' }),
      french,
    );
    expect(stranger).toMatchObject({ status: 404, body: { error: MESSAGES_FR.rsvp.guestNotFound } });
    const plusOne = await app.submitJson(
      attendingPayload({ plusOneFirstName: 'Ami', plusOneLastName: 'Secret', plusOneAttending: true }),
      french,
    );
    expect(plusOne).toMatchObject({ status: 400, body: { error: MESSAGES_FR.rsvp.noPlusOne } });
  });

  it('says that answers are closed with the deadline written the French way', async () => {
    const response = await closedApp.submitJson(attendingPayload(), french);
    expect(response.status).toBe(403);
    // 1 April 2026 at 23:59 in Paris, with French typography.
    expect(response.body.error).toBe(
      MESSAGES_FR.rsvp.closed.replace('{deadline}', '1er avril 2026 à 23\u00a0h\u00a059'),
    );
    const english = await closedApp.submitJson(attendingPayload());
    expect(english.body.error).toBe(MESSAGES.rsvp.closed.replace('{deadline}', '1 April 2026 at 11:59 PM'));
  });

  it('names a field holding text that cannot be saved, in French', async () => {
    const response = await app.submitJson(attendingPayload({ message: 'Bravo\u0000' }), french);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(MESSAGES_FR.request.unstorableText.replace('{field}', 'message'));
  });

  it('refuses a body over 64 KB in French', async () => {
    const response = await app.submitJson(attendingPayload({ message: 'x'.repeat(70_000) }), french);
    expect(response).toMatchObject({ status: 413, body: { error: MESSAGES_FR.request.tooLarge } });
  });

  it('makes French the guest’s language for their mail, and English again when they answer in English', async () => {
    const language = async () =>
      (
        await database.db
          .selectFrom('guests')
          .select('language')
          .where('invitation_code', '=', sampleGuest('Jean-Luc Moreau').invitationCode)
          .executeTakeFirstOrThrow()
      ).language;
    await app.submitJson(attendingPayload(), french);
    expect(await language()).toBe('fr');
    await app.submitJson(attendingPayload(), { 'Accept-Language': 'en-GB' });
    expect(await language()).toBe('en');
  });
});
