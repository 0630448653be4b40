import { execSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from './support/chromium-flags';
import { E2E_SITE_URL } from './support/e2e-config';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the real server on a
 * free port. The port is chosen once in the main process; workers inherit it through the env.
 */
function freePort(): string {
  return execSync(
    `node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"`,
  )
    .toString()
    .trim();
}
process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
export const baseURL = `http://127.0.0.1:${port}`;
// A second server on an EMPTY database (no sample guests) for the admin area's empty states;
// specs reach it through E2E_EMPTY_URL.
process.env.E2E_EMPTY_PORT ??= freePort();
const emptyPort = process.env.E2E_EMPTY_PORT;
process.env.E2E_EMPTY_URL = `http://127.0.0.1:${emptyPort}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The guest pages register a service worker (ADR 056); the specs see the network as without
    // one (page.route, fresh pages), except guest-offline.spec.ts, which allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /guest-offline\.spec\.ts$/,
    },
    {
      // The offline pages time their paint (ADR 056: under 500 ms): they run last, alone on the
      // machine, so the figure is the page's and not the other worker's.
      name: 'offline',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /guest-offline\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      // One process (no npx/tsx wrapper) so the shutdown signal reaches the server and its database.
      command: 'node --import tsx tests/support/e2e-server.ts',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      cwd: '..',
      url: `${baseURL}/readyz`,
      env: { PORT: port, SITE_URL: E2E_SITE_URL },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // One process (no npx/tsx wrapper) so the shutdown signal reaches the server and its database.
      command: 'node --import tsx tests/support/e2e-server.ts',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      cwd: '..',
      url: `${process.env.E2E_EMPTY_URL}/readyz`,
      env: { PORT: emptyPort, E2E_SAMPLE_DATA: '0', SITE_URL: E2E_SITE_URL },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
