import {
  GUEST_LIMIT_MESSAGES,
  MAX_IMPORT_ROWS,
  normalizeName,
  type GuestInput,
  type Language,
} from '@riviera/contract';
import { adminCopy } from '@riviera/content/en/admin';
import { CsvError, parseCsv } from '../../../lib/admin/csv';

export interface ImportRow {
  /** 1-based guest row (the header not counted), as the server numbers them. */
  row: number;
  input: GuestInput;
  /** Problems found while reading the file, before the server's checks. */
  errors: string[];
}

export type ParsedImport = { ok: true; rows: ImportRow[] } | { ok: false; message: string };

/** Header names a spreadsheet may use for each field, compared without case, spaces or dashes. */
const COLUMNS: Record<keyof GuestInput, string[]> = {
  name: ['name', 'fullname', 'guest', 'guestname'],
  email: ['email', 'emailaddress', 'mail'],
  plusOneAllowed: ['plusone', 'plusoneallowed', 'plus1', 'guestallowed'],
  plusOneName: ['plusonename', 'plus1name', 'guestofname'],
  notes: ['notes', 'note', 'comments'],
  language: ['language', 'lang', 'langue'],
  // Rows with the same Party form one party (ADR 040); Child marks a child of it.
  party: ['party', 'household', 'family', 'invitation', 'partyname'],
  child: ['child', 'kid', 'enfant'],
  // No email: the guest is invited by post.
  byPost: ['bypost', 'post', 'invitedbypost', 'noemail', 'parcourrier', 'courrier'],
};

/** A language cell as a host may fill it in; empty means English. */
const LANGUAGE_NAMES: Record<string, Language> = {
  '': 'en',
  en: 'en',
  english: 'en',
  anglais: 'en',
  fr: 'fr',
  french: 'fr',
  francais: 'fr',
};

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'oui']);
const NO = new Set(['no', 'n', 'false', '0', '', 'non']);

/** Reads a guest-list CSV into rows for the import's preview; the server has the last word. */
export function readGuestCsv(text: string): ParsedImport {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) return { ok: false, message: adminCopy.files.unreadable };
    throw error;
  }
  const [header = [], ...body] = records;
  const keys = header.map(normalizeName);
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([field, names]) => [field, keys.findIndex((key) => names.includes(key))]),
  ) as Record<keyof GuestInput, number>;
  if (index.name < 0 || index.email < 0) return { ok: false, message: adminCopy.files.missingColumns };
  const cell = (record: string[], field: keyof GuestInput) =>
    index[field] < 0 ? '' : (record[index[field]] ?? '');
  const rows = body.map((record, position): ImportRow => {
    const plusOne = normalizeName(cell(record, 'plusOneAllowed'));
    const errors: string[] = YES.has(plusOne) || NO.has(plusOne) ? [] : [adminCopy.files.badPlusOne];
    const language = LANGUAGE_NAMES[normalizeName(cell(record, 'language'))];
    if (!language) errors.push(adminCopy.files.badLanguage);
    const child = normalizeName(cell(record, 'child'));
    if (!YES.has(child) && !NO.has(child)) errors.push(adminCopy.files.badChild);
    const party = cell(record, 'party').trim();
    const byPost = normalizeName(cell(record, 'byPost'));
    if (!YES.has(byPost) && !NO.has(byPost)) errors.push(adminCopy.files.badByPost);
    return {
      row: position + 1,
      input: {
        name: cell(record, 'name').trim(),
        email: cell(record, 'email').trim(),
        plusOneAllowed: YES.has(plusOne),
        plusOneName: cell(record, 'plusOneName').trim(),
        notes: cell(record, 'notes').trim(),
        language: language ?? 'en',
        // Only files with these columns say anything of parties.
        ...(party !== '' ? { party } : {}),
        ...(YES.has(child) ? { child: true } : {}),
        ...(YES.has(byPost) ? { byPost: true } : {}),
      },
      errors,
    };
  });
  // Told before anything is sent: the server refuses a longer file with the same sentence.
  if (rows.length > MAX_IMPORT_ROWS) return { ok: false, message: GUEST_LIMIT_MESSAGES.importTooMany };
  return { ok: true, rows };
}

/**
 * A CSV file's text: UTF-8 (with or without its BOM) as the export writes it, or else Windows-1252,
 * which a spreadsheet's plain "CSV" is saved in on Windows ("José" rather than "Jos\uFFFD").
 */
export function csvText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The rows whose name is already on the list or on an earlier row of the file: not a
 * refusal (two guests may share a name), a note the hosts read before importing, since such guests
 * then answer with their invitation code. By row, the sentence to show.
 */
export function sameNameNotes(
  rows: readonly ImportRow[],
  existingNames: readonly string[],
): Map<number, string> {
  const listed = new Map(existingNames.map((name) => [normalizeName(name), name]));
  const earlier = new Map<string, number>();
  const notes = new Map<number, string>();
  for (const { row, input } of rows) {
    const key = normalizeName(input.name);
    if (key === '') continue;
    const onList = listed.get(key);
    const before = earlier.get(key);
    if (onList !== undefined) notes.set(row, adminCopy.files.alreadyListed(onList));
    else if (before !== undefined) notes.set(row, adminCopy.files.sameAsRow(before));
    if (before === undefined) earlier.set(key, row);
  }
  return notes;
}
