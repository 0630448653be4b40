import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Client modules import the words of their edition through `@edition/…` (ADR 019); tests read English. */
const englishEdition = fileURLToPath(new URL('./server/content/src/en/', import.meta.url));
const alias = [{ find: /^@edition\//, replacement: englishEdition }];
const define = { 'import.meta.env.SITE_LANG': JSON.stringify('en') };

/** What the server's tests and the cross-tier tests share: Node, one PostgreSQL for the run. */
const onTheServerSide = {
  environment: 'node' as const,
  globalSetup: ['server/src/platform/test/global-setup.ts'],
  setupFiles: ['tests/setup/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Unit and integration tests, next to the code they test. The server project gets one real
 * PostgreSQL for the run (global setup) and a fresh database per test file.
 */
export default defineConfig({
  test: {
    // As many test files at once as the machine has cores, not one fewer (vitest's default): most
    // files wait on PostgreSQL, a server or nginx, so on two cores two workers take 290 s where one
    // took 455 s (ADR 075).
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          // The server's modules are imported once per worker, not once per file (ADR 091): each
          // file already gets its own database and its own app, and importing Express, GraphQL
          // and the whole server again for each of some 120 files was half the project's time.
          isolate: false,
          include: ['server/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**', '**/*.isolated.test.ts'],
          ...onTheServerSide,
        },
      },
      {
        resolve: { alias },
        test: {
          // A file that replaces one of the server's modules (vi.mock) needs modules of its own.
          name: 'server-isolated',
          include: ['server/**/*.isolated.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          ...onTheServerSide,
        },
      },
      {
        resolve: { alias },
        test: {
          // Cross-tier tests: the real nginx in front of the real server and built client, the real
          // server process under hostile input and faults (a database restart, a shutdown), and the
          // built French pages against the English words (no English left on them).
          name: 'stack',
          // Each file starts its own processes; the modules it imports are shared (ADR 091).
          isolate: false,
          include: [
            'tests/nginx/**/*.test.ts',
            'tests/deploy/**/*.test.ts',
            'tests/faults/**/*.test.ts',
            'tests/i18n/**/*.test.ts',
          ],
          ...onTheServerSide,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        define,
        test: {
          name: 'client',
          environment: 'jsdom',
          // One jsdom and one copy of React per worker, not per file: the files clean up after each
          // test (client/src/test/setup.ts), and setting up jsdom and importing React again for each
          // of some fifty files cost a minute of the run (ADR 075).
          isolate: false,
          include: ['client/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'client/src/test/setup.ts'],
        },
      },
    ],
  },
});
