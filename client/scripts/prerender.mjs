#!/usr/bin/env node
// Writes every page of the site as HTML into client/dist, after the builds of both languages
// (scripts/build.mjs: for each, `vite build` for the browser and an SSR build of
// src/app/prerender.tsx for Node). English pages are written at dist/<page>/index.html, French ones
// at dist/fr/<page>/index.html; the public host's edition of each under dist/_public; the not-found
// pages as 404.html and fr/404.html. The French bundle's files are merged into dist first. Then the
// link-preview picture, the service worker (whose precache lists the pages just written) and the
// compressed copies (compress.mjs).
// docs/decisions/016-pre-rendered-pages.md, 019-the-french-edition.md and
// 056-installable-offline-pages.md say why.
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import sharp from 'sharp';
import { resolveConfig } from 'vite';
import { compressFolder } from './lib/compress.mjs';
import { bannerCopies } from './lib/banner-copies.mjs';

const CLIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(CLIENT, 'dist');

/** Each language's bundle: where Vite wrote it, and its pre-rendering entry. */
const BUNDLES = [
  { language: 'en', out: DIST, ssr: '.prerender', manifest: 'manifest.json' },
  { language: 'fr', out: path.join(CLIENT, '.build-fr'), ssr: '.prerender-fr', manifest: 'manifest.fr.json' },
];

/** A chunk, its CSS and every chunk it imports statically. */
function closure(manifest, key, files = { modules: new Set(), stylesheets: new Set() }, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  if (!chunk.isEntry) files.modules.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.stylesheets.add(`/${css}`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
  return files;
}

/**
 * Moves a language's bundle into dist: its hashed files beside the English ones (a file both builds
 * made has the same name and bytes), its calendar files under its prefix, its manifest in .vite.
 * Returns the bundle's own index.html, the template of its pages.
 */
async function mergeBundle(bundle) {
  const template = await readFile(path.join(bundle.out, 'index.html'), 'utf8');
  if (bundle.out === DIST) return template;
  await mkdir(path.join(DIST, '.vite'), { recursive: true });
  await cp(path.join(bundle.out, '.vite', 'manifest.json'), path.join(DIST, '.vite', bundle.manifest));
  for (const entry of await readdir(bundle.out)) {
    if (entry === 'index.html' || entry === '.vite') continue;
    await cp(path.join(bundle.out, entry), path.join(DIST, entry), { recursive: true, force: false });
  }
  await rm(bundle.out, { recursive: true, force: true });
  return template;
}

const assetFiles = await readdir(path.join(DIST, 'assets'));
const serifFile = (stem) => {
  const file = assetFiles.find((name) => name.startsWith(`cormorant-garamond-latin-${stem}-`));
  if (!file) throw new Error(`The build has no cormorant-garamond-latin-${stem} font file.`);
  return `/assets/${file}`;
};
const serifFiles = {
  regular: serifFile('400-normal'),
  medium: serifFile('500-normal'),
  italic: serifFile('400-italic'),
};

// The guest pages' inline boot script (src/boot.ts, ADR 086), the same bytes in every page, and its
// hash, which the Content-Security-Policy of the server and of nginx allow (nginx/render-config.sh).
const boot = (
  await transform(await readFile(path.join(CLIENT, 'src', 'boot.ts'), 'utf8'), {
    loader: 'ts',
    minify: true,
    target: 'es2020',
  })
).code.trim();
const bootHash = `sha256-${createHash('sha256').update(boot).digest('base64')}`;

let written = 0;
/** What each written page must show: tests/support/check-budgets.mjs checks the HTML for it. */
const pages = [];
let app;
for (const bundle of BUNDLES) {
  const template = await mergeBundle(bundle);
  const manifest = JSON.parse(await readFile(path.join(DIST, '.vite', bundle.manifest), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = closure(manifest, entryKey);
  const assetsOf = (page) => {
    const files = { modules: new Set(), stylesheets: new Set() };
    for (const key of page.modules) {
      if (!manifest[key])
        throw new Error(`${page.name}: ${key} is not a chunk of the build (config/pages.ts).`);
      closure(manifest, key, files);
    }
    // What the entry already brings is in the template.
    const modules = [...files.modules].filter((file) => !entryFiles.modules.has(file));
    const stylesheets = [...files.stylesheets].filter((file) => !entryFiles.stylesheets.has(file));
    return { serifFiles, modules, stylesheets };
  };

  app = await import(pathToFileURL(path.join(CLIENT, bundle.ssr, 'prerender.js')).href);
  const edition = app.editionOfBundle;
  if (edition.language !== bundle.language)
    throw new Error(
      `${bundle.ssr} renders ${edition.language}, not ${bundle.language}: build it with SITE_LANG.`,
    );
  await app.loadAllPages();
  // The kit the server re-renders these pages from at each publish (ADR 079), kept beside the
  // bundle: the template and each page's file and assets. The build renders from it too, so both
  // write the same pages.
  const kit = {
    language: bundle.language,
    prefix: edition.prefix,
    lang: edition.lang,
    template,
    boot,
    pages: [],
  };
  for (const publicHost of [false, true]) {
    for (const page of app.prerenderedPages) {
      if (publicHost && page.private) continue;
      if (page.englishOnly && bundle.language !== 'en') continue;
      const file = path.join(publicHost ? app.PUBLIC_EDITION_DIR : '', app.pageFile(page, edition.prefix));
      kit.pages.push({ name: page.name, publicHost, file, assets: assetsOf(page) });
      pages.push({
        ...page,
        ...app.pageText(page.name),
        language: bundle.language,
        manifest: bundle.manifest,
        prefix: edition.prefix,
        publicHost,
        file,
      });
    }
  }
  for (const { file, html } of app.renderEdition(kit, {})) {
    await mkdir(path.dirname(path.join(DIST, file)), { recursive: true });
    await writeFile(path.join(DIST, file), html);
    written += 1;
  }
  await writeFile(path.join(CLIENT, bundle.ssr, 'kit.json'), JSON.stringify(kit));
}

await writeFile(path.join(DIST, '.vite', 'pages.json'), JSON.stringify(pages, null, 2));
await writeFile(path.join(DIST, '.vite', 'boot-script.sha256'), `${bootHash}\n`);

// The link preview: the first slide, cut to Open Graph's 1200 × 630.
const og = app.OG_IMAGE;
await sharp(path.join(DIST, 'imgs', 'herov2', 'landscape', `${app.firstHeroPhoto}-1600.jpg`))
  .resize(og.width, og.height, { fit: 'cover', position: 'attention' })
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(path.join(DIST, og.path.slice(1)));

// The /home-old banners in AVIF and WebP beside each banner_N.png, which both servers answer with
// when the browser takes them (ADR 089).
const banners = await bannerCopies(path.join(DIST, 'imgs', 'hero'));

// The service worker (sw/sw.ts), built by vite-plugin-pwa with the English bundle's settings
// (vite.config.ts) now that the pages it keeps for offline reading exist.
// Workbox's development logging is left out of a production worker.
process.env.NODE_ENV = 'production';
const viteConfig = await resolveConfig({ root: CLIENT, mode: 'production' }, 'build', 'production');
const pwa = viteConfig.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa');
if (!pwa?.api) throw new Error('vite.config.ts has no vite-plugin-pwa: the service worker cannot be built.');
await pwa.api.generateSW();

const compressed = await compressFolder(DIST);
console.log(
  `Pre-rendered ${written} pages, the link-preview picture, ${banners} banner copies and ${compressed} compressed files.`,
);
