import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { heroPhotos } from './src/content/photos';
import { calendarFiles } from './src/features/events/lib/calendar-files';
import { HERO_SIZES, photoBase } from './src/features/home/lib/hero-sources';
import { srcSet } from './src/lib/image-variants';

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
        const file = calendarFiles(new Date()).find((candidate) => candidate.path === req.url);
        if (!file) {
          next();
          return;
        }
        res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
        res.end(file.content);
      });
    },
    generateBundle() {
      for (const file of calendarFiles(new Date())) {
        this.emitFile({ type: 'asset', fileName: file.path.slice(1), source: file.content });
      }
    },
  };
}

/**
 * Makes the home page's first slide discoverable from the static index.html: one preload per
 * orientation (the media queries mirror "portrait when taller than wide"), AVIF, high priority,
 * with the srcset and sizes of the slide itself so the browser reuses the preloaded file.
 */
function heroPreloadPlugin(): Plugin {
  const first = heroPhotos.photos[0];
  return {
    name: 'riviera-hero-preload',
    transformIndexHtml() {
      if (!first) return [];
      const tags: HtmlTagDescriptor[] = (['portrait', 'landscape'] as const).map((orientation) => ({
        tag: 'link',
        injectTo: 'head',
        attrs: {
          rel: 'preload',
          as: 'image',
          type: 'image/avif',
          fetchpriority: 'high',
          media: orientation === 'portrait' ? '(max-aspect-ratio: 999/1000)' : '(min-aspect-ratio: 1/1)',
          imagesrcset: srcSet(
            photoBase(first.name, orientation),
            heroPhotos.orientations[orientation].widths,
            'avif',
          ),
          imagesizes: HERO_SIZES,
        },
      }));
      return tags;
    },
  };
}

export default defineConfig({
  plugins: [react(), calendarFilesPlugin(), heroPreloadPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/readyz': { target: apiTarget },
      '/rsvp': {
        target: apiTarget,
        // A browser navigation to /rsvp is the SPA page, not the API (DESIGN.md 3.1).
        bypass: (req) =>
          req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
            ? '/index.html'
            : undefined,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: chunk graph read by tests/support/check-budgets.mjs (not served).
    manifest: true,
  },
});
