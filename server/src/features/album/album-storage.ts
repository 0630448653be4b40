import { mkdirSync } from 'node:fs';
import { rm, statfs } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the album's files live under ALBUM_DIR (ADR 082), all on one disk so a finished upload is
 * moved, not copied: `incoming/` (form uploads being received), `tus/` (resumable uploads being
 * received), `originals/<id>.<ext>` (as sent, private) and `display/<id>/<width>.<format>` (the
 * copies the pages show). Nothing here is served as a folder: the routes read one file by its id.
 */
export interface AlbumStorage {
  root: string;
  incoming: string;
  tus: string;
  originals: string;
  display: string;
  /** The original's path relative to the root, as the row keeps it. */
  originalName(id: string, ext: string): string;
  displayDir(id: string): string;
  /** Bytes free to this process on the album's disk. */
  freeBytes(): Promise<number>;
  /** Removes a photo's files (a row that could not be written, a test's clean-up). */
  removePhotoFiles(id: string, originalPath: string): Promise<void>;
}

export function openAlbumStorage(root: string): AlbumStorage {
  const dirs = {
    incoming: path.join(root, 'incoming'),
    tus: path.join(root, 'tus'),
    originals: path.join(root, 'originals'),
    display: path.join(root, 'display'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  return {
    root,
    ...dirs,
    originalName: (id, ext) => path.join('originals', `${id}.${ext}`),
    displayDir: (id) => path.join(dirs.display, id),
    async freeBytes() {
      const stats = await statfs(root);
      return stats.bavail * stats.bsize;
    },
    async removePhotoFiles(id, originalPath) {
      await rm(path.join(root, originalPath), { force: true });
      await rm(path.join(dirs.display, id), { recursive: true, force: true });
    },
  };
}
