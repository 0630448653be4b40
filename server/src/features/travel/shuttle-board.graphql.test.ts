import { beforeAll, describe, expect, it } from 'vitest';
import { printSchema } from '../../platform/graphql/graphql-js';
import { createSchema } from '../../schema';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { addGuest, answerAs, createRun, RUN } from './test/travel-test-kit';

/**
 * The hosts' views (ADR 050): each run's manifest, with names and seats and nothing of a party's
 * menu, allergies or address; the arrivals board in 30-minute windows of Paris time, right across
 * midnight and across both changes of the clocks.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const parties: Record<string, string> = {};
beforeAll(async () => {
  const claire = await addGuest(server, 'Claire Dupont', 'CRDPNT22', { plusOneAllowed: true });
  const paul = await addGuest(server, 'Paul Dupont', 'PGDPNT22', { partyOf: 'CRDPNT22' });
  await addGuest(server, 'Léa Dupont', 'RAEDPNT2', { partyOf: 'CRDPNT22', child: true });
  await answerAs(server, claire.id, true, true);
  await answerAs(server, paul.id, false);
  parties.duponts = claire.party_id;
  parties.ana = (await addGuest(server, 'Ana Lima', 'ANAM2222', { plusOneAllowed: true })).party_id;
  for (const [i, name] of ['Bo', 'Cy', 'Di', 'Ed', 'Fa', 'Gu'].entries()) {
    parties[name] = (await addGuest(server, `${name} Solo`, `ARVQ22A${'ABCDEF'[i] ?? 'A'}`)).party_id;
  }
});

describe('a run’s manifest', () => {
  it('gives each party’s lead and seats, by name, and nothing of their menu, allergies or address', async () => {
    const { run } = await createRun(server, token, {
      from: 'Hôtel Welcome',
      to: 'Grand-Hôtel du Cap-Ferrat',
      departsAt: '2026-05-15T09:00:00+02:00',
      capacity: 20,
    });
    if (!run) throw new Error('no run');
    await db
      .insertInto('shuttle_seats')
      .values([
        { party_id: parties.duponts ?? '', run_id: run.id, seats: 3 },
        { party_id: parties.ana ?? '', run_id: run.id, seats: 1 },
      ])
      .execute();
    const response = await gql<{ shuttleManifest: unknown }>(
      `query ($token: String!, $id: ID!) { shuttleManifest(token: $token, runId: $id) { run { ${RUN} } passengers { name seats phone } } }`,
      { token, id: run.id },
    );
    expect(response.body.data?.shuttleManifest).toEqual({
      run: { ...run, seatsTaken: 4 },
      passengers: [
        { name: 'Ana Lima', seats: 1, phone: null },
        { name: 'Claire Dupont', seats: 3, phone: null },
      ],
    });
    expect(JSON.stringify(response.body)).not.toMatch(/peanut|Lilas|Fish/);
    // Nothing else can be asked of a passenger.
    expect(printSchema(createSchema())).toContain(
      'type ShuttlePassenger {\n  name: String!\n  seats: Int!\n  phone: String\n}',
    );
  });

  it('refuses a run that does not exist with a sentence', async () => {
    const response = await gql(
      'query ($token: String!) { shuttleManifest(token: $token, runId: "00000000-0000-4000-8000-000000000000") { passengers { name } } }',
      { token },
    );
    expect(response.body.errors?.[0]).toMatchObject({
      message: 'That shuttle run is no longer on the list. Reload the page to see the current runs.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('the arrivals board', () => {
  it('counts parties and people in 30-minute windows of Paris time, across midnight and summer time', async () => {
    const arrive = (party: string, at: string) => ({
      party_id: parties[party] ?? '',
      arrival_at: at,
      arrival_mode: 'FLIGHT',
    });
    await db
      .insertInto('party_travel')
      .values([
        // 10:40 and 10:59:59 in Paris: one window. The Duponts are Claire, her plus-one and Léa, who
        // has not answered (Paul said no); Ana has not answered and may bring a plus-one.
        arrive('duponts', '2026-05-14T08:40:00Z'),
        arrive('ana', '2026-05-14T08:59:59Z'),
        // 23:50 on Thursday, then 00:10 on Friday.
        arrive('Bo', '2026-05-14T21:50:00Z'),
        arrive('Cy', '2026-05-14T22:10:00Z'),
        // 29 March: 01:50 in winter time, then 03:05 in summer time, a quarter of an hour later.
        arrive('Di', '2026-03-29T00:50:00Z'),
        arrive('Ed', '2026-03-29T01:05:00Z'),
        // 25 October: 02:40 twice, once in summer time, once an hour later in winter time.
        arrive('Fa', '2026-10-25T00:40:00Z'),
        arrive('Gu', '2026-10-25T01:40:00Z'),
      ])
      .execute();
    const response = await gql<{ arrivals: unknown }>(
      'query ($token: String!) { arrivals(token: $token) { start parties people } }',
      { token },
    );
    expect(response.body.data?.arrivals).toEqual([
      { start: '2026-03-29T01:30:00+01:00', parties: 1, people: 1 },
      { start: '2026-03-29T03:00:00+02:00', parties: 1, people: 1 },
      { start: '2026-05-14T10:30:00+02:00', parties: 2, people: 5 },
      { start: '2026-05-14T23:30:00+02:00', parties: 1, people: 1 },
      { start: '2026-05-15T00:00:00+02:00', parties: 1, people: 1 },
      { start: '2026-10-25T02:30:00+02:00', parties: 1, people: 1 },
      { start: '2026-10-25T02:30:00+01:00', parties: 1, people: 1 },
    ]);
  });
});
