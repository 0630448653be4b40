import { CONTENT_PAGES, type ContentPage } from '@riviera/contract';
import type { ContentFieldFieldsFragment } from '../../../lib/graphql/operations.generated';

/**
 * The Content tab's pure logic (DESIGN 3.7, ADR 080): the fields page by page, what the host
 * changed as one batch with each field's `baseVersion`, the server's refusals at the field they
 * name, and a conflict: the other host's text beside the host's own, never overwritten silently.
 */

export type ContentField = ContentFieldFieldsFragment;
export type Language = 'en' | 'fr';

// The tab's pages, in its order: one list with the server's registry (ADR 080).
export { CONTENT_PAGES, type ContentPage };

export interface PageOfFields {
  page: ContentPage;
  fields: ContentField[];
}

/** The fields by page, in the tab's order; a page the tab does not know yet comes last as it is. */
export function groupByPage(fields: readonly ContentField[]): PageOfFields[] {
  const known = new Set<string>(CONTENT_PAGES);
  const pages = [...CONTENT_PAGES, ...new Set(fields.map((f) => f.page).filter((p) => !known.has(p)))];
  return pages
    .map((page) => ({ page: page as ContentPage, fields: fields.filter((field) => field.page === page) }))
    .filter((group) => group.fields.length > 0);
}

/** What the host is typing in a field: both languages, and the version the typing started from. */
export interface WorkingValue {
  en: string;
  fr: string;
  baseVersion: number;
}
export type Working = Record<string, WorkingValue>;

/** What the field holds now: its draft where there is one, else what guests see. */
export const currentOf = (field: ContentField): { en: string; fr: string } => ({
  en: field.draftEn ?? field.en,
  fr: field.translated ? (field.draftFr ?? field.fr) : (field.draftEn ?? field.en),
});

export function workingOf(fields: readonly ContentField[]): Working {
  return Object.fromEntries(
    fields.map((field) => [field.key, { ...currentOf(field), baseVersion: field.version }]),
  );
}

export interface ContentEditInput {
  key: string;
  en?: string;
  fr?: string;
  baseVersion: number;
}

/** The batch of a page: each changed field once, only its changed languages, with its base version. */
export function editsOf(fields: readonly ContentField[], working: Working): ContentEditInput[] {
  return fields.flatMap((field) => {
    const typed = working[field.key];
    if (!typed) return [];
    const current = currentOf(field);
    const edit: ContentEditInput = { key: field.key, baseVersion: typed.baseVersion };
    if (typed.en !== current.en) edit.en = typed.en;
    if (field.translated && typed.fr !== current.fr) edit.fr = typed.fr;
    return edit.en === undefined && edit.fr === undefined ? [] : [edit];
  });
}

/** Every field still holding a placeholder, in the tab's order: the checklist. */
export const placeholdersOf = (fields: readonly ContentField[]) =>
  groupByPage(fields).flatMap((group) => group.fields.filter((field) => field.placeholder));

export interface FieldErrors {
  /** By key: the sentences about one language, or about the field as a whole. */
  byField: Map<string, { en: string[]; fr: string[]; field: string[] }>;
  /** Sentences that name no field of the page. */
  other: string[];
}

/** The server names a field by its label in quotes, and a language as "the English of" or "the French of". */
export function errorsByField(errors: readonly string[], fields: readonly ContentField[]): FieldErrors {
  const byField: FieldErrors['byField'] = new Map();
  const other: string[] = [];
  for (const error of errors) {
    const field = fields.find((item) => error.includes(`"${item.label}"`));
    if (!field) {
      other.push(error);
      continue;
    }
    const entry = byField.get(field.key) ?? { en: [], fr: [], field: [] };
    const part = /\bFrench of\b/.test(error) ? 'fr' : /\bEnglish of\b/.test(error) ? 'en' : 'field';
    entry[part].push(error);
    byField.set(field.key, entry);
  }
  return { byField, other };
}

export interface Conflict {
  key: string;
  label: string;
  translated: boolean;
  mine: { en: string; fr: string };
  theirs: { en: string; fr: string };
  /** The version the other host's save left: the base of the next save once the host has chosen. */
  version: number;
}

/**
 * After a refused save, the fields as the server holds them now: every edit whose field moved on
 * since its base version is a conflict, with both texts.
 */
export function conflictsOf(
  edits: readonly ContentEditInput[],
  fresh: readonly ContentField[],
  working: Working,
): Conflict[] {
  return edits.flatMap((edit) => {
    const field = fresh.find((item) => item.key === edit.key);
    const typed = working[edit.key];
    if (!field || !typed || field.version <= edit.baseVersion) return [];
    return [
      {
        key: field.key,
        label: field.label,
        translated: field.translated,
        mine: { en: typed.en, fr: typed.fr },
        theirs: currentOf(field),
        version: field.version,
      },
    ];
  });
}

/**
 * The host chose: their text ("take theirs") or their own ("keep mine", to go on editing). Either way
 * the next save starts from the version they have now seen, so nothing is overwritten unseen.
 */
export function resolveConflict(working: Working, conflict: Conflict, choice: 'theirs' | 'mine'): Working {
  const values = choice === 'theirs' ? conflict.theirs : conflict.mine;
  return { ...working, [conflict.key]: { ...values, baseVersion: conflict.version } };
}

/** A value's length as the server counts it: characters as a person counts them. */
export const lengthOf = (value: string) => [...value].length;

/** The length hint: quiet, warning from 90 % of the limit, over past it. */
export function lengthState(value: string, maxLength: number | null | undefined): 'ok' | 'near' | 'over' {
  if (!maxLength) return 'ok';
  const length = lengthOf(value);
  if (length > maxLength) return 'over';
  return length >= Math.ceil(maxLength * 0.9) ? 'near' : 'ok';
}

const PARIS = 'Europe/Paris';

/**
 * A DATETIME value as the date-and-time input shows it, in Paris time: "2026-05-14T18:30" stays,
 * a value with an offset is turned into Paris time, a date alone stays a date.
 */
export function parisInputValue(value: string): { kind: 'date' | 'datetime-local'; value: string } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { kind: 'date', value };
  const local = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2})?$/.exec(value);
  if (local?.[1]) return { kind: 'datetime-local', value: local[1] };
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return { kind: 'datetime-local', value: '' };
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PARIS,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    kind: 'datetime-local',
    value: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
  };
}
