import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  siteMeta as englishMeta,
  pageDescriptions as englishDescriptions,
} from '../server/content/src/en/meta';
import {
  siteMeta as frenchMeta,
  pageDescriptions as frenchDescriptions,
} from '../server/content/src/fr/meta';
import { unversionedPhoto, versionedPhoto } from '../server/contract/src/photos';
import { couple } from '../server/content/src/wedding';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { calendarFiles } from './src/features/events/lib/calendar-files';

/**
 * The language of this bundle (ADR 019): `SITE_LANG=fr` builds the French edition, whose pages
 * import the French words of the content package (server/content/src/fr) through `@edition/…`.
 * scripts/build.mjs builds both; `make dev` serves English, `SITE_LANG=fr npm run dev -w
 * @riviera/client` the French pages at /fr/….
 */
const language = process.env.SITE_LANG === 'fr' ? 'fr' : 'en';
const editionFolder = fileURLToPath(new URL(`../server/content/src/${language}/`, import.meta.url));

/**
 * The photos' version (ADR 057): a hash of the names and bytes of every file under public/imgs. The
 * pages ask for a photo at /imgs/v-<version>/…, which both servers cache for a year; a photo added,
 * replaced under its old name or removed makes a new version, so no phone keeps a stale picture.
 */
function photosVersion(): string {
  const root = fileURLToPath(new URL('./public/imgs/', import.meta.url));
  const hash = createHash('sha256');
  for (const name of readdirSync(root, { recursive: true }).map(String).sort()) {
    const file = path.join(root, name);
    if (statSync(file).isFile()) hash.update(`${name}\0`).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}
const PHOTOS_VERSION = photosVersion();

/** In development the server runs on 8080; /api and the API side of /rsvp go there. */
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The events' calendar files (.ics), made from the same content data as the events page: emitted
 * as static files by the build and served by the dev server, so iPhones open them in Calendar.
 */
function calendarFilesPlugin(): Plugin {
  return {
    name: 'riviera-calendar-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = calendarFiles(new Date(), language).find((candidate) => candidate.path === req.url);
        if (!file) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
        res.end(file.content);
      });
    },
    generateBundle() {
      // The pre-rendering's server build needs no calendar files.
      if (this.environment.config.consumer === 'server') return;
      for (const file of calendarFiles(new Date(), language)) {
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.content });
      }
    },
  };
}

/** Where the English bundle and, after the pre-rendering, every page are. */
const DIST = fileURLToPath(new URL('dist/', import.meta.url));

/** The site's paper colour (index.html's theme-color, src/styles): the installed app's bars. */
const PAPER = '#f7f3ec';

/**
 * The guest pages the service worker keeps for offline reading (ADR 056), as the pre-rendering
 * writes them (`events/index.html`, `fr/events/index.html`): every guest page of both languages,
 * not the hosts' area, the earlier home pages or the not-found page.
 */
const OFFLINE_PAGES = [
  '',
  'events',
  'accommodations',
  'info',
  'travel',
  'faq',
  'rsvp',
  'rsvp/travel',
  'weekend',
];
const offlinePageFiles = ['', 'fr/'].flatMap((prefix) =>
  OFFLINE_PAGES.map((page) => `${prefix}${page}${page ? '/' : ''}index.html`),
);

/**
 * The pictures the kept pages preload for their first view (the home page's first slide, the
 * events page's first photo), one size each: the smallest at least 800 pixels wide, what a phone
 * picks. Read from the pre-rendered pages, so empty in the plain `vite build`, before they exist.
 */
