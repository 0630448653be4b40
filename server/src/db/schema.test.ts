import { sql, type Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database';
import type { Database } from './schema';

/**
 * The database's own description of each column, checked against the hand-written `Database`
 * interface: the compiler forces one entry per column of the interface (no more, no fewer) and the
 * `nullable` flag to match whether the TypeScript type admits null; the test then compares both with
 * what the migrations really created.
 */
type ColumnSpec<T> = {
  // jsonb columns are `unknown`, which admits null without being nullable in the database.
  nullable: unknown extends T ? false : null extends T ? true : false;
  type: T extends Date | null
    ? 'timestamp with time zone'
    : T extends boolean | null
      ? 'boolean'
      : T extends string[] | null
        ? 'ARRAY'
        : T extends string | null
          ? 'uuid' | 'text' | 'character varying' | 'bigint'
          : T extends number
            ? 'integer'
            : 'jsonb';
};
type SchemaSpec = {
  [Table in keyof Database]: {
    [Column in keyof Selectable<Database[Table]>]-?: ColumnSpec<Selectable<Database[Table]>[Column]>;
  };
};

const expected: SchemaSpec = {
  app_settings: {
    key: { nullable: false, type: 'text' },
    value: { nullable: false, type: 'jsonb' },
    updated_at: { nullable: false, type: 'timestamp with time zone' },
  },
  guests: {
    id: { nullable: false, type: 'uuid' },
    name: { nullable: false, type: 'text' },
    email: { nullable: false, type: 'text' },
    invitation_code: { nullable: false, type: 'text' },
    plus_one_allowed: { nullable: false, type: 'boolean' },
    plus_one_name: { nullable: true, type: 'text' },
    save_the_date_sent_at: { nullable: true, type: 'timestamp with time zone' },
    formal_invite_sent_at: { nullable: true, type: 'timestamp with time zone' },
    address_collected: { nullable: false, type: 'boolean' },
    address_street: { nullable: true, type: 'text' },
    address_city: { nullable: true, type: 'text' },
    address_state: { nullable: true, type: 'text' },
    address_zip: { nullable: true, type: 'text' },
    address_country: { nullable: true, type: 'text' },
    notes: { nullable: true, type: 'text' },
    lookup_keys: { nullable: false, type: 'ARRAY' },
    created_at: { nullable: false, type: 'timestamp with time zone' },
    updated_at: { nullable: false, type: 'timestamp with time zone' },
  },
  rate_limits: {
    key: { nullable: false, type: 'character varying' },
    points: { nullable: false, type: 'integer' },
    expire: { nullable: true, type: 'bigint' },
  },
  rsvp_submissions: {
    id: { nullable: false, type: 'uuid' },
    guest_id: { nullable: false, type: 'uuid' },
    payload: { nullable: false, type: 'jsonb' },
    submitted_at: { nullable: false, type: 'timestamp with time zone' },
  },
  rsvps: {
    guest_id: { nullable: false, type: 'uuid' },
    submission_id: { nullable: false, type: 'uuid' },
    attending: { nullable: false, type: 'boolean' },
    plus_one_attending: { nullable: false, type: 'boolean' },
    plus_one_first_name: { nullable: true, type: 'text' },
    plus_one_last_name: { nullable: true, type: 'text' },
    welcome_dinner: { nullable: false, type: 'boolean' },
    ceremony_and_lunch: { nullable: false, type: 'boolean' },
    cocktail_and_reception: { nullable: false, type: 'boolean' },
    farewell_brunch: { nullable: false, type: 'boolean' },
    plus_one_welcome_dinner: { nullable: false, type: 'boolean' },
    plus_one_ceremony_and_lunch: { nullable: false, type: 'boolean' },
    plus_one_cocktail_and_reception: { nullable: false, type: 'boolean' },
    plus_one_farewell_brunch: { nullable: false, type: 'boolean' },
    entree: { nullable: true, type: 'text' },
    plus_one_entree: { nullable: true, type: 'text' },
    dietary_notes: { nullable: true, type: 'text' },
    plus_one_dietary_notes: { nullable: true, type: 'text' },
    mailing_address: { nullable: true, type: 'text' },
    message: { nullable: true, type: 'text' },
    submitted_at: { nullable: false, type: 'timestamp with time zone' },
  },
};

const { db } = await useTestDatabase();

describe('the migrated schema', () => {
  it('has exactly the tables and columns of the Database interface, with the same types', async () => {
    const { rows } = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: string;
      data_type: string;
    }>`
      SELECT table_name, column_name, is_nullable, data_type
      FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name NOT LIKE 'kysely_%'
      ORDER BY table_name, column_name`.execute(db);
    const actual: Record<string, Record<string, { nullable: boolean; type: string }>> = {};
    for (const row of rows) {
      const table = (actual[row.table_name] ??= {});
      table[row.column_name] = { nullable: row.is_nullable === 'YES', type: row.data_type };
    }
    expect(actual).toEqual(expected);
  });

  it('records the migration in the migrator table', async () => {
    const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
    expect(applied.rows.map((row) => row.name)).toEqual([
      '0001_initial',
      '0002_rate_limits',
      '0003_name_keys',
    ]);
  });

  it('refuses an RSVP row whose entrée is not on the menu', async () => {
    const guest = await db
      .insertInto('guests')
      .values({
        name: 'Test Guest',
        email: 't@example.com',
        invitation_code: 'ABCDEF',
        lookup_keys: ['test|guest'],
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const submission = await db
      .insertInto('rsvp_submissions')
      .values({ guest_id: guest.id, payload: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = {
      guest_id: guest.id,
      submission_id: submission.id,
      attending: true,
      plus_one_attending: false,
      welcome_dinner: true,
      ceremony_and_lunch: false,
      cocktail_and_reception: false,
      farewell_brunch: false,
      mailing_address: '1 Promenade des Anglais, Nice',
      submitted_at: new Date(),
    };
    await expect(
      db
        .insertInto('rsvps')
        .values({ ...row, entree: 'Lobster' })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(
      db
        .insertInto('rsvps')
        .values({ ...row, entree: null })
        .execute(),
    ).rejects.toThrow(/rsvps_attending_needs_entree/);
    await db
      .insertInto('rsvps')
      .values({ ...row, entree: 'Fish' })
      .execute();
    await expect(
      db
        .insertInto('rsvps')
        .values({ ...row, entree: 'Fish' })
        .execute(),
    ).rejects.toThrow(/duplicate key/);
  });

  it('keeps the submission history append-only', async () => {
    const submission = await db.selectFrom('rsvp_submissions').select('id').executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE rsvp_submissions SET payload = '{"changed":true}' WHERE id = ${submission.id}`.execute(db),
    ).rejects.toThrow(/append-only/);
  });
});
