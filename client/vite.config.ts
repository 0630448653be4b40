import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the server runs on 8080; /api and the API side of /rsvp go there. */
const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
  },
});
