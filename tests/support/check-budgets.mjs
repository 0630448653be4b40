#!/usr/bin/env node
// Performance budgets of the guest pages (issue 3), read from the client build (client/dist), not
// timed: `make test` runs this after the build and fails when one is exceeded.
//   - initial JavaScript of every guest route: at most 110 KB gzip (level 6, as nginx serves it)
//   - the admin area is its own lazy chunk, never part of a guest's download
//   - the home page's first slide is preloaded from the static index.html with fetchpriority=high,
//     and weighs at most 100 KB at 828 px wide in every format
//   - the shipped images stay modest in total (15 MB)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.join(ROOT, 'client', 'dist');
const KB = 1000;
const BUDGETS = { guestInitialJs: 110 * KB, firstSlide: 100 * KB, images: 15 * 1000 * KB };

/** Guest routes and the lazily loaded modules each one needs on first load (see app/router.tsx). */
const GUEST_ROUTES = {
  '/': [],
  '/homev2': [],
  '/home-old': ['src/app/routes/home-old.tsx'],
  '/events': ['src/app/routes/events.tsx'],
  '/accommodations': ['src/app/routes/accommodations.tsx'],
  '/info': ['src/app/routes/info.tsx'],
  '/travel': ['src/app/routes/travel.tsx'],
  '/rsvp': ['src/app/routes/rsvp.tsx', 'src/app/provider.tsx'],
};
const ADMIN_MODULE = 'src/app/routes/admin.tsx';

const failures = [];
const lines = [];
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

function check(ok, message) {
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${message}`);
  if (!ok) failures.push(message);
}

const manifestFile = path.join(DIST, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${path.relative(ROOT, manifestFile)}: run "npm run build" first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The build manifest has no entry chunk.');
  process.exit(1);
}

/** A chunk and every chunk it imports statically: what the browser must fetch before running it. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipSizes = new Map();
function gzipSize(key) {
  if (!gzipSizes.has(key)) {
    const file = path.join(DIST, manifest[key].file);
    gzipSizes.set(key, file.endsWith('.js') ? gzipSync(readFileSync(file), { level: 6 }).length : 0);
  }
  return gzipSizes.get(key);
}

const entryClosure = staticClosure(entryKey);
for (const [route, lazyModules] of Object.entries(GUEST_ROUTES)) {
  const chunks = new Set(entryClosure);
  for (const lazyModule of lazyModules) {
    // A module missing from the manifest was bundled into the entry: already counted.
    if (manifest[lazyModule]) for (const key of staticClosure(lazyModule)) chunks.add(key);
  }
  const total = [...chunks].reduce((sum, key) => sum + gzipSize(key), 0);
  check(
    total <= BUDGETS.guestInitialJs,
    `${route}: initial JavaScript ${kb(total)} gzip (budget ${kb(BUDGETS.guestInitialJs)})`,
  );
}

const admin = manifest[ADMIN_MODULE];
check(
  Boolean(admin?.isDynamicEntry) && !entryClosure.has(ADMIN_MODULE),
  `admin area is its own lazy chunk${admin ? ` (${manifest[ADMIN_MODULE].file}, ${kb(gzipSize(ADMIN_MODULE))} gzip)` : ''}`,
);

// The first slide, as index.html preloads it.
const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const preloads = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*>/g)].map((match) => match[0]);
const imagePreloads = preloads.filter((tag) => tag.includes('as="image"'));
check(
  imagePreloads.length > 0 && imagePreloads.every((tag) => tag.includes('fetchpriority="high"')),
  `index.html preloads the first slide with fetchpriority="high" (${imagePreloads.length} preload(s))`,
);
for (const tag of imagePreloads) {
  const srcset = /imagesrcset="([^"]+)"/.exec(tag)?.[1] ?? '';
  const at828 = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .find(([, descriptor]) => descriptor === '828w')?.[0];
  if (!at828) {
    check(false, `a preload has no 828w candidate: ${tag}`);
    continue;
  }
  // Every format of that photo at 828 px: the browser may pick WebP or JPEG instead of AVIF.
  const base = at828.replace(/\.avif$/, '');
  for (const ext of ['avif', 'webp', 'jpg']) {
    const file = path.join(DIST, `${base}.${ext}`);
    if (!existsSync(file)) {
      check(ext !== 'avif', `first slide ${base}.${ext} exists`);
      continue;
    }
    const size = statSync(file).size;
    check(
      size <= BUDGETS.firstSlide,
      `first slide ${base}.${ext} at 828 px: ${kb(size)} (budget ${kb(BUDGETS.firstSlide)})`,
    );
  }
}

function folderSize(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? folderSize(full) : statSync(full).size);
  }, 0);
}
const images = folderSize(path.join(DIST, 'imgs'));
check(images <= BUDGETS.images, `shipped images: ${kb(images)} in total (budget ${kb(BUDGETS.images)})`);

console.log(`Performance budgets (client/dist)\n${lines.join('\n')}`);
if (failures.length > 0) {
  console.error(`\n${failures.length} budget(s) exceeded.`);
  process.exit(1);
}
