import { GUEST_LIMIT_MESSAGES, MAX_IMPORT_ROWS, normalizeName, type GuestInput } from '@riviera/contract';
import type { Db } from '../../platform/db/database';
import { inResultTransaction } from '../../platform/db/result-transaction';
import { ok, refuse, type Result, type RowProblem } from '../../platform/result';
import { lockFor } from '../../platform/settings/settings.repository';
import { listGuests } from './guest.repository';
import { insertParty } from './party.repository';
import { addGuest, GUEST_MESSAGES, invalidGuest } from './guest.service';

export interface Imported {
  message: string;
  /** Guests added (0 on a dry run). */
  imported: number;
}

export const IMPORT_MESSAGES = {
  empty: 'The file has no guests in it. Add one guest per row below the header and try again.',
  tooMany: GUEST_LIMIT_MESSAGES.importTooMany,
  duplicateOfList: 'This guest is already on the list (same name and email)',
  duplicateInFile: (row: number) => `This guest appears twice in the file (see row ${row})`,
  childrenOnly: (party: string) =>
    `The party ${party} has only children: add a row for an adult with the same Party, or put the child in an adult's party`,
  childAlone:
    'A child needs a Party shared with an adult: fill in the Party column for the child and an adult',
  rejected: (count: number) =>
    `Nothing was imported: ${count === 1 ? '1 row has' : `${count} rows have`} errors. Fix them and import the file again.`,
  ready: (count: number) => `${count === 1 ? '1 guest is' : `${count} guests are`} ready to import.`,
  imported: (count: number) => `Imported ${count === 1 ? '1 guest' : `${count} guests`}.`,
} as const;

/** Same person: same name as a guest would type it, and same email (or, without one, same party). */
function identity(name: string, email: string, party = ''): string {
  return `${normalizeName(name)}#${email.trim().toLowerCase() || `party:${normalizeName(party)}`}`;
}

/** The key of a Party cell: rows whose Party reads the same (case, accents, spaces aside) form one party. */
const partyKey = (party: string | undefined) => (party ? normalizeName(party) : '');

/** Why a child's row cannot be imported: alone, or in a party without an adult. */
function childProblem(input: GuestInput, adults: ReadonlySet<string>): string | undefined {
  if (!input.child) return undefined;
  const key = partyKey(input.party);
  if (key === '') return IMPORT_MESSAGES.childAlone;
  return adults.has(key) ? undefined : IMPORT_MESSAGES.childrenOnly(input.party ?? '');
}

/**
 * Checks every row (the form's rules, plus duplicates in the file or on the list), then imports all
 * of them in one transaction, or none (a refusal rolls it back). `dryRun` stops after the checks:
 * the preview the host sees.
 */
export async function importGuests(
  db: Db,
  rows: readonly GuestInput[],
  dryRun: boolean,
): Promise<Result<Imported>> {
  if (rows.length === 0) return refuse('validation', IMPORT_MESSAGES.empty);
  if (rows.length > MAX_IMPORT_ROWS) return refuse('validation', IMPORT_MESSAGES.tooMany);
  return inResultTransaction(db, async (trx): Promise<Result<Imported>> => {
    // Two imports of the same file at once (a double click) run one after the other, so the second
    // sees the first one's guests as duplicates instead of adding them twice.
    await lockFor(trx, 'riviera guest import');
    const existing = new Set((await listGuests(trx)).map((guest) => identity(guest.name, guest.email ?? '')));
    const seen = new Map<string, number>();
    const problems: RowProblem[] = [];
    const adults = new Set(rows.filter((input) => !input.child).map((input) => partyKey(input.party)));
    rows.forEach((input, index) => {
      const row = index + 1;
      const errors = invalidGuest(input)?.refusal.errors ?? [];
      const child = childProblem(input, adults);
      if (child) errors.push(child);
      if (errors.length === 0) {
        const key = identity(input.name, input.email, input.party);
        const earlier = seen.get(key);
        if (existing.has(key)) errors.push(IMPORT_MESSAGES.duplicateOfList);
        else if (earlier) errors.push(IMPORT_MESSAGES.duplicateInFile(earlier));
        else seen.set(key, row);
      }
      if (errors.length > 0) problems.push({ row, errors });
    });
    if (problems.length > 0) {
      return refuse('validation', IMPORT_MESSAGES.rejected(problems.length), { rows: problems });
    }
    if (dryRun) return ok({ message: IMPORT_MESSAGES.ready(rows.length), imported: 0 });
    // Rows with the same Party form one party, named as the first of them spells it; adults are
    // added first, so a party's first member is an adult.
    const parties = new Map<string, string>();
    const ordered = [...rows].sort((a, b) => Number(Boolean(a.child)) - Number(Boolean(b.child)));
    for (const input of ordered) {
      const key = partyKey(input.party);
      if (key !== '' && !parties.has(key)) parties.set(key, (await insertParty(trx, input.party ?? '')).id);
      const party = parties.get(key);
      const row = await addGuest(trx, input, {
        child: Boolean(input.child),
        ...(party ? { party_id: party } : {}),
      });
      // All or none: the refusal rolls back the guests added before this one.
      if (!row) return refuse('conflict', GUEST_MESSAGES.noCode);
    }
    return ok({ message: IMPORT_MESSAGES.imported(rows.length), imported: rows.length });
  });
}
