import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, readlink, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedFile } from './page-renderer';

/**
 * The pages folder (PAGES_DIR, ADR 079): each publish renders into a new folder under `releases/`,
 * then `current`, a relative symlink to it, is replaced by a rename, which is atomic: a reader
 * (nginx, the standalone server) sees the old pages or the new ones, never half of each. A failure
 * before the rename leaves `current` as it was and removes the half-written folder.
 */

import type { SitePhase } from '../../platform/settings/site-phase';

export interface ReleaseMeta {
  /** The build whose bundles rendered it (page-renderer.ts). */
  build: string;
  /** The content version it shows. */
  version: number;
  /** The site's phase it shows (DESIGN 3.8: in AFTER the home pages thank the guests). */
  phase?: SitePhase;
  renderedAt: string;
}

const RELEASES = 'releases';
export const CURRENT = 'current';
const META = 'release.json';
/** Releases kept besides the current one: a phone may still fetch the page it had a second ago. */
const KEPT = 2;

/** A file of the render, refused if it would land outside its release folder. */
function target(dir: string, file: string): string {
  const resolved = path.resolve(dir, file);
  if (!resolved.startsWith(`${dir}${path.sep}`)) throw new Error(`A page file outside its release: ${file}`);
  return resolved;
}

/** Writes the files as a new release and switches `current` to it; returns the release's folder. */
export async function writeRelease(
  pagesDir: string,
  files: readonly RenderedFile[],
  meta: Omit<ReleaseMeta, 'renderedAt'>,
): Promise<string> {
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-v${meta.version}-${randomBytes(3).toString('hex')}`;
  const dir = path.resolve(pagesDir, RELEASES, id);
  const link = path.join(pagesDir, `.${CURRENT}-${id}`);
  try {
    await mkdir(dir, { recursive: true });
    for (const { file, html } of files) {
      const to = target(dir, file);
      await mkdir(path.dirname(to), { recursive: true });
      await writeFile(to, html);
    }
    const full: ReleaseMeta = { ...meta, renderedAt: new Date().toISOString() };
    await writeFile(path.join(dir, META), JSON.stringify(full));
    await symlink(path.join(RELEASES, id), link);
    await rename(link, path.join(pagesDir, CURRENT));
  } catch (error) {
    await rm(link, { force: true });
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  await pruneReleases(pagesDir, id);
  return dir;
}

async function pruneReleases(pagesDir: string, current: string): Promise<void> {
  const names = (await readdir(path.join(pagesDir, RELEASES))).sort();
  const old = names.filter((name) => name !== current).slice(0, -KEPT);
  await Promise.all(
    old.map((name) => rm(path.join(pagesDir, RELEASES, name), { recursive: true, force: true })),
  );
}

/** The release `current` points at, with what it was rendered from; undefined when there is none. */
export async function currentRelease(
  pagesDir: string,
): Promise<{ dir: string; meta: ReleaseMeta } | undefined> {
  try {
    const dir = path.resolve(pagesDir, await readlink(path.join(pagesDir, CURRENT)));
    const meta = JSON.parse(await readFile(path.join(dir, META), 'utf8')) as ReleaseMeta;
    return { dir, meta };
  } catch {
    return undefined;
  }
}

/** No release served: both servers fall back to the built client's pages. */
export async function dropCurrent(pagesDir: string): Promise<void> {
  await unlink(path.join(pagesDir, CURRENT)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
