import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltPage } from './pages';
import { BenchError } from './progress';

/**
 * Each guest page's no-script twin (ADR 088): the page as the server sends it, its scripts taken
 * out, served by the same server under an address of its own. What a page scores beside its twin,
 * in the same minute, is what its scripts cost the guest before the first paint.
 */

/** The folder a twin lives under, inside its page's language: `/no-script/events`, `/fr/no-script`. */
const TWIN_FOLDER = 'no-script';

/** The twin's address: `/` → `/no-script`, `/fr/events` → `/fr/no-script/events`. */
export function twinAddress(address: string, lang: string): string {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const rest = address.slice(prefix.length).replace(/^\/+/, '');
  return `${prefix}/${TWIN_FOLDER}${rest ? `/${rest}` : ''}`;
}

/** The twin's file under a pages folder: `fr/no-script/events/index.html`. */
const twinFile = (address: string, lang: string): string =>
  `${twinAddress(address, lang).slice(1)}/index.html`;

const EXECUTABLE_SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/**
 * A page without anything that runs: every script (the inline boot script, any module tag) and
 * every module preload. Data a script would read (JSON-LD, the page's data) stays: it runs nothing.
 */
export function withoutScripts(html: string): string {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** The guest pages a twin is made for: every built page but the hosts' area. */
export const twinnedPages = (pages: BuiltPage[]): BuiltPage[] =>
  pages.filter((page) => page.name !== 'admin');

/**
 * Fetches each of these guest pages from the server as a guest's browser would (the HTML it sends, the
 * published pages when there are), takes its scripts out and writes the twin into `pagesDir`, the
 * folder the server reads first. Returns each twin's file and text, for nginx's copy of the build.
 */
export async function writeTwins(
  origin: string,
  pages: BuiltPage[],
  pagesDir: string,
): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const page of pages) {
    const response = await fetch(`${origin}${page.address}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    if (response.status !== 200)
      throw new BenchError(`${page.address} answered ${response.status}: its no-script twin cannot be made.`);
    const html = await response.text();
    const twin = withoutScripts(html);
    if (twin === html)
      throw new BenchError(`${page.address} has no script to take out: is the build current?`);
    const file = twinFile(page.address, page.lang);
    await mkdir(path.dirname(path.join(pagesDir, file)), { recursive: true });
    await writeFile(path.join(pagesDir, file), twin);
    files[file] = twin;
  }
  return files;
}

/** Waits until the server has written its pages at start-up (the current release's folder). */
export async function publishedPagesDir(pagesRoot: string): Promise<string> {
  // The link every publish moves (server/src/features/pages/pages-release.ts, ADR 079).
  const current = path.join(pagesRoot, 'current');
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (existsSync(path.join(current, 'index.html'))) return current;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new BenchError(`The server wrote no pages into ${current} within a minute: see its log.`);
}
