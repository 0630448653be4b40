#!/usr/bin/env node
// Writes every page of the site as HTML into client/dist, after `vite build` (the browser's bundle)
// and `vite build --ssr src/app/prerender.tsx` (the same app for Node): the private hosts' edition
// at dist/<page>/index.html, the public host's at dist/_public/<page>/index.html, the not-found
// page as 404.html. Then the link-preview picture and the compressed copies (compress.mjs).
// docs/decisions/016-pre-rendered-pages.md says why it is done this way.
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { compressFolder } from './lib/compress.mjs';

const CLIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(CLIENT, 'dist');
const SSR_ENTRY = path.join(CLIENT, '.prerender', 'prerender.js');

const app = await import(pathToFileURL(SSR_ENTRY).href);
const manifest = JSON.parse(await readFile(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
// The browser bundle's own index.html is the template; it is overwritten by the home page.
const template = await readFile(path.join(DIST, 'index.html'), 'utf8');

/** A chunk, its CSS and every chunk it imports statically. */
function closure(key, files = { modules: new Set(), stylesheets: new Set() }, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  if (!chunk.isEntry) files.modules.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.stylesheets.add(`/${css}`);
  for (const imported of chunk.imports ?? []) closure(imported, files, seen);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
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

function assetsOf(page) {
  const files = { modules: new Set(), stylesheets: new Set() };
  for (const key of page.modules) {
    if (!manifest[key])
      throw new Error(`${page.name}: ${key} is not a chunk of the build (config/pages.ts).`);
    closure(key, files);
  }
  // What the entry already brings is in the template.
  const modules = [...files.modules].filter((file) => !entryFiles.modules.has(file));
  const stylesheets = [...files.stylesheets].filter((file) => !entryFiles.stylesheets.has(file));
  return { serifFiles, modules, stylesheets };
}

function fill(rendered) {
  const html = template
    .replace('<html lang="en">', `<html lang="${rendered.lang}">`)
    .replace(/<!--page-head:[^>]*-->/, rendered.head)
    .replace('<!--page-body-->', rendered.body);
  if (html.includes('<!--page-')) throw new Error('index.html lost one of its <!--page-…--> markers.');
  return html;
}

await app.loadAllPages();
let written = 0;
/** What each written page must show: tests/support/check-budgets.mjs checks the HTML for it. */
const pages = [];
for (const edition of app.editions) {
  for (const publicHost of [false, true]) {
    for (const page of app.prerenderedPages) {
      if (publicHost && page.private) continue;
      const rendered = app.renderPage(page, {
        publicHost,
        prefix: edition.prefix,
        lang: edition.lang,
        assets: assetsOf(page),
      });
      const file = path.join(
        DIST,
        publicHost ? app.PUBLIC_EDITION_DIR : '',
        app.pageFile(page, edition.prefix),
      );
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, fill(rendered));
      written += 1;
      pages.push({ ...page, ...app.pageText(page.name), publicHost, file: path.relative(DIST, file) });
    }
  }
}

await writeFile(path.join(DIST, '.vite', 'pages.json'), JSON.stringify(pages, null, 2));

// The link preview: the first slide, cut to Open Graph's 1200 × 630.
const og = app.OG_IMAGE;
await sharp(path.join(DIST, 'imgs', 'herov2', 'landscape', `${app.firstHeroPhoto}-1600.jpg`))
  .resize(og.width, og.height, { fit: 'cover', position: 'attention' })
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(path.join(DIST, og.path.slice(1)));

const compressed = await compressFolder(DIST);
console.log(`Pre-rendered ${written} pages, the link-preview picture and ${compressed} compressed files.`);
