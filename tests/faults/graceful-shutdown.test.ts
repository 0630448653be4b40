import { describe, expect, it } from 'vitest';
import { loadSampleGuests } from '../../server/src/sample-data';
import { attendingPayload, sampleGuests } from '../../server/src/features/rsvp/test/rsvp-test-app';
import { useTestDatabase } from '../../server/src/platform/test/database';
import { openConnection, sendRequest, type Outcome } from './support/raw-request';
import { startServerProcess } from './support/server-process';

/**
 * SIGTERM while the server is busy (a deploy, `docker compose stop`): every request that reached
 * it is answered, and it exits with 0. Each request has a connection of its own. Some are in
 * flight; then the process is paused (SIGSTOP, as a busy event loop that reads nothing), and the
 * rest connect and wait in the kernel's queue, unread, when the signal comes. Some RSVPs are still
 * uploading then (half their body sent), and on connections opened before the signal the health
 * check and the deadline, which Express answers at once, are asked while the server closes.
 */
const IN_FLIGHT = 40;
const REQUESTS = 120;
const UPLOADS = 10;
const WHILE_CLOSING = 10;
const database = await useTestDatabase();
await loadSampleGuests(database.db);
const server = await startServerProcess({ DATABASE_URL: database.url });

function request(i: number) {
  const guest = sampleGuests[i % sampleGuests.length];
  if (!guest) throw new Error('db/sample-guests.json is empty');
  // A client of its own network each: 120 invitation codes at once from one /24 would pass its
  // hourly ceiling while in flight (they count until found, rsvp-throttles.ts).
  const headers = { 'x-forwarded-for': `198.18.${i}.1` };
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

/** An RSVP whose headers and first half are sent now, and the rest when `finish` is called. */
function upload(i: number) {
  const guest = sampleGuests[i % sampleGuests.length];
  if (!guest) throw new Error('db/sample-guests.json is empty');
  const body = JSON.stringify(
    attendingPayload({ invitationCode: guest.invitationCode, message: `upload-${i}` }),
  );
  const connection = openConnection(server.url);
  const half = Math.floor(body.length / 2);
  connection.write(
    `POST /rsvp HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Forwarded-For: 198.19.0.${i + 1}\r\n` +
      `Connection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return { ...connection, finish: () => connection.write(body.slice(half)) };
}

/** A request that Express answers synchronously, on a connection the server accepted before the signal. */
const synchronousRequest = (i: number) =>
  `GET ${i % 2 === 0 ? '/healthz' : '/api/rsvp/deadline'} HTTP/1.1\r\nHost: localhost\r\n` +
  `Accept: application/json\r\nConnection: close\r\n\r\n`;

describe('SIGTERM under load', () => {
  it('answers every request that reached the server, then exits with 0', async () => {
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) => request(i));
    await Promise.all(requests.map((sent) => sent.sent));
    const uploads = Array.from({ length: UPLOADS }, (_, i) => upload(i));
    const idle = Array.from({ length: WHILE_CLOSING }, () => openConnection(server.url));
    await Promise.all([...uploads, ...idle].map((connection) => connection.connected));
    server.child.kill('SIGSTOP');
    const queued = Array.from({ length: REQUESTS - IN_FLIGHT }, (_, i) => request(IN_FLIGHT + i));
    requests.push(...queued);
    await Promise.all(queued.map((sent) => sent.sent));
    const answeredBeforeSignal = requests.filter((sent) => sent.answered()).length;
    server.child.kill('SIGTERM');
    server.child.kill('SIGCONT');
    // While it closes: the health checks and deadlines, then the rest of each upload.
    await new Promise((resolve) => setTimeout(resolve, 50));
    idle.forEach((connection, i) => connection.write(synchronousRequest(i)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const sending of uploads) sending.finish();

    const outcomes = await Promise.all(requests.map((sent) => sent.outcome));
    // The signal came while requests were still waiting: otherwise this test would prove nothing.
    expect(answeredBeforeSignal).toBeLessThan(REQUESTS);
    expect(outcomes.map(describeOutcome)).toEqual(Array<number>(REQUESTS).fill(200));
    const lateOutcomes = await Promise.all([...uploads, ...idle].map((connection) => connection.outcome));
    expect(lateOutcomes.map(describeOutcome)).toEqual(Array<number>(UPLOADS + WHILE_CLOSING).fill(200));
    expect(await server.exited).toBe(0);

    // Every submission that was answered 200 is stored.
    const stored = await database.db.selectFrom('rsvp_submissions').select('payload').execute();
    const messages = new Set(stored.map((row) => (row.payload as { message?: string }).message));
    const accepted = [
      ...requests.flatMap((_, i) => (i % 3 === 2 ? [] : [`shutdown-${i}`])),
      ...uploads.map((_, i) => `upload-${i}`),
    ];
    expect(accepted.filter((message) => !messages.has(message))).toEqual([]);
  });
});
