import { describe, expect, it } from 'vitest';
import { loadSampleGuests } from '../../server/src/db/sample-data';
import { attendingPayload, sampleGuests } from '../../server/src/rsvp/test/rsvp-test-app';
import { useTestDatabase } from '../../server/src/test/database';
import { sendRequest, type Outcome } from './support/raw-request';
import { startServerProcess } from './support/server-process';

/**
 * SIGTERM while the server is busy (a deploy, `docker compose stop`): every request that reached
 * it is answered, and it exits with 0. Each request has a connection of its own. Some are in
 * flight; then the process is paused (SIGSTOP, as a busy event loop that reads nothing), and the
 * rest connect and wait in the kernel's queue, unread, when the signal comes.
 */
const IN_FLIGHT = 40;
const REQUESTS = 120;
const database = await useTestDatabase();
await loadSampleGuests(database.db);
const server = await startServerProcess({ DATABASE_URL: database.url });

function request(i: number) {
  const guest = sampleGuests[i % sampleGuests.length];
  if (!guest) throw new Error('db/sample-guests.json is empty');
  const headers = { 'x-forwarded-for': `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}` };
  if (i % 3 === 2) {
    return sendRequest(`${server.url}/rsvp?code=${guest.invitationCode}`, {
      method: 'GET',
      headers: { ...headers, accept: 'application/json' },
    });
  }
  const payload = attendingPayload({ invitationCode: guest.invitationCode, message: `shutdown-${i}` });
  return sendRequest(`${server.url}/rsvp`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

const describeOutcome = (outcome: Outcome) => ('error' in outcome ? outcome.error : outcome.status);

describe('SIGTERM under load', () => {
  it('answers every request that reached the server, then exits with 0', async () => {
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) => request(i));
    await Promise.all(requests.map((sent) => sent.sent));
    server.child.kill('SIGSTOP');
    const queued = Array.from({ length: REQUESTS - IN_FLIGHT }, (_, i) => request(IN_FLIGHT + i));
    requests.push(...queued);
    await Promise.all(queued.map((sent) => sent.sent));
    const answeredBeforeSignal = requests.filter((sent) => sent.answered()).length;
    server.child.kill('SIGTERM');
    server.child.kill('SIGCONT');

    const outcomes = await Promise.all(requests.map((sent) => sent.outcome));
    // The signal came while requests were still waiting: otherwise this test would prove nothing.
    expect(answeredBeforeSignal).toBeLessThan(REQUESTS);
    expect(outcomes.map(describeOutcome)).toEqual(Array<number>(REQUESTS).fill(200));
    expect(await server.exited).toBe(0);

    // Every submission that was answered 200 is stored.
    const stored = await database.db.selectFrom('rsvp_submissions').select('payload').execute();
    const messages = new Set(stored.map((row) => (row.payload as { message?: string }).message));
    const accepted = requests.flatMap((_, i) => (i % 3 === 2 ? [] : [`shutdown-${i}`]));
    expect(accepted.filter((message) => !messages.has(message))).toEqual([]);
  });
});
