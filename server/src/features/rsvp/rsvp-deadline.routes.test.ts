import { MESSAGES } from '@riviera/contract';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../platform/config/env';
import { useTestDatabase } from '../../platform/test/database';
import { closedMessage } from '../../platform/deadline';
import { attendingPayload, startTestApp } from './test/rsvp-test-app';

const database = await useTestDatabase();
// Two apps on one guest list: one whose RSVPs closed yesterday, one closing tomorrow.
const closed = await startTestApp(database, {
  RSVP_DEADLINE: new Date(Date.now() - 86_400_000).toISOString(),
});
const open = await startTestApp(database, { RSVP_DEADLINE: new Date(Date.now() + 86_400_000).toISOString() });
const unset = await startTestApp(database);

const submissionCount = async () =>
  Number(
    (
      await database.db
        .selectFrom('rsvp_submissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('RSVP_DEADLINE', () => {
  it('before it, a guest may answer and change their answer', async () => {
    expect((await open.submit(attendingPayload(), '192.0.2.1')).status).toBe(200);
    expect((await open.submit(attendingPayload({ message: 'changed' }), '192.0.2.1')).status).toBe(200);
    expect(await submissionCount()).toBe(2);
  });

  it('after it, answers 403 with a sentence naming the date, time and time zone, and writes nothing', async () => {
    const before = await submissionCount();
    const response = await closed.submit(attendingPayload(), '192.0.2.2');
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: string; code: string };
    expect(body.code).toBe('forbidden');
    expect(body.error).toMatch(
      /^RSVPs closed on \d{1,2} [A-Z][a-z]+ \d{4} at (?:\d{1,2}(?::\d{2})? [AP]M|noon|midnight) \(Paris time, Europe\/Paris\)\./,
    );
    expect(body.error).toContain('contact the couple');
    expect(await submissionCount()).toBe(before);
  });

  it('tells the guest pages the reply-by moment, and null when none is set', async () => {
    const response = await fetch(`${open.baseUrl}/api/rsvp/deadline`);
    expect(response.status).toBe(200);
    const { deadline } = (await response.json()) as { deadline: string | null };
    expect(Date.parse(deadline ?? '') - Date.now()).toBeGreaterThan(0);
    expect(await (await fetch(`${unset.baseUrl}/api/rsvp/deadline`)).json()).toEqual({ deadline: null });
  });

  it('after it, a guest can still look themselves up', async () => {
    const response = await closed.lookup({ firstName: 'Jean-Luc', lastName: 'Moreau' }, '192.0.2.3');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ found: true, answerOnFile: { onFile: { message: true } } });
  });
});

describe('the deadline in the couple’s time zone', () => {
  it('tells the time in Paris, summer or winter, whatever the server’s zone', () => {
    expect(closedMessage(new Date('2026-04-15T21:59:00Z'))).toBe(
      MESSAGES.rsvp.closed.replace('{deadline}', '15 April 2026 at 11:59 PM'),
    );
    expect(closedMessage(new Date('2026-01-31T22:59:00Z'))).toContain('31 January 2026 at 11:59 PM');
    // English on the 12-hour clock, noon and midnight in words (ADR 067).
    expect(closedMessage(new Date('2026-04-15T10:00:00Z'))).toContain('15 April 2026 at noon');
    expect(closedMessage(new Date('2026-04-15T22:00:00Z'))).toContain('16 April 2026 at midnight');
  });
});

describe('RSVP_DEADLINE given as a date alone', () => {
  it('closes at the end of that day in Paris, summer time or winter time', () => {
    const summer = parseEnv({ RSVP_DEADLINE: '2026-04-15' }).RSVP_DEADLINE;
    expect(summer?.toISOString()).toBe('2026-04-15T21:59:59.999Z');
    expect(closedMessage(summer ?? new Date())).toContain('15 April 2026 at 11:59 PM');
    expect(parseEnv({ RSVP_DEADLINE: '2026-01-31' }).RSVP_DEADLINE?.toISOString()).toBe(
      '2026-01-31T22:59:59.999Z',
    );
  });
});
