#!/usr/bin/env node
// The couple's photo command: point it at a folder of your own photos and it replaces the
// placeholder slideshow with them, in the same shape the site expects.
//
//   npm run photos:couple -w @riviera/client -- ~/Pictures/our-photos
//
// For each photo (JPEG, PNG, WebP, AVIF or TIFF, in file-name order, at most 42): it turns it the
// right way up, crops a 3:2 landscape and a 2:3 portrait version around what matters in the picture,
// writes AVIF and WebP at every width of the ladder plus a JPEG fallback under
// client/public/imgs/herov2/, and rewrites the names list (server/content/src/photos.ts).
// The first photo (by file name) is the one shown first and preloaded: name it 01-….
// Then run `make build` and commit client/public/imgs/herov2 and server/content/src/photos.ts.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  averageColour,
  clearHeroSet,
  eachLimited,
  HEROV2_DIR,
  MAX_PHOTOS,
  ORIENTATIONS,
  progressBar,
  writeManifest,
  writeVariants,
} from './lib/photo-set.mjs';

const EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff']);

/** 'IMG_0042 Beach (1).JPG' → 'img-0042-beach-1': a safe, readable file name. */
function slugify(fileName) {
  return path
    .parse(fileName)
    .name.normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

const folder = process.argv[2];
if (!folder) fail('Usage: npm run photos:couple -w @riviera/client -- <folder of photos>');
const folderStat = await stat(folder).catch(() => undefined);
if (!folderStat?.isDirectory()) fail(`"${folder}" is not a folder. Give the folder that holds your photos.`);

const all = (await readdir(folder))
  .filter((name) => EXTENSIONS.has(path.extname(name).toLowerCase()))
  .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
const skipped = (await readdir(folder)).filter(
  (name) => !name.startsWith('.') && !EXTENSIONS.has(path.extname(name).toLowerCase()),
);
if (all.length === 0) fail(`No photos in "${folder}": use JPEG, PNG, WebP, AVIF or TIFF files.`);
if (all.length > MAX_PHOTOS)
  console.warn(`${all.length} photos found; the slideshow takes the first ${MAX_PHOTOS}.`);
if (skipped.length > 0) console.warn(`Skipped (not a photo format sharp reads here): ${skipped.join(', ')}`);
const files = all.slice(0, MAX_PHOTOS);

// Unique names, in order.
const used = new Set();
const jobs = files.map((file, index) => {
  let name = slugify(file) || `photo-${index + 1}`;
  for (let n = 2; used.has(name); n += 1) name = `${slugify(file) || 'photo'}-${n}`;
  used.add(name);
  return { file: path.join(folder, file), name };
});

await clearHeroSet();
const bar = progressBar(jobs.length, 'Your photos');
const photos = new Array(jobs.length);
const small = [];
await eachLimited(jobs, 2, async ({ file, name }, index) => {
  const upright = await sharp(file).rotate().toBuffer({ resolveWithObject: true });
  if (Math.max(upright.info.width, upright.info.height) < 1600) small.push(path.basename(file));
  let colour = '#1f3a5f';
  for (const [orientation, spec] of Object.entries(ORIENTATIONS)) {
    // "attention" crops around the most striking part (faces, contrast), not the middle.
    const cropped = await sharp(upright.data)
      .resize({ width: spec.width, height: spec.height, fit: 'cover', position: sharp.strategy.attention })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (orientation === 'landscape') colour = await averageColour(cropped);
    await writeVariants(cropped, path.join(HEROV2_DIR, orientation, name), spec);
  }
  photos[index] = { name, colour };
  bar.tick(name);
});
bar.end();
await writeManifest(photos, 'client/scripts/couple-photos.mjs');

if (small.length > 0)
  console.warn(`These photos are small and may look soft on large screens: ${small.join(', ')}`);
console.log(`${photos.length} photos ready. The first one shown is "${photos[0].name}".`);
console.log(
  'Next: make build, look at the home page, then commit client/public/imgs/herov2 and server/content/src/photos.ts.',
);
