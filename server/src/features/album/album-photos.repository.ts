import { sql } from 'kysely';
import type { DbOrTx } from '../../platform/db/database';

// The album's rows (migration 0042, ADR 082): the only module here that speaks SQL.

export type PhotoStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface NewPhotoRow {
  id: string;
  uploadedBy: string | null;
  partyId: string | null;
  originalPath: string;
  mime: string;
  sizeBytes: number;
  kind: 'PICTURE' | 'VIDEO';
  width: number;
  height: number;
  display: boolean;
  note: string | null;
  takenOn: string | null;
}

export interface PhotoRow extends NewPhotoRow {
  status: PhotoStatus;
  createdAt: Date;
}

const PHOTO_COLUMNS = [
  'id',
  'status',
  'uploaded_by as uploadedBy',
  'party_id as partyId',
  'original_path as originalPath',
  'mime',
  'kind',
  'width',
  'height',
  'display',
  'note',
  'created_at as createdAt',
] as const;

const sizeBytes = sql<number>`size_bytes::float8`.as('sizeBytes');
const takenOn = sql<string | null>`to_char(taken_on, 'YYYY-MM-DD')`.as('takenOn');

export async function insertPhoto(db: DbOrTx, row: NewPhotoRow): Promise<void> {
  await db
    .insertInto('album_photos')
    .values({
      id: row.id,
      uploaded_by: row.uploadedBy,
      party_id: row.partyId,
      original_path: row.originalPath,
      mime: row.mime,
      size_bytes: row.sizeBytes,
      kind: row.kind,
      width: row.width,
      height: row.height,
      display: row.display,
      note: row.note,
      taken_on: row.takenOn,
    })
    .execute();
}

/** One photo by id, or undefined (an id that is not a uuid finds nothing). */
export async function findPhoto(db: DbOrTx, id: string): Promise<PhotoRow | undefined> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
  const row = await db
    .selectFrom('album_photos')
    .select([...PHOTO_COLUMNS, sizeBytes, takenOn])
    .where('id', '=', id)
    .executeTakeFirst();
  return row as PhotoRow | undefined;
}

export interface PhotoFilter {
  statuses?: readonly PhotoStatus[];
  /** A day (YYYY-MM-DD): the day it was taken, or else the day it was sent, in the wedding's zone. */
  day?: string;
  ids?: readonly string[];
}

/** Photos in upload order: one statement whatever their number. */
export async function listPhotos(db: DbOrTx, filter: PhotoFilter = {}): Promise<PhotoRow[]> {
  let query = db.selectFrom('album_photos').select([...PHOTO_COLUMNS, sizeBytes, takenOn]);
  if (filter.statuses)
    query = query.where('status', 'in', filter.statuses.length ? [...filter.statuses] : ['']);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length ? [...filter.ids] : [null as never]);
  if (filter.day) {
    query = query.where(
      sql<string>`coalesce(taken_on, (created_at AT TIME ZONE 'Europe/Paris')::date)`,
      '=',
      sql<string>`${filter.day}::date`,
    );
  }
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return rows as PhotoRow[];
}

/**
 * Sets the status of many photos in one statement; returns the ids it changed. A rejection later
 * hides an approved photo (rejected_at says when).
 */
export async function setPhotoStatus(
  db: DbOrTx,
  ids: readonly string[],
  status: PhotoStatus,
  now: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('album_photos')
    .set({
      status,
      approved_at: status === 'APPROVED' ? now : null,
      rejected_at: status === 'REJECTED' ? now : null,
    })
    .where('id', 'in', [...ids])
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** How many photos of each status there are, and the bytes their originals take. */
export async function photoTotals(db: DbOrTx): Promise<{ count: number; bytes: number }> {
  const row = await db
    .selectFrom('album_photos')
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`coalesce(sum(size_bytes), 0)::float8`.as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

export async function insertTakedownRequest(db: DbOrTx, photoId: string, message: string): Promise<void> {
  await db.insertInto('album_takedown_requests').values({ photo_id: photoId, message }).execute();
}

export interface TakedownRow {
  id: string;
  photoId: string;
  message: string;
  createdAt: Date;
}

/** The requests the hosts have not dealt with, oldest first. */
export async function openTakedownRequests(db: DbOrTx): Promise<TakedownRow[]> {
  return db
    .selectFrom('album_takedown_requests')
    .select(['id', 'photo_id as photoId', 'message', 'created_at as createdAt'])
    .where('handled_at', 'is', null)
    .orderBy('created_at')
    .execute();
}
