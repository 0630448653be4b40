import { RSVP_EVENT_KEYS, type EventChoices, type RsvpEventKey } from '@riviera/contract';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db/database';
import { readSetting, writeSetting } from '../../platform/settings/settings.repository';
import { listCurrentRsvps, type RsvpReportRow } from './rsvp-report.repository';
import { guestEventsOf, plusOneEventsOf, plusOneNameOf } from '../rsvp';
import { entreeKey, noEntrees, type EntreeCounts } from './rsvp-stats';

/** One person at one event, as the caterer sees them: no email, no address. */
export interface CatererLine {
  event: RsvpEventKey;
  guestId: string;
  role: 'guest' | 'plusOne';
  name: string;
  /** A child of a party (never a plus-one): the sheets list children apart. */
  child: boolean;
  /** Only on the reception's sheet: the entrée is the reception's. */
  entree: string | null;
  allergies: string | null;
}

export interface CatererSheet {
  event: RsvpEventKey;
  headcount: number;
  entrees: EntreeCounts;
  lines: CatererLine[];
}

export type CatererChangeKind = 'joined' | 'left' | 'entree' | 'allergies';

export interface CatererChange {
  event: RsvpEventKey;
  name: string;
  kind: CatererChangeKind;
  before: string | null;
  after: string | null;
}

export interface CatererReport {
  sheets: CatererSheet[];
  /** When the sheets were last exported; null before the first export. */
  lastExportedAt: Date | null;
  /** What changed for the caterer since then (empty before the first export). */
  changes: CatererChange[];
}

const SNAPSHOT_KEY = 'caterer_export';

const snapshotSchema = z.object({
  exportedAt: z.string(),
  lines: z.array(
    z.object({
      event: z.enum(RSVP_EVENT_KEYS),
      guestId: z.string(),
      role: z.enum(['guest', 'plusOne']),
      name: z.string(),
      // Exports made before parties had no children.
      child: z.boolean().default(false),
      entree: z.string().nullable(),
      allergies: z.string().nullable(),
    }),
  ),
});
type Snapshot = z.infer<typeof snapshotSchema>;

function linesOf(row: RsvpReportRow): CatererLine[] {
  const people: Array<{
    role: CatererLine['role'];
    name: string;
    child: boolean;
    events: EventChoices;
    entree: string | null;
    allergies: string | null;
  }> = [
    {
      role: 'guest',
      name: row.name,
      child: row.child,
      events: guestEventsOf(row),
      entree: row.entree,
      allergies: row.dietary_notes,
    },
  ];
  if (row.plus_one_attending) {
    people.push({
      role: 'plusOne',
      name: plusOneNameOf(row) ?? `Guest of ${row.name}`,
      child: false,
      events: plusOneEventsOf(row),
      entree: row.plus_one_entree,
      allergies: row.plus_one_dietary_notes,
    });
  }
  return people.flatMap((person) =>
    RSVP_EVENT_KEYS.filter((event) => person.events[event]).map((event) => ({
      event,
      guestId: row.guest_id,
      role: person.role,
      name: person.name,
      child: person.child,
      entree: event === 'cocktailAndReception' ? person.entree : null,
      allergies: person.allergies?.trim() || null,
    })),
  );
}

export function catererSheets(rows: readonly RsvpReportRow[]): CatererSheet[] {
  const lines = rows.flatMap(linesOf);
  return RSVP_EVENT_KEYS.map((event) => {
    // Adults first, then the children apart, each by name.
    const eventLines = lines
      .filter((line) => line.event === event)
      .sort((a, b) => Number(a.child) - Number(b.child) || a.name.localeCompare(b.name));
    const entrees = noEntrees();
    for (const line of eventLines) {
      const key = entreeKey(line.entree);
      if (key) entrees[key] += 1;
    }
    return { event, headcount: eventLines.length, entrees, lines: eventLines };
  });
}

const lineKey = (line: Pick<CatererLine, 'event' | 'guestId' | 'role'>) =>
  `${line.event}/${line.guestId}/${line.role}`;

/** What the caterer has not been told yet: people who joined or left an event, changed entrées and allergies. */
export function catererChanges(before: Snapshot['lines'], now: readonly CatererLine[]): CatererChange[] {
  const previous = new Map(before.map((line) => [lineKey(line), line]));
  const current = new Map(now.map((line) => [lineKey(line), line]));
  const changes: CatererChange[] = [];
  for (const line of now) {
    const old = previous.get(lineKey(line));
    const base = { event: line.event, name: line.name };
    if (!old) changes.push({ ...base, kind: 'joined', before: null, after: null });
    else {
      if (old.entree !== line.entree)
        changes.push({ ...base, kind: 'entree', before: old.entree, after: line.entree });
      if (old.allergies !== line.allergies) {
        changes.push({ ...base, kind: 'allergies', before: old.allergies, after: line.allergies });
      }
    }
  }
  for (const line of before) {
    if (!current.has(lineKey(line)))
      changes.push({ event: line.event, name: line.name, kind: 'left', before: null, after: null });
  }
  return changes.sort(
    (a, b) =>
      RSVP_EVENT_KEYS.indexOf(a.event) - RSVP_EVENT_KEYS.indexOf(b.event) || a.name.localeCompare(b.name),
  );
}

async function readSnapshot(db: DbOrTx): Promise<Snapshot | undefined> {
  const parsed = snapshotSchema.safeParse(await readSetting(db, SNAPSHOT_KEY));
  return parsed.success ? parsed.data : undefined;
}

async function buildReport(db: DbOrTx): Promise<CatererReport> {
  const sheets = catererSheets(await listCurrentRsvps(db));
  const snapshot = await readSnapshot(db);
  return {
    sheets,
    lastExportedAt: snapshot ? new Date(snapshot.exportedAt) : null,
    changes: snapshot
      ? catererChanges(
          snapshot.lines,
          sheets.flatMap((sheet) => sheet.lines),
        )
      : [],
  };
}

export async function catererReport(db: Db): Promise<CatererReport> {
  return buildReport(db);
}

/**
 * The sheets the host is downloading, remembered as "what the caterer knows" so the next report
 * shows only what changed after this export. Returns the report as it stood before the export.
 */
export async function exportCatererSheets(db: Db, now = new Date()): Promise<CatererReport> {
  return db.transaction().execute(async (trx) => {
    const report = await buildReport(trx);
    const snapshot: Snapshot = {
      exportedAt: now.toISOString(),
      lines: report.sheets.flatMap((sheet) => sheet.lines),
    };
    await writeSetting(trx, SNAPSHOT_KEY, snapshot, now);
    return report;
  });
}
