import { allEvents } from '@riviera/contract';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleGuests } from '../../server/src/features/rsvp/test/rsvp-test-app';
import { expectSafe, send, startHostileApp } from './support/hostile-app';

/**
 * After an answer's commit, the code-guessing counters give the right code back and note where it
 * was opened from (ADR 069). When PostgreSQL refuses those writes, the saved answer is still told
 * as saved, and every use of a right code is still answered: nothing after a commit turns it into
 * an error. The fault is real: a trigger that makes PostgreSQL refuse the writes.
 */
const app = await startHostileApp();
const guest = sampleGuests.find((one) => one.invitationCode.length > 0 && !one.plusOneName);
if (!guest) throw new Error('The sample list has a guest invited alone.');
const [firstName = '', ...rest] = guest.name.split(' ');

async function refuseCounterWrites(): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION refuse_counter_writes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'injected fault: the counters cannot be written'; END; $$`.execute(app.db);
  // A reward lowers a counter; noting a caller inserts one.
  await sql`CREATE TRIGGER refuse_rewards BEFORE UPDATE ON rate_limits FOR EACH ROW
    WHEN (NEW.points < OLD.points) EXECUTE FUNCTION refuse_counter_writes()`.execute(app.db);
  await sql`CREATE TRIGGER refuse_callers BEFORE INSERT OR UPDATE ON code_callers FOR EACH ROW
    EXECUTE FUNCTION refuse_counter_writes()`.execute(app.db);
}

afterEach(async () => {
  await sql`DROP TRIGGER IF EXISTS refuse_rewards ON rate_limits`.execute(app.db);
  await sql`DROP TRIGGER IF EXISTS refuse_callers ON code_callers`.execute(app.db);
});

describe('a fault in the code counters after the commit', () => {
  it('leaves a saved answer a 200 with its row stored, and a right code answered', async () => {
    await refuseCounterWrites();
    const answered = await send(`${app.url}/rsvp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.77' },
      body: JSON.stringify({
        firstName,
        lastName: rest.join(' '),
        invitationCode: guest.invitationCode,
        mailingAddress: '5 Quai des États-Unis, 06300 Nice',
        attending: true,
        plusOneAttending: false,
        plusOneFirstName: '',
        plusOneLastName: '',
        events: allEvents(true),
        plusOneEvents: {},
        dietaryRestrictions: 'Fish',
        plusOneDietaryRestrictions: '',
        message: 'Saved whatever the counters say',
      }),
    });
    expectSafe(answered, 'an answer by code while the counters fail');
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text)).toMatchObject({ success: true });
    const stored = await app.db
      .selectFrom('rsvps')
      .innerJoin('guests', 'guests.id', 'rsvps.guest_id')
      .select(['rsvps.message', 'rsvps.entree'])
      .where('guests.invitation_code', '=', guest.invitationCode)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ message: 'Saved whatever the counters say', entree: 'Fish' });

    const looked = await send(`${app.url}/rsvp?code=${guest.invitationCode}`, {
      headers: { Accept: 'application/json', 'X-Forwarded-For': '198.51.100.78' },
    });
    expectSafe(looked, 'a lookup by code while the counters fail');
    expect(JSON.parse(looked.text)).toMatchObject({ found: true, invitationCode: guest.invitationCode });
  });
});
