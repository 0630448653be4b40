import { accessSync, constants } from 'node:fs';
import { BenchError } from './progress';

/** The system Chromium the browser tests drive (tests/playwright.config.ts): never a downloaded one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The browser tests' flags, so the bench measures the same browser. */
export { CHROMIUM_FLAGS } from '../../tests/support/chromium-flags';

/** Stops the run before anything starts when there is no Chromium to drive. */
export function requireChromium(): void {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new BenchError(
      `Chromium is missing: the benchmark drives the system Chromium at ${CHROMIUM_PATH}. ` +
        'Install it with "make system-deps" (as root on Debian/Ubuntu: apt-get install chromium), ' +
        'or point CHROMIUM_PATH at another Chromium.',
    );
  }
}
