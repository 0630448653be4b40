import type { Db, DbOrTx } from '../../platform/db/database';
import { inResultTransaction } from '../../platform/db/result-transaction';
import { isDatabaseUnavailable } from '../../platform/db/unavailable';
import { ok, refuse, type Result } from '../../platform/result';
import {
  CONTENT_FIELDS,
  contentField,
  type ContentFieldDefinition,
  type ContentFormat,
  type ContentPage,
} from './content-registry';
import {
  clearDrafts,
  contentRows,
  draftedRows,
  insertVersion,
  latestVersion,
  listVersions,
  lockedRows,
  publishedRowsOf,
  publishDrafts,
  versionRow,
  writeDraft,
  type ContentRow,
  type PublishedValues,
} from './content.repository';
import { CONTENT_RULE_MESSAGES, photosNamed, valueProblems } from './content-rules';
import { sitePhotoIdsAmong } from '../site-photos';
import { changeNotice } from './published-events';
import { mailContent } from '../../platform/mail/mail-content';
import type { Language } from '@riviera/contract';
import { changeNoticeCopy as englishNotice } from '@riviera/content/en/change-notice';
import { changeNoticeCopy as frenchNotice } from '@riviera/content/fr/change-notice';

/**
 * The content editor's service (DESIGN 3.7, ADR 076): drafts saved field by field (a batch is
 * saved whole or not at all), published in one step as a version, and any version restored as the
 * draft. A draft never reaches a guest: guests read the published values only.
 */

export interface ContentField {
  key: string;
  page: string;
  label: string;
  format: ContentFormat;
  translated: boolean;
  maxLength: number;
  en: string;
  fr: string;
  draftEn: string | null;
  draftFr: string | null;
  frOutdated: boolean;
  /** Still the first value, a placeholder to replace before the invitations go out. */
  placeholder: boolean;
  version: number;
  updatedAt: string | null;
}

export interface ContentEdit {
  key: string;
  en?: string | null;
  fr?: string | null;
  baseVersion?: number | null;
}

export interface ContentChange {
  message: string;
  fields: ContentField[];
}

export interface ContentVersion {
  version: number;
  publishedAt: string;
  keys: string[];
  /** The ready notice of the events it moved (ADR 079), null when it moved none. */
  announcementEn: string | null;
  announcementFr: string | null;
}

/** The most edits one save takes: more than every field of the site. */
const MAX_EDITS = 500;

export const CONTENT_MESSAGES = {
  invalid: 'Nothing was saved: please correct what is said below and save again.',
  noEdits: 'Nothing was saved: change a field first.',
  tooManyEdits: `Nothing was saved: save at most ${MAX_EDITS} fields at a time.`,
  saved: (count: number) =>
    count === 1 ? 'The draft of 1 field is saved.' : `The drafts of ${count} fields are saved.`,
  conflict:
    'Nothing was saved: another host saved one of these fields since you opened it. Their text is below.',
  conflictField: (label: string, en: string, fr: string, translated: boolean) =>
    translated
      ? `"${label}" was changed by another host. Their English: “${en}”. Their French: “${fr}”.`
      : `"${label}" was changed by another host. Their value: “${en}”.`,
  discarded: 'The draft is discarded: the fields show what guests see.',
  nothingDrafted: 'There is no draft to publish.',
  published: (version: number, count: number) =>
    `Version ${version} is published (${count === 1 ? '1 field' : `${count} fields`}): guests see it within 30 seconds.`,
  noPreview: (path: string) =>
    `There is no guest page at ${path} to preview: give a page's address, such as /faq or /fr/faq.`,
  publishedNotRendered: (version: number) =>
    `Version ${version} is published, but the guests' pages could not be written again: they still show the previous version. Restart the server or publish again; the pages are rendered from what is published.`,
  unavailable:
    'The database cannot be reached, so nothing was published: guests still see the pages as they were. Try again in a minute.',
  versionNotFound: (version: number) => `There is no version ${version}: reload the history.`,
  restored: (version: number, count: number) =>
    count === 0
      ? `Version ${version} is what guests see already: nothing to restore.`
      : `Version ${version} is restored as the draft (${count === 1 ? '1 field' : `${count} fields`}): publish it to show it to guests.`,
} as const;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function fieldOf(definition: ContentFieldDefinition, row: ContentRow | undefined): ContentField {
  const en = row?.en ?? definition.en;
  const fr = definition.translated ? (row?.fr ?? definition.fr) : en;
  const draftEn = row?.draft_en ?? null;
  const draftFr = definition.translated ? (row?.draft_fr ?? null) : draftEn;
  const enAt = row?.en_changed_at ? new Date(row.en_changed_at).getTime() : null;
  const frAt = row?.fr_changed_at ? new Date(row.fr_changed_at).getTime() : null;
  return {
    key: definition.key,
    page: definition.page,
    label: definition.label,
    format: definition.format,
    translated: definition.translated,
    maxLength: definition.maxLength,
    en,
    fr,
    draftEn,
    draftFr,
    frOutdated: definition.translated && enAt !== null && (frAt === null || enAt > frAt),
    placeholder: definition.placeholder && (draftEn ?? en) === definition.en,
    version: row?.version ?? 0,
    updatedAt: iso(row?.updated_at ?? null),
  };
}

