import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '../logger';
import { MIGRATIONS_DIR } from '../project-paths';
import { createEmptyDatabase, dropDatabase, uniqueDatabaseName } from '../test/postgres';
import { createDb, createPool } from './database';
import { migrateToLatest } from './migrate';

/**
 * Migration 0010 on a guest list written before parties (ADR 040): every guest moves into a party
 * of their own, named after them, and keeps their answer and its history as they were.
 */
const adminUrl = inject('testPostgresAdminUrl');
const name = uniqueDatabaseName('riviera_parties');
const url = await createEmptyDatabase(adminUrl, name);
const db = createDb(createPool(url, createLogger('silent'), 2));
const before = await mkdtemp(path.join(os.tmpdir(), 'riviera-before-parties-'));
for (const file of await readdir(MIGRATIONS_DIR)) {
  if (file < '0010') await cp(path.join(MIGRATIONS_DIR, file), path.join(before, file));
}
afterAll(async () => {
  await db.destroy();
  await dropDatabase(adminUrl, name);
  await rm(before, { recursive: true, force: true });
});

describe('migration 0010 (parties)', () => {
  it('puts every existing guest in a party of their own and keeps their answers and history', async () => {
    await migrateToLatest(db, before);
    await sql`
      INSERT INTO guests (id, name, email, invitation_code, lookup_keys, plus_one_allowed, plus_one_name)
      VALUES ('00000000-0000-4000-8000-000000000001', 'Hélène Dupont', 'h@example.com', 'RBQQHE', '{helene|dupont}', true, 'Marc Dupont'),
             ('00000000-0000-4000-8000-000000000002', 'Ana Silva', NULL, 'ABCDEFGH', '{ana|silva}', false, NULL)
    `.execute(db);
    await sql`
      INSERT INTO rsvp_submissions (id, guest_id, payload)
      VALUES ('10000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', '{"attending":true}'),
             ('10000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', '{"attending":false}')
    `.execute(db);
    await sql`
      INSERT INTO rsvps (guest_id, submission_id, attending, plus_one_attending, welcome_dinner,
        ceremony_and_lunch, cocktail_and_reception, farewell_brunch, submitted_at)
      VALUES ('00000000-0000-4000-8000-000000000001', '10000000-0000-4000-8000-000000000002', false, false,
        false, false, false, false, now())
    `.execute(db);

    await migrateToLatest(db);

    const guests = await db
      .selectFrom('guests')
      .innerJoin('parties', 'parties.id', 'guests.party_id')
      .select([
        'guests.name',
        'guests.email',
        'guests.child',
        'guests.plus_one_name',
        'parties.name as party',
      ])
      .orderBy('guests.name')
      .execute();
    expect(guests).toEqual([
      { name: 'Ana Silva', email: null, child: false, plus_one_name: null, party: 'Ana Silva' },
      {
        name: 'Hélène Dupont',
        email: 'h@example.com',
        child: false,
        plus_one_name: 'Marc Dupont',
        party: 'Hélène Dupont',
      },
    ]);
    const parties = await db.selectFrom('parties').select('id').execute();
    expect(parties).toHaveLength(2);
    const history = await db
      .selectFrom('rsvp_submissions')
      .select(['id', 'guest_id', 'submitted_by'])
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      {
        id: '10000000-0000-4000-8000-000000000001',
        guest_id: '00000000-0000-4000-8000-000000000001',
        submitted_by: null,
      },
      {
        id: '10000000-0000-4000-8000-000000000002',
        guest_id: '00000000-0000-4000-8000-000000000001',
        submitted_by: null,
      },
    ]);
    const current = await db.selectFrom('rsvps').select(['guest_id', 'submission_id']).execute();
    expect(current).toEqual([
      {
        guest_id: '00000000-0000-4000-8000-000000000001',
        submission_id: '10000000-0000-4000-8000-000000000002',
      },
    ]);
  });

  it('gives a guest added later a party of one, and removes a party when its last member goes', async () => {
    const guest = await db
      .insertInto('guests')
      .values({
        name: 'Zoë Blanc',
        email: 'z@example.com',
        invitation_code: 'ZZZZZZZZ',
        lookup_keys: ['zoe|blanc'],
      })
      .returning(['id', 'party_id'])
      .executeTakeFirstOrThrow();
    const party = await db
      .selectFrom('parties')
      .select('name')
      .where('id', '=', guest.party_id)
      .executeTakeFirst();
    expect(party).toEqual({ name: 'Zoë Blanc' });
    await db.deleteFrom('guests').where('id', '=', guest.id).execute();
    expect(await db.selectFrom('parties').select('id').where('id', '=', guest.party_id).execute()).toEqual(
      [],
    );
    await expect(
      db
        .updateTable('guests')
        .set({ party_id: '20000000-0000-4000-8000-000000000000' })
        .where('name', '=', 'Ana Silva')
        .execute(),
    ).rejects.toThrow(/guests_party_fk/);
  });
});
