import { sql } from 'kysely';
import type { DbOrTx } from '../db/database';

/**
 * Small facts about this installation in app_settings (a JSON value per key): the caterer's last
 * export, when the sample guests were loaded, which version of the name keys is stored.
 */
export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** The setting with the time it was last written. */
export async function readSettingRow(
  db: DbOrTx,
  key: string,
): Promise<{ value: unknown; updatedAt: Date } | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select(['value', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { value: row.value, updatedAt: new Date(row.updated_at) };
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown, now = new Date()): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('app_settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

/** Writes the setting unless it exists; true when this call wrote it. */
export async function writeSettingOnce(db: DbOrTx, key: string, value: unknown): Promise<boolean> {
  const written = await db
    .insertInto('app_settings')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return written !== undefined;
}

/**
 * Holds a transaction-scoped advisory lock named `name`, so two servers (or two clicks) doing the
 * same one-off work run it one after the other.
 */
export async function lockFor(db: DbOrTx, name: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`.execute(db);
}

export async function deleteSetting(db: DbOrTx, key: string): Promise<void> {
  await db.deleteFrom('app_settings').where('key', '=', key).execute();
}