async function fieldsOf(db: Db, keys?: ReadonlySet<string>): Promise<ContentField[]> {
  const rows = new Map((await contentRows(db)).map((row) => [row.key, row]));
  return CONTENT_FIELDS.filter((field) => !keys || keys.has(field.key)).map((field) =>
    fieldOf(field, rows.get(field.key)),
  );
}

/** `contentFields`: every field, or one page's, with what is published and what is drafted. */
export async function contentFields(db: Db, page?: string | null): Promise<ContentField[]> {
  const all = await fieldsOf(db);
  return page ? all.filter((field) => field.page === page) : all;
}

/**
 * What guests see of one page's fields, by key, in both languages: the published value, or the
 * first one where nothing was published; never a draft (ADR 080: the mails composed after a publish).
 */
export async function publishedValues(db: DbOrTx, page: ContentPage): Promise<PublishedValues> {
  const definitions = CONTENT_FIELDS.filter((field) => field.page === page);
  const rows = new Map(
    (
      await publishedRowsOf(
        db,
        definitions.map((field) => field.key),
      )
    ).map((row) => [row.key, row]),
  );
  return Object.fromEntries(
    definitions.map((field) => {
      const row = rows.get(field.key);
      const en = row?.en ?? field.en;
      return [field.key, { en, fr: field.translated ? (row?.fr ?? field.fr) : en }];
    }),
  );
}

/** `contentHistory`: every publish, newest first. */
export async function contentHistory(db: Db): Promise<ContentVersion[]> {
  return (await listVersions(db)).map((row) => {
    const values = row.published as PublishedValues;
    const notice = (language: Language) =>
      changeNotice(
        row.keys,
        mailContent(language).events,
        values,
        language,
        language === 'fr' ? frenchNotice : englishNotice,
      );
    return {
      version: row.version,
      publishedAt: new Date(row.published_at).toISOString(),
      keys: row.keys,
      announcementEn: notice('en'),
      announcementFr: notice('fr'),
    };
  });
}

const clean = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : undefined);

/** Every sentence about a batch of edits before anything is read from the database. */
function editProblems(edits: readonly ContentEdit[]): string[] {
  return edits.flatMap((edit) => {
    const field = contentField(edit.key);
    if (!field) return [CONTENT_RULE_MESSAGES.unknown(edit.key.slice(0, 80))];
    const en = clean(edit.en);
    const fr = field.translated ? clean(edit.fr) : undefined;
    return [
      ...(en === undefined ? [] : valueProblems(field, 'en', en)),
      ...(fr === undefined ? [] : valueProblems(field, 'fr', fr)),
    ];
  });
}

