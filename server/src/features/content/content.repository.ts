import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';
import type { ContentFields, ContentVersions } from '../../platform/db/database.types';

/** The content the hosts changed (migration 0040, ADR 076): a row per field they saved. */
export type ContentRow = Selectable<ContentFields>;
export type ContentVersionRow = Selectable<ContentVersions>;

/** Published values after a publish, by key: the fields still at their first value left out. */
export type PublishedValues = Record<string, { en: string; fr: string }>;

export async function contentRows(db: DbOrTx): Promise<ContentRow[]> {
  return db.selectFrom('content_fields').selectAll().orderBy('key').execute();
}

/** The published values of these keys, as a mail composing reads them (ADR 080): one statement. */
export async function publishedRowsOf(
  db: DbOrTx,
  keys: readonly string[],
): Promise<Pick<ContentRow, 'key' | 'en' | 'fr'>[]> {
  if (keys.length === 0) return [];
  return db.selectFrom('content_fields').select(['key', 'en', 'fr']).where('key', 'in', keys).execute();
}

/** The rows of these keys, locked until the transaction ends (two hosts saving the same field). */
export async function lockedRows(db: DbOrTx, keys: readonly string[]): Promise<ContentRow[]> {
  if (keys.length === 0) return [];
  return db.selectFrom('content_fields').selectAll().where('key', 'in', keys).forUpdate().execute();
}

/** Every row with a draft, locked: what a publish or a discard changes. */
export async function draftedRows(db: DbOrTx): Promise<ContentRow[]> {
  return db
    .selectFrom('content_fields')
    .selectAll()
    .where((eb) => eb.or([eb('draft_en', 'is not', null), eb('draft_fr', 'is not', null)]))
    .orderBy('key')
    .forUpdate()
    .execute();
}

export interface DraftWrite {
  key: string;
  draftEn: string | null;
  draftFr: string | null;
  enChanged: boolean;
  frChanged: boolean;
}

/** A field's draft saved, its version raised, each language's change time set when it changed. */
export async function writeDraft(db: DbOrTx, write: DraftWrite): Promise<void> {
  const now = new Date();
  await db
    .insertInto('content_fields')
    .values({
      key: write.key,
      draft_en: write.draftEn,
      draft_fr: write.draftFr,
      en_changed_at: write.enChanged ? now : null,
      fr_changed_at: write.frChanged ? now : null,
      version: 1,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        draft_en: write.draftEn,
        draft_fr: write.draftFr,
        en_changed_at: write.enChanged ? now : eb.ref('content_fields.en_changed_at'),
        fr_changed_at: write.frChanged ? now : eb.ref('content_fields.fr_changed_at'),
        version: eb('content_fields.version', '+', 1),
        updated_at: now,
      })),
    )
    .execute();
}

/** The drafts dropped, each field's version raised. */
export async function clearDrafts(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('content_fields')
    .set((eb) => ({ draft_en: null, draft_fr: null, version: eb('version', '+', 1), updated_at: new Date() }))
    .where('key', 'in', keys)
    .execute();
}

/** The drafts become the published values. */
export async function publishDrafts(db: DbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('content_fields')
    .set((eb) => ({
      en: eb.fn.coalesce('draft_en', 'en'),
      fr: eb.fn.coalesce('draft_fr', 'fr'),
      draft_en: null,
      draft_fr: null,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('key', 'in', keys)
    .execute();
}

export async function insertVersion(
  db: DbOrTx,
  keys: readonly string[],
  published: PublishedValues,
): Promise<ContentVersionRow> {
  return db
    .insertInto('content_versions')
    .values({ keys: [...keys], published: JSON.stringify(published) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every publish, newest first. */
export async function listVersions(db: DbOrTx): Promise<ContentVersionRow[]> {
  return db.selectFrom('content_versions').selectAll().orderBy('version', 'desc').execute();
}

export async function versionRow(db: DbOrTx, version: number): Promise<ContentVersionRow | undefined> {
  return db.selectFrom('content_versions').selectAll().where('version', '=', version).executeTakeFirst();
}

/** The latest publish's number, 0 before the first (what the pages folder was rendered from, ADR 079). */
export async function latestVersion(db: DbOrTx): Promise<number> {
  const row = await db
    .selectFrom('content_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * A fact's published value and the time of the last publish that included it (ADR 087), or
 * undefined while no publish has: one statement.
 */
export async function publishedFact(
  db: DbOrTx,
  key: string,
): Promise<{ value: string; publishedAt: Date } | undefined> {
  const row = await db
    .selectFrom('content_fields')
    .select((eb) => [
      'en',
      eb
        .selectFrom('content_versions')
        .select((inner) => inner.fn.max('published_at').as('at'))
        .where(sql<boolean>`${key} = any(keys)`)
        .as('published_at'),
    ])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row?.en || !row.published_at) return undefined;
  return { value: row.en, publishedAt: new Date(row.published_at) };
}

/**
 * A fact set from another tab (the travel deadline, ADR 087) written as its published value, so
 * the Content tab shows what guests are held to; the field's draft, if any, stays.
 */
export async function writePublishedFact(db: DbOrTx, key: string, value: string): Promise<void> {
  const now = new Date();
  await db
    .insertInto('content_fields')
    .values({ key, en: value, en_changed_at: now, version: 1, updated_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        en: value,
        en_changed_at: now,
        version: eb('content_fields.version', '+', 1),
        updated_at: now,
      })),
    )
    .execute();
}
