import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@riviera/contract';
import {
  sitePhotoMessages as enMessages,
  type SitePhotoMessages,
} from '@riviera/content/en/admin/site-photos';
import { sitePhotoMessages as frMessages } from '@riviera/content/fr/admin/site-photos';
import type { Db } from '../../platform/db/database';
import type { FileRefusal } from '../../platform/http/multipart-file';
import { sniffKind } from '../../platform/media/file-kind';
import { readHead } from '../../platform/media/photo-encoding';
import { writePhotoSet, type Focus } from './site-photo-processing';
import { insertSitePhoto, sitePhotoById, type SitePhotoRow } from './site-photos.repository';

// A host's photo for the site's pages (ADR 084), from a received file to its row: the type by its
// bytes, the id from its bytes and focal point, every cut written to a folder of its own, moved into
// place whole, then the row. A refused or failed upload leaves no folder and no row.

export const sitePhotoWords = (language: Language): SitePhotoMessages =>
  language === 'fr' ? frMessages : enMessages;

/**
 * SITE_PHOTOS_DIR: `<id>/` per photo (what `/site-photos/` serves) and `.incoming/` (a form being
 * received, a set being written), on the same disk, so a finished set is renamed, not copied.
 */
export interface SitePhotoStorage {
  root: string;
  incoming: string;
  photoDir(id: string): string;
  freeBytes(): Promise<number>;
}

export function openSitePhotoStorage(root: string): SitePhotoStorage {
  const incoming = path.join(root, '.incoming');
  mkdirSync(incoming, { recursive: true });
  return {
    root,
    incoming,
    photoDir: (id) => path.join(root, id),
    async freeBytes() {
      const stats = await statfs(root);
      return stats.bavail * stats.bsize;
    },
  };
}

export type Accepted =
  { ok: true; photo: SitePhotoRow; created: boolean } | { ok: false; refusal: FileRefusal };

const refused = (message: string, code: FileRefusal['code'] = 'validation'): Accepted => ({
  ok: false,
  refusal: { code, message },
});

/** The focal point as typed (two numbers from 0 to 1), the middle when left out; undefined when wrong. */
export function focusOf(fields: Record<string, string>): Focus | undefined {
  const read = (value: string | undefined) => {
    if (value === undefined || value.trim() === '') return 0.5;
    const number = Number(value);
    return Number.isFinite(number) && number >= 0 && number <= 1
      ? Math.round(number * 1000) / 1000
      : undefined;
  };
  const x = read(fields.focusX);
  const y = read(fields.focusY);
  return x === undefined || y === undefined ? undefined : { x, y };
}

async function idOf(file: string, focus: Focus): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  hash.update(`|focus:${focus.x},${focus.y}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Takes a whole received file (a temporary path under `.incoming`): whatever the outcome, the
 * temporary file is gone afterwards.
 */
export async function acceptSitePhoto(
  { db, storage, words }: { db: Db; storage: SitePhotoStorage; words: SitePhotoMessages },
  temp: string,
  sizeBytes: number,
  fields: Record<string, string>,
): Promise<Accepted> {
  const work = path.join(storage.incoming, `set-${randomUUID()}`);
  try {
    const focus = focusOf(fields);
    if (!focus) return refused(words.focus);
    const kind = sizeBytes > 0 ? sniffKind(await readHead(temp)) : undefined;
    if (kind?.kind !== 'PICTURE') return refused(words.notPicture);
    const id = await idOf(temp, focus);
    const known = await sitePhotoById(db, id);
    if (known) return { ok: true, photo: known, created: false };
    const set = await writePhotoSet(temp, work, focus);
    if (!set.ok) return refused(kind.ext === 'heic' || kind.ext === 'heif' ? words.heic : words.unreadable);
    const row: SitePhotoRow = {
      id,
      width: set.width,
      height: set.height,
      focusX: focus.x,
      focusY: focus.y,
      colour: set.colour,
      sizeBytes,
    };
    const final = storage.photoDir(id);
    // A folder without its row (a crash between the two) is replaced by this whole one.
    if (await stat(final).catch(() => undefined)) await rm(final, { recursive: true, force: true });
    await rename(work, final);
    try {
      await insertSitePhoto(db, row);
    } catch (error) {
      await rm(final, { recursive: true, force: true });
      throw error;
    }
    return { ok: true, photo: row, created: true };
  } finally {
    await rm(temp, { force: true });
    await rm(work, { recursive: true, force: true });
  }
}
