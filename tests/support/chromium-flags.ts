/**
 * The flags the system Chromium runs with, headless as root on a small shared machine: the browser
 * tests (tests/playwright.config.ts) and the benchmark's Lighthouse runs (bench/lib/chromium.ts)
 * drive the same browser.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
