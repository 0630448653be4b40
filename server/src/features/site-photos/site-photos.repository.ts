import type { DbOrTx } from '../../platform/db/database';

// The site photos' rows (migration 0045, ADR 084): the only module here that speaks SQL.

export interface SitePhotoRow {
  id: string;
  width: number;
  height: number;
  focusX: number;
  focusY: number;
  colour: string;
  sizeBytes: number;
}

const COLUMNS = [
  'id',
  'width',
  'height',
  'focus_x as focusX',
  'focus_y as focusY',
  'colour',
  'size_bytes as sizeBytes',
] as const;

export async function sitePhotoById(db: DbOrTx, id: string): Promise<SitePhotoRow | undefined> {
  const row = await db.selectFrom('site_photos').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? { ...row, sizeBytes: Number(row.sizeBytes) } : undefined;
}

/** Which of these ids are photos on file: one statement, however long the list. */
export async function sitePhotoIdsAmong(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('site_photos')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The row of a photo whose files are in place; false when it was there already. */
export async function insertSitePhoto(db: DbOrTx, row: SitePhotoRow): Promise<boolean> {
  const inserted = await db
    .insertInto('site_photos')
    .values({
      id: row.id,
      width: row.width,
      height: row.height,
      focus_x: row.focusX,
      focus_y: row.focusY,
      colour: row.colour,
      size_bytes: row.sizeBytes,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
