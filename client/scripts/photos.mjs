#!/usr/bin/env node
// Generates the placeholder photos the site ships with until the couple adds their own
// (`npm run photos:couple -w @riviera/client -- <folder>`): the herov2 slideshow set in landscape and
// portrait with its responsive variants and names list, the /home-old banners, and the events'
// pictures. Run: `npm run photos -w @riviera/client`. Outputs are committed.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  averageColour,
  clearHeroSet,
  eachLimited,
  HEROV2_DIR,
  ORIENTATIONS,
  progressBar,
  PUBLIC_DIR,
  writeManifest,
  writeVariants,
} from './lib/photo-set.mjs';
import { sceneSvg } from './lib/riviera-art.mjs';

const LABEL = 'Placeholder photo';

/**
 * The herov2 set: 35 named scenes (the specification allows up to 42). They carry no label: the home
 * page writes "Placeholder photo · <title>" under the slideshow, with each scene's title in the
 * guest's language (`placeholderPhotos` in server/content/src/<language>/home.ts).
 */
const HERO_SCENES = [
  'terrace-at-dawn',
  'villefranche-bay',
  'lighthouse-point',
  'garden-cypress',
  'sunset-cape',
  'harbour-boats',
  'lemon-grove',
  'bougainvillea-wall',
  'olive-terraces',
  'club-dauphin',
  'sea-path',
  'eze-village',
  'morning-swim',
  'blue-hour',
  'palm-promenade',
  'villa-rose',
  'sailing-regatta',
  'citrus-market',
  'golden-hour',
  'rocky-cove',
  'pine-shade',
  'cliff-walk',
  'night-lights',
  'peach-sky',
  'lavender-hills',
  'fishing-port',
  'white-yacht',
  'stone-steps',
  'sunrise-swim',
  'coastal-road',
  'garden-fountain',
  'violet-dusk',
  'beach-parasols',
  'moonrise',
  'last-light',
];

/** Event pictures, one per event id, at card widths. */
const EVENT_SCENES = [
  ['welcome-dinner', 'Welcome dinner', 'golden'],
  ['hindu-ceremony', 'Hindu ceremony', 'noon'],
  ['lunch', 'Lunch', 'noon'],
  ['cocktail-hour', 'Cocktail hour', 'dusk'],
  ['reception', 'Reception', 'blue'],
  ['farewell-brunch', 'Farewell brunch', 'dawn'],
];
const EVENT_SIZE = { width: 1200, height: 800, widths: [480, 800, 1200], fallbackWidths: [480, 800, 1200] };

/** Banners for /home-old: banner_1.png … banner_6.png (the page discovers up to 20). */
const BANNERS = ['dawn', 'noon', 'golden', 'dusk', 'blue', 'noon'];

async function render(svg) {
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function heroSet() {
  await clearHeroSet();
  const bar = progressBar(HERO_SCENES.length, 'herov2 photos');
  const photos = new Array(HERO_SCENES.length);
  await eachLimited(HERO_SCENES, 2, async (name, index) => {
    let colour = '#1f3a5f';
    for (const [orientation, spec] of Object.entries(ORIENTATIONS)) {
      const png = await render(sceneSvg({ name, width: spec.width, height: spec.height }));
      if (orientation === 'landscape') colour = await averageColour(png);
      await writeVariants(png, path.join(HEROV2_DIR, orientation, name), spec);
    }
    photos[index] = { name, colour };
    bar.tick(name);
  });
  bar.end();
  await writeManifest(photos, 'client/scripts/photos.mjs', { placeholders: true });
}

async function eventPictures() {
  const dir = path.join(PUBLIC_DIR, 'imgs', 'events');
  await rm(dir, { recursive: true, force: true });
  const bar = progressBar(EVENT_SCENES.length, 'event pictures');
  for (const [id, title, palette] of EVENT_SCENES) {
    const png = await render(
      sceneSvg({
        name: `event-${id}`,
        title,
        width: EVENT_SIZE.width,
        height: EVENT_SIZE.height,
        label: LABEL,
        palette,
      }),
    );
    await writeVariants(png, path.join(dir, id), EVENT_SIZE);
    bar.tick(id);
  }
  bar.end();
}

async function banners() {
  const dir = path.join(PUBLIC_DIR, 'imgs', 'hero');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const bar = progressBar(BANNERS.length, 'banners');
  for (const [index, palette] of BANNERS.entries()) {
    const n = index + 1;
    const svg = sceneSvg({
      name: `banner-${n}`,
      title: `Banner ${n}`,
      width: 1600,
      height: 640,
      label: LABEL,
      palette,
    });
    // A palette PNG keeps the specification's .png name at a tenth of a true-colour PNG's weight.
    await sharp(Buffer.from(svg))
      .png({ palette: true, quality: 80, effort: 8, compressionLevel: 9 })
      .toFile(path.join(dir, `banner_${n}.png`));
    bar.tick(`banner_${n}.png`);
  }
  bar.end();
}

const only = process.argv[2];
if (!only || only === 'hero') await heroSet();
if (!only || only === 'events') await eventPictures();
if (!only || only === 'banners') await banners();
console.log('Done. Commit client/public/imgs and server/content/src/photos.ts.');
