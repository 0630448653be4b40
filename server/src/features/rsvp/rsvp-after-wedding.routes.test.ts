import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { writeSitePhase } from '../../platform/settings/site-phase';
import { attendingPayload } from './test/rsvp-test-app';

/**
 * Phase AFTER (DESIGN 3.8, ADR 083): an answer is refused with a sentence, as the deadline refuses
 * it, and nothing is written; phase BEFORE with the clock past the wedding answers as ever.
 */
// A day after the weekend (in Paris), whatever day the tests run on: only Date is held.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-05-18T09:00:00Z') });
afterAll(() => void vi.useRealTimers());

const server = await startGraphqlServer();
const { db } = server;
await db
  .insertInto('guests')
  .values({
    name: 'Jean-Luc Moreau',
    email: 'jl@example.com',
    invitation_code: 'CRFNTQ',
    lookup_keys: ['jean-luc|moreau'],
  })
  .execute();

let ip = 0;
const post = (body: unknown, language = 'en') =>
  fetch(`${server.url}/rsvp`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      'X-Forwarded-For': `198.51.100.${(ip += 1)}`,
    },
    body: JSON.stringify(body),
  });

const written = async () => ({
  submissions: (await db.selectFrom('rsvp_submissions').select('id').execute()).length,
  answers: (await db.selectFrom('rsvps').select('guest_id').execute()).length,
  outbox: (await db.selectFrom('outbox').select('id').execute()).length,
});

const SUBMIT_GQL = `mutation ($input: RSVPInput!) { submitRSVP(input: $input) { success message } }`;

describe('the RSVP after the wedding', () => {
  beforeEach(async () => writeSitePhase(db, 'BEFORE'));

  it('in phase AFTER, POST /rsvp answers 403 with the sentence, in the page’s language, and writes nothing', async () => {
    await writeSitePhase(db, 'AFTER');
    const before = await written();
    const response = await post(attendingPayload({ invitationCode: 'CRFNTQ' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'forbidden',
      error: 'The weekend is over: answers are closed. Thank you for celebrating with us.',
    });
    const french = await post(attendingPayload({ invitationCode: 'CRFNTQ' }), 'fr');
    expect(french.status).toBe(403);
    expect(((await french.json()) as { error: string }).error).toBe(
      'Le week-end est terminé\u00a0: les réponses sont closes. Merci d’avoir célébré ce moment avec nous.',
    );
    expect(await written()).toEqual(before);
  });

  it('in phase AFTER, GraphQL’s submitRSVP is refused with the same sentence and writes nothing', async () => {
    await writeSitePhase(db, 'AFTER');
    const before = await written();
    const { body } = await server.gql<{ submitRSVP: { success: boolean; message: string } }>(SUBMIT_GQL, {
      input: { ...attendingPayload(), invitationCode: 'CRFNTQ' },
    });
    expect(body.data?.submitRSVP).toEqual({
      success: false,
      message: 'The weekend is over: answers are closed. Thank you for celebrating with us.',
    });
    expect(await written()).toEqual(before);
  });

  it('in phase BEFORE, with the clock past the wedding, an answer is stored as ever', async () => {
    const response = await post(attendingPayload({ invitationCode: 'CRFNTQ' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect((await written()).answers).toBe(1);
  });

  it('tells the guest pages the phase, and nothing else', async () => {
    const read = async () => {
      const response = await fetch(`${server.url}/api/site-phase`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return response.json();
    };
    expect(await read()).toEqual({ phase: 'BEFORE' });
    await writeSitePhase(db, 'AFTER');
    expect(await read()).toEqual({ phase: 'AFTER' });
  });
});