/**
 * `saveContentDraft`: every edit checked, then saved in one transaction; an edit made on an older
 * version of its field than the stored one refuses the whole batch, with the other host's text.
 */
export async function saveContentDraft(
  db: Db,
  edits: readonly ContentEdit[],
): Promise<Result<ContentChange>> {
  const keys = [...new Set(edits.map((edit) => edit.key))];
  if (edits.length === 0) return refuse('validation', CONTENT_MESSAGES.noEdits);
  if (edits.length > MAX_EDITS) return refuse('validation', CONTENT_MESSAGES.tooManyEdits);
  const errors = editProblems(edits);
  if (errors.length > 0) return refuse('validation', CONTENT_MESSAGES.invalid, { errors });
  const result = await inResultTransaction(db, async (trx) => {
    // The uploaded photos a draft places must be on file (ADR 084); one statement for them all.
    const named = edits.flatMap((edit) => {
      const field = contentField(edit.key);
      const en = clean(edit.en);
      return field && en !== undefined ? photosNamed(field, en) : [];
    });
    const known = await sitePhotoIdsAmong(trx, [...new Set(named.map((photo) => photo.id))]);
    const missing = named.filter((photo) => !known.has(photo.id));
    if (missing.length > 0)
      return refuse('validation', CONTENT_MESSAGES.invalid, {
        errors: missing.map((photo) => CONTENT_RULE_MESSAGES.noSuchPhoto(photo.where)),
      });
    const rows = new Map((await lockedRows(trx, keys)).map((row) => [row.key, row]));
    const conflicts = edits.flatMap((edit) => {
      const row = rows.get(edit.key);
      const field = contentField(edit.key);
      if (!field || edit.baseVersion == null || (row?.version ?? 0) <= edit.baseVersion) return [];
      const current = fieldOf(field, row);
      return [
        CONTENT_MESSAGES.conflictField(
          field.label,
          current.draftEn ?? current.en,
          current.draftFr ?? current.fr,
          field.translated,
        ),
      ];
    });
    if (conflicts.length > 0) return refuse('conflict', CONTENT_MESSAGES.conflict, { errors: conflicts });
    for (const edit of edits) {
      const field = contentField(edit.key);
      if (!field) continue;
      const current = fieldOf(field, rows.get(edit.key));
      const en = clean(edit.en) ?? current.draftEn ?? current.en;
      const fr = field.translated ? (clean(edit.fr) ?? current.draftFr ?? current.fr) : en;
      await writeDraft(trx, {
        key: edit.key,
        draftEn: en,
        draftFr: field.translated ? fr : null,
        enChanged: en !== (current.draftEn ?? current.en),
        frChanged: field.translated && fr !== (current.draftFr ?? current.fr),
      });
    }
    return ok(keys.length);
  });
  if (!result.ok) return result;
  return ok({ message: CONTENT_MESSAGES.saved(result.value), fields: await fieldsOf(db, new Set(keys)) });
}

/** `discardContentDraft`: every draft dropped; the published values stay. */
export async function discardContentDraft(db: Db): Promise<Result<ContentChange>> {
  await inResultTransaction(db, async (trx) => {
    await clearDrafts(
      trx,
      (await draftedRows(trx)).map((row) => row.key),
    );
    return ok(undefined);
  });
  return ok({ message: CONTENT_MESSAGES.discarded, fields: await fieldsOf(db) });
}

/** The published values of every field the hosts changed, once `keys` have been published. */
async function publishedOverrides(trx: Parameters<typeof contentRows>[0]): Promise<PublishedValues> {
  const rows = await contentRows(trx);
  return Object.fromEntries(
    rows.flatMap((row) => {
      const field = contentField(row.key);
      if (!field || (row.en === null && row.fr === null)) return [];
      const en = row.en ?? field.en;
      return [[row.key, { en, fr: field.translated ? (row.fr ?? field.fr) : en }]];
    }),
  );
}

