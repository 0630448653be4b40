import { describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { manifestPhones } from './manifest.service';
import { addGuest, createRun } from './test/travel-test-kit';

/** The manifest says whose number it is when it is not the party lead's (ADR 074). */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const manifest = async (runId: string) =>
  (
    await gql<{ shuttleManifest: { passengers: { name: string; seats: number; phone: string | null }[] } }>(
      'query ($token: String!, $id: ID!) { shuttleManifest(token: $token, runId: $id) { passengers { name seats phone } } }',
      { token, id: runId },
    )
  ).body.data?.shuttleManifest.passengers;

describe('a manifest’s phone numbers', () => {
  it('name the member whose number it is beside the lead’s name, and leave the lead’s own bare', async () => {
    const { run } = await createRun(server, token, {
      from: 'Nice airport',
      to: 'Hôtel Welcome',
      departsAt: '2026-05-14T15:00:00+02:00',
      capacity: 20,
    });
    if (!run) throw new Error('no run');
    const claire = await addGuest(server, 'Claire Dupont', 'MPDPNTAA');
    await addGuest(server, 'Marc Dupont', 'MPDPNTBB', { partyOf: 'MPDPNTAA' });
    await addGuest(server, 'Léa Dupont', 'MPDPNTCC', { partyOf: 'MPDPNTAA', child: true });
    const ana = await addGuest(server, 'Ana Lima', 'MPANAAAA');
    await addGuest(server, 'Rui Lima', 'MPANABBB', { partyOf: 'MPANAAAA' });
    await db.updateTable('guests').set({ phone: '+33612345678' }).where('name', '=', 'Marc Dupont').execute();
    await db.updateTable('guests').set({ phone: '+33698765432' }).where('name', '=', 'Léa Dupont').execute();
    await db.updateTable('guests').set({ phone: '+351912345678' }).where('name', '=', 'Ana Lima').execute();
    await db.updateTable('guests').set({ phone: '+351913456789' }).where('name', '=', 'Rui Lima').execute();
    await db
      .insertInto('shuttle_seats')
      .values([
        { party_id: claire.party_id, run_id: run.id, seats: 3 },
        { party_id: ana.party_id, run_id: run.id, seats: 2 },
      ])
      .execute();
    expect(await manifest(run.id)).toEqual([
      { name: 'Ana Lima', seats: 2, phone: '+351912345678, +351913456789 (Rui Lima)' },
      { name: 'Claire Dupont', seats: 3, phone: '+33612345678 (Marc Dupont), +33698765432 (Léa Dupont)' },
    ]);
  });

  it('is null when nobody in the party gave one', () => {
    expect(manifestPhones([{ name: 'Claire Dupont', phone: null }])).toBeNull();
    expect(manifestPhones([])).toBeNull();
  });
});
