import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { calendarFiles } from './src/features/events/lib/calendar-files';

/**
 * The language of this bundle (ADR 019): `SITE_LANG=fr` builds the French edition, whose pages
 * import the French words of the content package (server/content/src/fr) through `@edition/…`.
 * scripts/build.mjs builds both; `make dev` serves English, `SITE_LANG=fr npm run dev -w
 * @riviera/client` the French pages at /fr/….
 */
const language = process.env.SITE_LANG === 'fr' ? 'fr' : 'en';
const editionFolder = fileURLToPath(new URL(`../server/content/src/${language}/`, import.meta.url));

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

export default defineConfig({
  plugins: [react(), calendarFilesPlugin()],
  resolve: { alias: [{ find: /^@edition\//, replacement: editionFolder }] },
  define: { 'import.meta.env.SITE_LANG': JSON.stringify(language) },
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
  },
});