function firstViewPictures(): string[] {
  const pictures = new Set<string>();
  for (const file of offlinePageFiles) {
    const page = path.join(DIST, file);
    if (!existsSync(page)) continue;
    for (const [, srcset = ''] of readFileSync(page, 'utf8').matchAll(/imagesrcset="([^"]+)"/g)) {
      const candidates = srcset.split(',').map((candidate) => {
        const [url = '', width = '0w'] = candidate.trim().split(/\s+/);
        return { url, width: Number.parseInt(width, 10) };
      });
      const phone = candidates
        .filter((candidate) => candidate.width >= 800)
        .sort((a, b) => a.width - b.width)[0];
      // The file under dist, without the version the page asks for it under.
      if (phone) pictures.add(unversionedPhoto(phone.url.replace(/^\//, '')));
    }
  }
  return [...pictures];
}

/** A pre-rendered page's file as the address it is served at: `fr/events/index.html` → `/fr/events`. */
function pageAddressOf(file: string): string {
  return `/${file.replace(/\/?index\.html$/, '')}`;
}

/**
 * The web app manifest, the registration script and the service worker (vite-plugin-pwa, ADR 056).
 * Each language's bundle links its own manifest (start_url `/` or `/fr/`); the service worker is
 * built from sw/sw.ts once both bundles are pre-rendered (scripts/service-worker.mjs), as its
 * precache lists the pages' HTML, so what the plain `vite build` writes in its place is replaced.
 */
function installable(): Plugin[] {
  const meta = language === 'fr' ? frenchMeta : englishMeta;
  const description = (language === 'fr' ? frenchDescriptions : englishDescriptions).home;
  return VitePWA({
    strategies: 'injectManifest',
    // Workbox without its development logging, whatever NODE_ENV the build runs with.
    mode: 'production',
    srcDir: 'sw',
    filename: 'sw.ts',
    // An external, deferred /registerSW.js: no inline script for the CSP, nothing added to the
    // pages' module graph; it registers the worker once the page has loaded.
    injectRegister: 'script-defer',
    manifestFilename: language === 'fr' ? 'fr/manifest.webmanifest' : 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: language === 'fr' ? '/fr/' : '/',
      name: meta.siteName,
      short_name: couple.together,
      description,
      lang: meta.lang,
      start_url: language === 'fr' ? '/fr/' : '/',
      scope: '/',
      display: 'standalone',
      background_color: PAPER,
      theme_color: PAPER,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    injectManifest: {
      globPatterns: [
        ...offlinePageFiles,
        'assets/*.{js,css}',
        // What every page links: the registration, the manifests (their icons are fetched when
        // the guest installs the site, online) and the tab's icon (ADR 094).
        'registerSW.js',
        'fr/manifest.webmanifest',
        'favicon-48.png',
        // The events page's photos, one size each (the worker answers the other sizes with it).
        'imgs/events/*-800.avif',
        // The serif's Latin faces: what the pages load in either language.
        'assets/cormorant-garamond-latin-[0-9]*.woff2',
        ...firstViewPictures(),
      ],
      // Hashed names are their own revision: no revision written for them in the worker.
      dontCacheBustURLsMatching: /^assets\//,
      // The hosts' area is never opened from the cache; its chunks are not kept, the dashboard and
      // the tabs it loads when opened (ADR 090; the Content tab and its editor, ADR 080; the Seating
      // tab, ADR 081) included.
      globIgnores: [
        'assets/admin-*',
        'assets/*admin*',
        'assets/dashboard-*',
        'assets/content-tab-*',
        'assets/rich-text-editor-*',
        'assets/seating-tab-*',
      ],
      manifestTransforms: [
        (entries) => ({
          // Pages by their address; photos under the version the pages ask for them with.
          manifest: entries.map((entry) =>
            entry.url.endsWith('index.html')
              ? { ...entry, url: pageAddressOf(entry.url) }
              : { ...entry, url: versionedPhoto(entry.url, PHOTOS_VERSION) },
          ),
          warnings: [],
        }),
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), calendarFilesPlugin(), installable()],
  resolve: { alias: [{ find: /^@edition\//, replacement: editionFolder }] },
  define: {
    'import.meta.env.SITE_LANG': JSON.stringify(language),
    'import.meta.env.PHOTOS_VERSION': JSON.stringify(PHOTOS_VERSION),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/readyz': { target: apiTarget },
      '/rsvp': {
        target: apiTarget,
        // A browser navigation to /rsvp is the page, not the API (ADR 011).
        bypass: (req) =>
          req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
            ? '/index.html'
            : undefined,
      },
    },
  },
  // The French bundle is built beside the English one, then merged into dist by the pre-rendering
  // (scripts/prerender.mjs); the photos are copied once, by the English build.
  publicDir: language === 'en' ? 'public' : false,
  build: {
    outDir: language === 'en' ? 'dist' : '.build-fr',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: the chunk graph, read by the pre-rendering (scripts/prerender.mjs)
    // and by tests/support/check-budgets.mjs; never served.
    manifest: true,
    // React DOM in a chunk of its own: the guest pages' boot script runs one chunk a task, so
    // React's and the app's code never share one long task (ADR 086). Its CommonJS body runs
    // when src/main.tsx first imports it, in a task of its own (ADR 092, 096).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react-dom',
              test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
