import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root: the nearest folder above this module that holds db/migrations. The same code
 * runs from server/src (tsx) and from the bundle in server/dist, at different depths.
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, 'db', 'migrations'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error('Cannot find the project folder (a folder with db/migrations) above the server code.');
    }
    dir = parent;
  }
}

export const PROJECT_ROOT = findRoot();
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'db', 'migrations');
export const SAMPLE_GUESTS_FILE = path.join(PROJECT_ROOT, 'db', 'sample-guests.json');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'client', 'dist');
export const DATA_DIR = path.join(PROJECT_ROOT, '.data');
/** The save-the-date's picture, sent inside the message (the couple replace the file to change it). */
export const SAVE_THE_DATE_PICTURE_FILE = path.join(
  PROJECT_ROOT,
  'server',
  'content',
  'mail',
  'save-the-date.jpg',
);

/**
 * Each language's pre-rendering bundle and kit (ADR 079), which the server runs at each publish:
 * the client's build output in a checkout, else the copy the server's build put beside its bundle
 * (the production image has no client folder).
 */
export function renderBundleDir(language: 'en' | 'fr'): string {
  const client = path.join(PROJECT_ROOT, 'client', language === 'en' ? '.prerender' : '.prerender-fr');
  return existsSync(path.join(client, 'kit.json'))
    ? client
    : path.join(PROJECT_ROOT, 'server', 'dist', 'render', language);
}