/**
 * `publishContent`: every draft becomes the published value, in one transaction, as a new version.
 * A database that does not answer publishes nothing and says so.
 */
export async function publishContent(
  db: Db,
): Promise<Result<ContentChange & { version: number; keys: string[] }>> {
  try {
    const result = await inResultTransaction(db, async (trx) => {
      const keys = (await draftedRows(trx)).map((row) => row.key).filter((key) => contentField(key));
      if (keys.length === 0) return refuse('validation', CONTENT_MESSAGES.nothingDrafted);
      await publishDrafts(trx, keys);
      const row = await insertVersion(trx, keys, await publishedOverrides(trx));
      return ok({ version: row.version, keys });
    });
    if (!result.ok) return result;
    const { version, keys } = result.value;
    return ok({
      message: CONTENT_MESSAGES.published(version, keys.length),
      version,
      keys,
      fields: await fieldsOf(db),
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return refuse('unavailable', CONTENT_MESSAGES.unavailable);
    throw error;
  }
}

/** `restoreContent`: that version's values become the draft of every field whose published value differs. */
export async function restoreContent(db: Db, version: number): Promise<Result<ContentChange>> {
  const row = await versionRow(db, version);
  if (!row) return refuse('not_found', CONTENT_MESSAGES.versionNotFound(version));
  const values = row.published as PublishedValues;
  const result = await inResultTransaction(db, async (trx) => {
    const rows = new Map(
      (
        await lockedRows(
          trx,
          CONTENT_FIELDS.map((field) => field.key),
        )
      ).map((r) => [r.key, r]),
    );
    let count = 0;
    for (const field of CONTENT_FIELDS) {
      const current = fieldOf(field, rows.get(field.key));
      const wanted = values[field.key] ?? { en: field.en, fr: field.fr };
      const fr = field.translated ? wanted.fr : wanted.en;
      const drafted = current.draftEn !== null || current.draftFr !== null;
      if (wanted.en === current.en && fr === current.fr && !drafted) continue;
      count += 1;
      await writeDraft(trx, {
        key: field.key,
        draftEn: wanted.en,
        draftFr: field.translated ? fr : null,
        enChanged: wanted.en !== (current.draftEn ?? current.en),
        frChanged: field.translated && fr !== (current.draftFr ?? current.fr),
      });
    }
    return ok(count);
  });
  if (!result.ok) return result;
  return ok({ message: CONTENT_MESSAGES.restored(version, result.value), fields: await fieldsOf(db) });
}

/** What the guests' pages are rendered from (ADR 079): the published values the hosts changed, by key. */
export interface SiteContent {
  /** The latest publish, 0 before the first. */
  version: number;
  values: PublishedValues;
}

/** The published values the hosts changed, by key: what the calendar feed reads (ADR 079). */
export function publishedContentValues(db: DbOrTx): Promise<PublishedValues> {
  return publishedOverrides(db);
}

/** `SiteContent` as published: what every guest page shows, read in one snapshot. */
export async function publishedSiteContent(db: Db): Promise<SiteContent> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => ({ version: await latestVersion(trx), values: await publishedOverrides(trx) }));
}

/** The drafts over the published values: what a guest would see after a publish (the hosts' preview). */
export async function draftSiteContent(db: Db): Promise<PublishedValues> {
  const rows = await contentRows(db);
  return Object.fromEntries(
    rows.flatMap((row) => {
      const field = contentField(row.key);
      if (!field) return [];
      const current = fieldOf(field, row);
      const en = current.draftEn ?? current.en;
      return [[row.key, { en, fr: field.translated ? (current.draftFr ?? current.fr) : en }]];
    }),
  );
}
