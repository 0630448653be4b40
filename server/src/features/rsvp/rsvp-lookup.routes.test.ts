import { lookupKey, MESSAGES } from '@riviera/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../platform/test/database';
import { guestsByLookupKeyQuery, matchesByLookupKeyQuery } from './guest-lookup.repository';
import { attendingTogetherPayload, sampleGuest, sampleGuests, startTestApp } from './test/rsvp-test-app';

const database = await useTestDatabase();
const app = await startTestApp(database);
const nextIp = app.nextIp;

const lookup = async (query: Record<string, string>) => {
  const response = await app.lookup(query, nextIp());
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /rsvp?firstName=&lastName=', () => {
  it('answers 200 with the guest and their plus-one, split into first and last name', async () => {
    expect(await lookup({ firstName: 'Hélène', lastName: 'Dupont' })).toEqual({
      status: 200,
      body: {
        found: true,
        firstName: 'Hélène',
        lastName: 'Dupont',
        hasPlusOne: true,
        plusOneFirstName: 'Marc',
        plusOneLastName: 'Dupont',
        // Whether the list has her email is told only with the invitation code (ADR 031).
        // A party of one has no other members (DESIGN 3.3).
        party: [],
      },
    });
  });

  it('answers a guest invited alone with hasPlusOne false and empty plus-one names', async () => {
    const { body } = await lookup({ firstName: 'Jean-Luc', lastName: 'Moreau' });
    expect(body).toMatchObject({ found: true, hasPlusOne: false, plusOneFirstName: '', plusOneLastName: '' });
  });

  it.each([
    ['helene', 'dupont', 'Hélène'],
    ['  HÉLÈNE ', ' Dupont  ', 'Hélène'],
    ['liam', 'obrien', 'Liam'],
    ['Liam', 'O’Brien', 'Liam'],
    ['jean luc', 'moreau', 'Jean-Luc'],
    ['Jean', 'Moreau', 'Jean-Luc'],
    ['Mary', 'de la Cruz', 'Mary Anne'],
    ['mary anne', 'DELACRUZ', 'Mary Anne'],
  ])('finds "%s %s" however it is typed', async (firstName, lastName, storedFirst) => {
    const { status, body } = await lookup({ firstName, lastName });
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: true, firstName: storedFirst });
  });

  it('returns the stored names, not the typed ones: "Mary Anne" / "de la Cruz"', async () => {
    const { body } = await lookup({ firstName: 'mary', lastName: 'de la cruz' });
    expect(body).toMatchObject({
      firstName: 'Mary Anne',
      lastName: 'de la Cruz',
      plusOneFirstName: 'Roberto',
      plusOneLastName: 'de la Cruz',
    });
  });

  it('answers 200 {found:false} for a name not on the list', async () => {
    expect(await lookup({ firstName: 'Napoleon', lastName: 'Bonaparte' })).toEqual({
      status: 200,
      body: { found: false },
    });
  });

  it.each([
    [{ firstName: '', lastName: 'Dupont' }, MESSAGES.lookup.firstNameRequired],
    [{ firstName: 'Hélène', lastName: '   ' }, MESSAGES.lookup.lastNameRequired],
    [{ firstName: ' H ', lastName: 'Dupont' }, MESSAGES.lookup.firstNameTooShort],
    [{ firstName: 'Hélène', lastName: 'D' }, MESSAGES.lookup.lastNameTooShort],
    [{ lastName: 'Dupont' }, MESSAGES.lookup.firstNameRequired],
  ])('answers 400 with the specification’s message for %j', async (query, message) => {
    const { status, body } = await lookup(query as Record<string, string>);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('lists both messages when both names are wrong', async () => {
    const { body } = await lookup({ firstName: '', lastName: 'x' });
    expect(body.errors).toEqual(['First name is required', 'Last name must be at least 2 characters']);
  });

  it('answers 409 for a name two guests share, asking for the code, and never lists them', async () => {
    const { status, body } = await lookup({ firstName: 'sophie', lastName: 'martin' });
    expect(status).toBe(409);
    expect(body).toEqual({ error: MESSAGES.lookup.ambiguous, code: 'conflict' });
    expect(body.error).toMatch(/code printed on your invitation|contact the couple/);
  });

  it('refuses a name sent twice with a sentence instead of guessing', async () => {
    const response = await fetch(`${app.baseUrl}/rsvp?firstName=A1&firstName=B2&lastName=Dupont`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Send "firstName" once, as text.' });
  });

  it('searches the GIN index on the normalised keys, not the whole table', async () => {
    // The lookup (guests with their answers) and the submission (guests locked) each search by key.
    for (const query of [matchesByLookupKeyQuery, guestsByLookupKeyQuery]) {
      const plan = await database.db.transaction().execute(async (trx) => {
        // With 44 guests a sequential scan is cheapest; forbid it to see whether the index CAN serve.
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        return query(trx, lookupKey('helene', 'dupont')).explain();
      });
      const text = plan.map((row) => String(Object.values(row)[0])).join('\n');
      expect(text, query.name).toContain('guests_lookup_keys_idx');
      expect(text, query.name).not.toMatch(/Seq Scan on guests/);
    }
  });
});

describe('GET /rsvp?code=', () => {
  it('finds the guest on whose invitation the code is printed, even for a shared name', async () => {
    const paris = sampleGuest('Sophie Martin', 'Thomas Bernard');
    const { status, body } = await lookup({ code: paris.invitationCode.toLowerCase() });
    expect(status).toBe(200);
    expect(body).toEqual({
      found: true,
      firstName: 'Sophie',
      lastName: 'Martin',
      hasPlusOne: true,
      plusOneFirstName: 'Thomas',
      plusOneLastName: 'Bernard',
      invitationCode: paris.invitationCode,
      hasEmail: true,
      party: [],
    });
  });

  it('answers 200 {found:false} for a well-formed code nobody holds', async () => {
    const taken = new Set(sampleGuests.map((guest) => guest.invitationCode));
    const unused = ['ZZZZZZ', 'YYYYYY', 'XXXXXX'].find((code) => !taken.has(code));
    expect(unused).toBeDefined();
    expect(await lookup({ code: unused ?? '' })).toEqual({ status: 200, body: { found: false } });
  });

  it('answers 400 with a sentence for something that cannot be a printed code', async () => {
    const { status, body } = await lookup({ code: 'ABC' });
    expect(status).toBe(400);
    expect(body.error).toBe(MESSAGES.lookup.codeInvalid);
  });
});

describe('a returning guest', () => {
  // Changed on purpose (ADR 007): by name, the lookup used to return the answer's choices
  // (attendance, events, entrées, the plus-one's name) to anyone who knew the name.
  it('gets their current answer with the lookup by code; by name only that and when they answered', async () => {
    const helene = sampleGuest('Hélène Dupont');
    const payload = attendingTogetherPayload({ dietaryNotes: 'No shellfish', message: 'Bisous' });
    expect((await app.submit(payload, nextIp())).status).toBe(200);

    const byName = await lookup({ firstName: 'Helene', lastName: 'Dupont' });
    expect(byName.body).not.toHaveProperty('previousAnswer');
    expect(JSON.stringify(byName.body)).not.toMatch(/Fish|Vegetarian|welcomeDinner|Bisous|shellfish/);
    expect(byName.body).toMatchObject({
      found: true,
      firstName: 'Hélène',
      plusOneFirstName: 'Marc',
      answerOnFile: {
        onFile: { mailingAddress: true, dietaryNotes: true, plusOneDietaryNotes: false, message: true },
      },
    });
    const submittedAt = (byName.body.answerOnFile as { submittedAt: string }).submittedAt;
    expect(Date.now() - Date.parse(submittedAt)).toBeLessThan(60_000);

    const byCode = await lookup({ code: helene.invitationCode });
    expect(byCode.body).not.toHaveProperty('answerOnFile');
    expect(byCode.body.previousAnswer).toMatchObject({
      attending: true,
      plusOneAttending: true,
      plusOneFirstName: 'Marc',
      events: payload.events,
      plusOneEvents: payload.plusOneEvents,
      dietaryRestrictions: 'Fish',
      plusOneDietaryRestrictions: 'Vegetarian',
      mailingAddress: payload.mailingAddress,
      dietaryNotes: 'No shellfish',
      message: 'Bisous',
      detailsWithheld: false,
    });
  });
});

describe('other methods and navigations on /rsvp', () => {
  it('answers 405 with the methods that work', async () => {
    const response = await fetch(`${app.baseUrl}/rsvp`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await response.json()).toMatchObject({
      error: 'Use GET to look up a guest, or POST to send an RSVP.',
    });
  });

  it('leaves a browser navigation (Accept: text/html) to the SPA, never answering it with JSON', async () => {
    const response = await fetch(`${app.baseUrl}/rsvp?firstName=Hélène&lastName=Dupont`, {
      headers: { Accept: 'text/html' },
    });
    // This app has no built client, so the SPA handler says so; the API did not answer.
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining('has not been built') });
  });
});
