import { statfs } from 'node:fs/promises';
import type { Db } from '../../platform/db/database';
import { ok, refuse, type Result } from '../../platform/result';
import {
  findPhoto,
  insertTakedownRequest,
  listPhotos,
  openTakedownRequests,
  photoTotals,
  setPhotoStatus,
  type PhotoFilter,
  type PhotoRow,
  type PhotoStatus,
} from './album-photos.repository';
import { readAlbum, type Album } from './site-phase';

/** The hosts' view of the album's photos (DESIGN 3.8, ADR 082). */
export interface AlbumPhotoView {
  id: string;
  status: PhotoStatus;
  uploadedBy: string | null;
  createdAt: string;
  width: number;
  height: number;
  url: string;
  note: string | null;
}

export const MODERATION_MESSAGES = {
  unknown: 'Some of these photos are no longer in the album: reload the Album tab and choose again.',
  tooMany: 'Choose at most 500 photos at a time.',
} as const;

/** The display copy the hosts' list and the grid name: the middle width of the ladder, in JPEG. */
export const photoUrl = (photo: Pick<PhotoRow, 'id' | 'display'>) =>
  photo.display ? `/album/photos/${photo.id}/1080.jpg` : '';

const view = (photo: PhotoRow): AlbumPhotoView => ({
  id: photo.id,
  status: photo.status,
  uploadedBy: photo.uploadedBy,
  createdAt: photo.createdAt.toISOString(),
  width: photo.width,
  height: photo.height,
  url: photoUrl(photo),
  note: photo.note,
});

export async function albumPhotos(db: Db, status?: PhotoStatus): Promise<AlbumPhotoView[]> {
  return (await listPhotos(db, status ? { statuses: [status] } : {})).map(view);
}

/**
 * Sets many photos' status in one transaction: every id must be a photo of the album, or nothing
 * changes and the sentence says why.
 */
export async function moderatePhotos(
  db: Db,
  ids: readonly string[],
  status: PhotoStatus,
  now = new Date(),
): Promise<Result<Album>> {
  const unique = [...new Set(ids)];
  if (unique.length > 500) return refuse('validation', MODERATION_MESSAGES.tooMany);
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!unique.every((id) => uuid.test(id))) return refuse('validation', MODERATION_MESSAGES.unknown);
  const done = await db
    .transaction()
    .execute(async (trx) => {
      const changed = await setPhotoStatus(trx, unique, status, now);
      if (changed.length !== unique.length) throw new NotAllFound();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof NotAllFound) return false;
      throw error;
    });
  if (!done) return refuse('validation', MODERATION_MESSAGES.unknown);
  return ok(await readAlbum(db));
}

class NotAllFound extends Error {}

export async function albumSpace(db: Db, albumDir: string) {
  const totals = await photoTotals(db);
  const disk = await statfs(albumDir).catch(() => undefined);
  return {
    photos: totals.count,
    usedBytes: totals.bytes,
    freeBytes: disk ? disk.bavail * disk.bsize : 0,
  };
}

export async function albumTakedowns(db: Db) {
  return (await openTakedownRequests(db)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export type { PhotoRow, PhotoStatus } from './album-photos.repository';

/** One photo by id, for its display copy or a takedown request. */
export const photoById = (db: Db, id: string) => findPhoto(db, id);

/** The photos a zip holds, in upload order. */
export const photosFor = (db: Db, filter: PhotoFilter) => listPhotos(db, filter);

/** What the album page reads: the approved photos shown, and a guest's own uploads' statuses. */
export async function guestAlbum(db: Db, mineIds: readonly string[]) {
  const album = await readAlbum(db);
  const approved = await listPhotos(db, { statuses: ['APPROVED'] });
  const mine = mineIds.length ? await listPhotos(db, { ids: mineIds }) : [];
  return {
    phase: album.phase,
    open: album.open,
    uploadsUntil: album.uploadsUntil,
    guestsMayDownload: album.guestsMayDownload,
    photos: approved
      .filter((photo) => photo.display)
      .map((photo) => ({
        id: photo.id,
        uploadedBy: photo.uploadedBy,
        width: photo.width,
        height: photo.height,
        createdAt: photo.createdAt.toISOString(),
      })),
    mine: mine.map((photo) => ({ id: photo.id, status: photo.status, shown: photo.display })),
  };
}

/** Keeps a guest's sentence about an approved photo for the hosts' Album tab. */
export async function requestTakedown(db: Db, id: string, message: string): Promise<'sent' | 'no_photo'> {
  const photo = await findPhoto(db, id);
  if (!photo || photo.status !== 'APPROVED') return 'no_photo';
  await insertTakedownRequest(db, photo.id, message);
  return 'sent';
}
