import { randomUUID } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@riviera/contract';
import { albumMessages as enMessages } from '@riviera/content/en/album';
import { albumMessages as frMessages } from '@riviera/content/fr/album';
import type { Db } from '../../platform/db/database';
import type { ErrorCode } from '../../platform/http/errors';
import { isStorableText } from '../../platform/http/text-guard';
import type { CodeUse } from '../../platform/security/guest-throttles';
import { guestByTypedCode } from '../guests';
import { insertPhoto, type PhotoStatus } from './album-photos.repository';
import type { AlbumStorage } from './album-storage';
import { sniffKind } from '../../platform/media/file-kind';
import { megabytes, readHead } from '../../platform/media/photo-encoding';
import { makeDisplayCopies } from './photo-processing';
import { readAlbum, uploadsOpen } from './site-phase';

// A guest's photo, from a finished upload to its row (DESIGN 3.8, ADR 082): the form's and the
// resumable upload's files both end here, through the same checks and processing.

export type AlbumMessages = Record<keyof typeof enMessages, string>;
export const albumWords = (language: Language): AlbumMessages =>
  language === 'fr' ? frMessages : enMessages;

/** A refusal as the album's routes answer it: an HTTP status's code and a sentence. */
export interface UploadRefusal {
  code: ErrorCode;
  message: string;
  retryAfterSeconds?: number;
}
export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: UploadRefusal };
export const refused = (code: ErrorCode, message: string): { ok: false; refusal: UploadRefusal } => ({
  ok: false,
  refusal: { code, message },
});

export { megabytes };

export interface UploadLimits {
  /** The largest form upload. */
  formBytes: number;
  /** The largest resumable upload (videos). */
  resumableBytes: number;
  /** Uploads stop while the album's disk has less free than this. */
  freeBytesFloor: number;
}

/**
 * Whether an upload may begin at all, before a byte of it is read: phase AFTER and the album open
 * (403), and room on the disk (503).
 */
export async function uploadMayStart(
  db: Db,
  storage: AlbumStorage,
  limits: UploadLimits,
  words: AlbumMessages,
  now = new Date(),
): Promise<Outcome<void>> {
  const album = await readAlbum(db);
  if (!uploadsOpen(album, now))
    return refused('forbidden', album.phase === 'BEFORE' ? words.closedBefore : words.closed);
  if ((await storage.freeBytes()) < limits.freeBytesFloor) return refused('unavailable', words.diskFull);
  return { ok: true, value: undefined };
}

export interface UploadFields {
  name?: string | undefined;
  code?: string | undefined;
}

/** The name as typed (markup is text, the pages escape it), or null; undefined when refused. */
export function uploaderName(typed: string | undefined): string | null | undefined {
  const name = (typed ?? '').trim();
  if (name === '') return null;
  if (name.length > 100 || !isStorableText(name)) return undefined;
  return name;
}

export interface AcceptDeps {
  db: Db;
  storage: AlbumStorage;
  words: AlbumMessages;
  codeUse?: CodeUse | undefined;
}

/**
 * Takes a whole, received file (a temporary path under ALBUM_DIR) with its form fields: checks it
 * is a picture or a video by its bytes, moves it to the originals, makes its display copies and
 * writes its row. Whatever the outcome the temporary file is gone; a refused or failed upload
 * leaves no row and no file.
 */
export async function acceptUpload(
  { db, storage, words, codeUse }: AcceptDeps,
  temp: string,
  sizeBytes: number,
  fields: UploadFields,
): Promise<Outcome<{ id: string; status: PhotoStatus }>> {
  const id = randomUUID();
  let originalPath: string | undefined;
  try {
    const uploadedBy = uploaderName(fields.name);
    if (uploadedBy === undefined) return refused('validation', words.name);
    const kind = sizeBytes > 0 ? sniffKind(await readHead(temp)) : undefined;
    if (!kind) return refused('validation', words.notMedia);
    let partyId: string | null = null;
    if (fields.code?.trim()) {
      const found = await guestByTypedCode(db, fields.code, codeUse);
      if (!found.ok) return refused(found.refusal.code, found.refusal.message);
      if (!found.value) return refused('validation', words.code);
      partyId = found.value.party_id;
    }
    originalPath = storage.originalName(id, kind.ext);
    await rename(temp, path.join(storage.root, originalPath));
    const processed =
      kind.kind === 'PICTURE'
        ? await makeDisplayCopies(path.join(storage.root, originalPath), storage.displayDir(id))
        : ({ shown: false, note: 'video: kept as sent, in the download' } as const);
    await insertPhoto(db, {
      id,
      uploadedBy,
      partyId,
      originalPath,
      mime: kind.mime,
      sizeBytes,
      kind: kind.kind,
      width: processed.shown ? processed.width : 0,
      height: processed.shown ? processed.height : 0,
      display: processed.shown,
      note: processed.shown ? null : processed.note,
      takenOn: processed.shown ? processed.takenOn : null,
    });
    originalPath = undefined;
    return { ok: true, value: { id, status: 'PENDING' } };
  } finally {
    await rm(temp, { force: true });
    // Reached with a path only when the row was not written: no file without its row.
    if (originalPath !== undefined) await storage.removePhotoFiles(id, originalPath);
  }
}
