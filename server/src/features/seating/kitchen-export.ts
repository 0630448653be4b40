import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { SeatedEvent } from './seating-events';
import { insertKitchenExport, lastKitchenExport, lockKitchenExports } from './seating.repository';
import { kitchenSheet, type KitchenTable } from './seating.service';

/**
 * The kitchen sheet as exported for the caterer (ADR 081, as the shuttle manifests of ADR 050):
 * in French, per table, no names or addresses; as CSV, and with the tables that changed since the
 * last export. Each export is a row of `kitchen_sheet_exports` (migration 0044).
 */
const exportedSchema = z.array(
  z.object({
    table: z.string(),
    people: z.number(),
    meat: z.number(),
    fish: z.number(),
    vegetarian: z.number(),
    kids: z.number(),
    allergies: z.array(z.string()),
  }),
);

export interface KitchenChange {
  table: string;
  kind: 'ADDED' | 'CHANGED' | 'REMOVED';
  before: string | null;
  after: string | null;
}

/** A table's line as the caterer reads it: « 8 couverts : 3 viande, 2 poisson… ». */
export function kitchenLine(line: KitchenTable): string {
  const counts = [
    `${line.meat} viande`,
    `${line.fish} poisson`,
    `${line.vegetarian} végétarien`,
    `${line.kids} enfant${line.kids > 1 ? 's' : ''}`,
  ].join(', ');
  const allergies = line.allergies.length > 0 ? ` ; allergies\u00a0: ${line.allergies.join(' ; ')}` : '';
  return `${line.people} couvert${line.people > 1 ? 's' : ''}\u00a0: ${counts}${allergies}`;
}

export function kitchenChanges(
  before: readonly KitchenTable[],
  now: readonly KitchenTable[],
): KitchenChange[] {
  const previous = new Map(before.map((line) => [line.table, line]));
  const current = new Set(now.map((line) => line.table));
  const changes: KitchenChange[] = [];
  for (const line of now) {
    const old = previous.get(line.table);
    if (!old) changes.push({ table: line.table, kind: 'ADDED', before: null, after: kitchenLine(line) });
    else if (kitchenLine(old) !== kitchenLine(line))
      changes.push({
        table: line.table,
        kind: 'CHANGED',
        before: kitchenLine(old),
        after: kitchenLine(line),
      });
  }
  for (const line of before)
    if (!current.has(line.table))
      changes.push({ table: line.table, kind: 'REMOVED', before: kitchenLine(line), after: null });
  return changes.sort((a, b) => a.table.localeCompare(b.table, 'fr'));
}

const cell = (value: string | number) => {
  const text = String(value);
  return /[",;\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The sheet as CSV, French headings, one row per table (the caterer's spreadsheet). */
export function kitchenCsv(lines: readonly KitchenTable[]): string {
  const rows = [
    ['Table', 'Couverts', 'Viande', 'Poisson', 'Végétarien', 'Menus enfant', 'Allergies'],
    ...lines.map((l) => [l.table, l.people, l.meat, l.fish, l.vegetarian, l.kids, l.allergies.join(' ; ')]),
  ];
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export interface KitchenExport {
  tables: KitchenTable[];
  csv: string;
  lastExportedAt: string | null;
  changes: KitchenChange[];
}

/**
 * `exportKitchenSheet`: the sheet the hosts are downloading or printing, remembered as what the
 * caterer now knows; answers with the changes since the previous export.
 */
export async function exportKitchenSheet(
  db: Db,
  event: SeatedEvent,
  now = new Date(),
): Promise<KitchenExport> {
  return db.transaction().execute(async (trx) => {
    await lockKitchenExports(trx, event);
    const tables = await kitchenSheet(trx, event);
    const last = await lastKitchenExport(trx, event);
    const exported = last ? exportedSchema.safeParse(last.tables) : undefined;
    await insertKitchenExport(trx, event, tables, now);
    return {
      tables,
      csv: kitchenCsv(tables),
      lastExportedAt: last ? last.exported_at.toISOString() : null,
      changes: exported?.success ? kitchenChanges(exported.data, tables) : [],
    };
  });
}
