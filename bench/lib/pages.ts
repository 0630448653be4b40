import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_DIST_DIR } from './paths';
import { BenchError } from './progress';

/** A page the build wrote for the private hosts' edition, in any language. */
export interface BuiltPage {
  /** The page's address, with its edition's prefix: `/`, `/events`, `/fr/events`. */
  address: string;
  /** Its row in client/src/config/pages.ts. */
  name: string;
  /** `<html lang>` of its file: which edition it belongs to. */
  lang: string;
  /** Under client/dist. */
  file: string;
  /** The largest thing in its first view is a picture (not text). */
  image: boolean;
}

interface PagesJsonRow {
  name: string;
  file: string;
  publicHost: boolean;
  image?: string;
}

/**
 * Every page to measure, read from what the build wrote (client/dist/.vite/pages.json, from
 * config/pages.ts and every edition): each guest page of each language, and the hosts' area. A new
 * edition (`/fr/...`) is measured as soon as the build writes it. The public host's edition is the
 * same pages without Info and RSVP, so it is not measured twice; the not-found page is not a page a
 * guest opens.
 */
export function builtPages(): BuiltPage[] {
  const file = path.join(CLIENT_DIST_DIR, '.vite', 'pages.json');
  if (!existsSync(file)) throw new BenchError('No client/dist/.vite/pages.json: run "make build" first.');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as PagesJsonRow[];
  return rows
    .filter((row) => !row.publicHost && row.name !== 'notFound')
    .map((row) => {
      const html = readFileSync(path.join(CLIENT_DIST_DIR, row.file), 'utf8');
      const folder = path.posix.dirname(row.file);
      return {
        address: folder === '.' ? '/' : `/${folder}`,
        name: row.name,
        lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? 'unknown',
        file: row.file,
        image: Boolean(row.image),
      };
    });
}
