import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { addGuest, createRun, submitTravel } from './test/travel-test-kit';

/**
 * A run the hosts cancel tells each of its passengers through the outbox, in their language, with
 * the run named as they read it (ADR 046); nobody else hears of it.
 */
const server = await startGraphqlServer({ SITE_URL: 'https://aanya-julien.example' });
const { db } = server;
const token = await server.login();

beforeAll(async () => {
  await server.gql(
    'mutation ($token: String!) { setTravelDeadline(token: $token, deadline: "2030-01-01T00:00:00+01:00") { success } }',
    { token },
  );
  await addGuest(server, 'Claire Dupont', 'CRDPNT22');
  await addGuest(server, 'Paul Dupont', 'PDPNT222', { partyOf: 'CRDPNT22' });
  await addGuest(server, 'Léa Dupont', 'EDPNT222', { partyOf: 'CRDPNT22', child: true });
  await addGuest(server, 'Ana Lima', 'ANAM2222');
  await addGuest(server, 'Tom Reed', 'TRD22222');
  await db.updateTable('guests').set({ language: 'fr' }).where('invitation_code', '=', 'CRDPNT22').execute();
});

const CANCEL =
  'mutation ($token: String!, $id: ID!) { cancelShuttleRun(token: $token, id: $id) { success message } }';

describe('cancelling a shuttle run', () => {
  it('tells each adult passenger with an email, in their language, and no one else', async () => {
    const { run } = await createRun(server, token, {
      from: 'Nice airport',
      to: 'Hôtel Welcome',
      departsAt: '2026-05-14T10:30:00+02:00',
      capacity: 20,
    });
    const { run: other } = await createRun(server, token, {
      from: 'Nice-Ville',
      to: 'Hôtel Welcome',
      departsAt: '2026-05-14T12:00:00+02:00',
      capacity: 20,
    });
    if (!run || !other) throw new Error('the runs were not created');
    for (const [code, runId] of [
      ['CRDPNT22', run.id],
      ['ANAM2222', run.id],
      ['TRD22222', other.id],
    ] as const) {
      expect(
        (await submitTravel(server, { invitationCode: code, shuttleSeats: [{ runId, seats: 2 }] })).success,
      ).toBe(true);
    }

    const cancelled = await server.gql<{ cancelShuttleRun: { success: boolean } }>(CANCEL, {
      token,
      id: run.id,
    });
    expect(cancelled.body.data?.cancelShuttleRun.success).toBe(true);

    const told = await db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('kind', '=', 'shuttle_cancelled')
      .orderBy('to_address')
      .execute();
    // Claire and Paul (the Duponts' adults; Léa is a child) and Ana; Tom's run goes on.
    expect(told.map((mail) => mail.to_address)).toEqual([
      'anam2222@example.com',
      'crdpnt22@example.com',
      'pdpnt222@example.com',
    ]);
    const [ana, claire] = told;
    expect(ana?.subject).toBe('Your shuttle has been canceled');
    expect(ana?.text_body).toContain('Dear Ana,');
    expect(ana?.text_body).toContain(
      'the 10:30 AM shuttle from Nice airport to Hôtel Welcome on Thursday 14 May has been canceled',
    );
    // The button opens the party's travel page, where seats are chosen, not the RSVP form.
    expect(ana?.text_body).toContain('Please choose another shuttle on your travel page');
    expect(ana?.text_body).toContain('https://aanya-julien.example/rsvp/travel?code=ANAM2222');
    expect(ana?.text_body).not.toContain('/rsvp?code=');
    expect(claire?.subject).toBe('Votre navette est annulée');
    expect(claire?.text_body).toContain('Bonjour Claire,');
    expect(claire?.text_body).toMatch(
      /la navette du jeudi 14 mai à 10\s?h\s?30 \(Nice airport → Hôtel Welcome\) est annulée/,
    );
    expect(claire?.text_body).toContain('https://aanya-julien.example/fr/rsvp/travel?code=CRDPNT22');
    expect(claire?.text_body).not.toContain('comment vous viendrez');

    // Cancelled twice: refused, and nobody is told again.
    const again = await server.gql<{ cancelShuttleRun: { success: boolean } }>(CANCEL, { token, id: run.id });
    expect(again.body.data?.cancelShuttleRun.success).toBe(false);
    expect(
      await db.selectFrom('outbox').select('id').where('kind', '=', 'shuttle_cancelled').execute(),
    ).toHaveLength(3);
  });
});
