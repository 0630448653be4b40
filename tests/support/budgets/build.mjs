// Reading the client's build for the budget check (check-budgets.mjs): its pages, each language's
// chunk graph, the gzip sizes of what a page downloads, and small HTML helpers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const DIST = path.join(ROOT, 'client', 'dist');
export const KB = 1000;
export const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function readJson(relative) {
  const file = path.join(DIST, relative);
  if (!existsSync(file)) {
    console.error(`No ${path.relative(ROOT, file)}: run "npm run build" first.`);
    process.exit(1);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** What scripts/prerender.mjs wrote: each page's file, language, heading, main text and preloads. */
export const pages = readJson('.vite/pages.json');
/** Each language's bundle has its own chunk graph (ADR 019); pages.json names a page's. */
const bundles = new Map();
export function bundleOf(manifestFile) {
  if (!bundles.has(manifestFile)) {
    const manifest = readJson(`.vite/${manifestFile}`);
    bundles.set(manifestFile, {
      manifest,
      keyOfFile: new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key])),
      entryKey: Object.keys(manifest).find((key) => manifest[key].isEntry),
    });
  }
  return bundles.get(manifestFile);
}
export const { manifest, entryKey } = bundleOf('manifest.json');

/** A chunk and every chunk it imports statically: what the browser must fetch before running it. */
export function staticClosure(key, chunks = manifest, seen = new Set()) {
  if (!key || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunks[key]?.imports ?? []) staticClosure(imported, chunks, seen);
  return seen;
}

const gzipSizes = new Map();
export function gzipSize(key, chunks = manifest) {
  const file = path.join(DIST, chunks[key].file);
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, file.endsWith('.js') ? gzipSync(readFileSync(file), { level: 6 }).length : 0);
  }
  return gzipSizes.get(file);
}

/** A string as it sits in a built script: JSON-escaped, or as written. */
export const inScript = (script, text) =>
  script.includes(text) || script.includes(JSON.stringify(text).slice(1, -1));

export const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// HTML attribute names ignore case: React writes fetchPriority="high", which browsers read as fetchpriority.
export const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
export const tagsOf = (html, pattern) => [...html.matchAll(pattern)].map((match) => match[0]);

/** The gzip size (level 6) of a built file, by its address. */
export const fileGzipSize = (address) =>
  gzipSync(readFileSync(path.join(DIST, address.slice(1))), { level: 6 }).length;
