import { beforeAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { addGuest, createRun, RUN } from './test/travel-test-kit';

/**
 * A run's manifest and what changed since it was last exported (ADR 050), as the caterer's
 * sheets say it for entrées: each export is recorded per run, and the next manifest lists who was
 * added, who was removed and whose seats changed since.
 */
const server = await startGraphqlServer();
const { db, gql } = server;
const token = await server.login();

const MANIFEST = `run { ${RUN} } passengers { name seats phone } lastExportedAt changes { name kind before after }`;

interface Manifest {
  passengers: Array<{ name: string; seats: number; phone: string | null }>;
  lastExportedAt: string | null;
  changes: Array<{ name: string; kind: string; before: number | null; after: number | null }>;
}

async function manifest(runId: string): Promise<Manifest> {
  const response = await gql<{ shuttleManifest: Manifest }>(
    `query ($token: String!, $id: ID!) { shuttleManifest(token: $token, runId: $id) { ${MANIFEST} } }`,
    { token, id: runId },
  );
  const found = response.body.data?.shuttleManifest;
  if (!found) throw new Error(JSON.stringify(response.body));
  return found;
}

async function exportManifest(runId: string): Promise<Manifest> {
  const response = await gql<{ exportShuttleManifest: Manifest }>(
    `mutation ($token: String!, $id: ID!) { exportShuttleManifest(token: $token, runId: $id) { ${MANIFEST} } }`,
    { token, id: runId },
  );
  const found = response.body.data?.exportShuttleManifest;
  if (!found) throw new Error(JSON.stringify(response.body));
  return found;
}

const parties: Record<string, string> = {};
let runId = '';
let otherRunId = '';
const seat = (party: string, seats: number, run = runId) => ({
  party_id: parties[party] ?? '',
  run_id: run,
  seats,
});

beforeAll(async () => {
  parties.ines = (await addGuest(server, 'Inès Moreau', 'MNFSTA22')).party_id;
  parties.jon = (await addGuest(server, 'Jon Berg', 'MNFSTB22')).party_id;
  parties.kim = (await addGuest(server, 'Kim Park', 'MNFSTC22')).party_id;
  const input = { from: 'Nice airport', to: 'Hôtel Welcome', capacity: 30 };
  const first = await createRun(server, token, { ...input, departsAt: '2026-05-14T10:30:00+02:00' });
  const second = await createRun(server, token, { ...input, departsAt: '2026-05-14T12:00:00+02:00' });
  runId = first.run?.id ?? '';
  otherRunId = second.run?.id ?? '';
  await db
    .insertInto('shuttle_seats')
    .values([seat('ines', 2), seat('jon', 1), seat('kim', 4, otherRunId)])
    .execute();
});

describe('what changed since a manifest was last exported', () => {
  it('says nothing has been exported before the first export', async () => {
    const before = await manifest(runId);
    expect(before.lastExportedAt).toBeNull();
    expect(before.changes).toEqual([]);
    expect(before.passengers).toEqual([
      { name: 'Inès Moreau', seats: 2, phone: null },
      { name: 'Jon Berg', seats: 1, phone: null },
    ]);
  });

  it('records the export: the manifest then has its date and no changes, and the other run none', async () => {
    const exported = await exportManifest(runId);
    expect(exported.passengers.map((passenger) => passenger.name)).toEqual(['Inès Moreau', 'Jon Berg']);
    const stored = await db.selectFrom('shuttle_manifest_exports').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.run_id).toBe(runId);
    const after = await manifest(runId);
    expect(after.lastExportedAt).toBe(stored[0]?.exported_at.toISOString());
    expect(after.changes).toEqual([]);
    expect((await manifest(otherRunId)).lastExportedAt).toBeNull();
  });

  it('lists a party added, a party removed and seats changed, by name', async () => {
    await db.insertInto('shuttle_seats').values(seat('kim', 3)).execute();
    await db
      .deleteFrom('shuttle_seats')
      .where('party_id', '=', parties.jon ?? '')
      .execute();
    await db
      .updateTable('shuttle_seats')
      .set({ seats: 1 })
      .where('party_id', '=', parties.ines ?? '')
      .where('run_id', '=', runId)
      .execute();
    expect((await manifest(runId)).changes).toEqual([
      { name: 'Inès Moreau', kind: 'SEATS', before: 2, after: 1 },
      { name: 'Jon Berg', kind: 'REMOVED', before: 1, after: null },
      { name: 'Kim Park', kind: 'ADDED', before: null, after: 3 },
    ]);
    // The run that was never exported has no changes to tell, whatever happens on this one.
    expect((await manifest(otherRunId)).changes).toEqual([]);
  });

  it('hands the export those changes, then starts again from it: nothing has changed', async () => {
    const exported = await exportManifest(runId);
    expect(exported.changes.map((change) => change.kind)).toEqual(['SEATS', 'REMOVED', 'ADDED']);
    expect(exported.passengers).toEqual([
      { name: 'Inès Moreau', seats: 1, phone: null },
      { name: 'Kim Park', seats: 3, phone: null },
    ]);
    const after = await manifest(runId);
    expect(after.changes).toEqual([]);
    expect(after.lastExportedAt).not.toBeNull();
    expect(await db.selectFrom('shuttle_manifest_exports').select('id').execute()).toHaveLength(2);
  });
});

describe('hostile calls', () => {
  it('refuses the export without a token, and records nothing', async () => {
    const response = await gql(
      'mutation ($id: ID!) { exportShuttleManifest(token: "", runId: $id) { lastExportedAt } }',
      { id: runId },
    );
    expect(response.status).toBe(401);
    expect(response.body.errors?.[0]?.message).toMatch(/log in/);
    expect(await db.selectFrom('shuttle_manifest_exports').select('id').execute()).toHaveLength(2);
  });

  it.each([
    ['a run that does not exist', '00000000-0000-4000-8000-000000000000'],
    ['an id that is no id', 'not-a-run; DROP TABLE shuttle_runs'],
  ])('refuses %s with a sentence, in the manifest and its export', async (_label, id) => {
    for (const operation of [
      'query ($token: String!, $id: ID!) { shuttleManifest(token: $token, runId: $id) { lastExportedAt } }',
      'mutation ($token: String!, $id: ID!) { exportShuttleManifest(token: $token, runId: $id) { lastExportedAt } }',
    ]) {
      const response = await gql(operation, { token, id });
      expect(response.body.errors?.[0]).toMatchObject({
        message: 'That shuttle run is no longer on the list. Reload the page to see the current runs.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await db.selectFrom('shuttle_manifest_exports').select('id').execute()).toHaveLength(2);
  });
});

describe('the travel deadline', () => {
  it('reads the content’s deadline, then the one the hosts set, in Paris time', async () => {
    const read = async () =>
      (
        await gql<{ travelDeadline: string }>('query ($token: String!) { travelDeadline(token: $token) }', {
          token,
        })
      ).body.data?.travelDeadline;
    expect(await read()).toBe('2026-05-07T23:59:00+02:00');
    await gql(
      'mutation ($token: String!) { setTravelDeadline(token: $token, deadline: "2026-12-31T20:00:00Z") { success } }',
      {
        token,
      },
    );
    expect(await read()).toBe('2026-12-31T21:00:00+01:00');
  });
});
