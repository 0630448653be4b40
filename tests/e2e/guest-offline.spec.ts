import type { Page } from '@playwright/test';
import { pageTitles as englishTitles } from '@riviera/content/en/pages';
import { pageTitles as frenchTitles } from '@riviera/content/fr/pages';
import { expect, test } from '../support/fixtures';

/**
 * The guest pages after one visit online, with no network (ADR 056): the service worker, which the
 * other specs block (playwright.config.ts), is allowed here; a phone's width.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
// One after the other: the paint is timed without the other test's browser busy beside it. The first
// visit fetches the whole precache (about 1.4 MB): more time than a page test on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const OTHER_PAGES = ['events', 'accommodations', 'travel', 'faq', 'info', 'rsvp'] as const;

/** Opens a page online and waits until the service worker controls it, its precache complete. */
async function visitOnline(page: Page, address: string): Promise<void> {
  await page.goto(address);
  // The worker is active once its install (the whole precache) has succeeded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** When the page drew its largest element, in milliseconds from the start of its navigation. */
function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          if (last) resolve(last.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test('after one visit, every English guest page opens offline, quickly, and the hosts’ area does not', async ({
  page,
  context,
}) => {
  await visitOnline(page, '/');
  await context.setOffline(true);
  for (const name of OTHER_PAGES) {
    await page.goto(`/${name}`);
    await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(englishTitles[name]);
  }

  // A repeat visit with the network off paints at once: the best of three visits, so a moment when
  // the shared test machine is busy elsewhere does not count as the page's.
  const paints: number[] = [];
  for (let visit = 0; visit < 3; visit += 1) {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitles.home);
    paints.push(await largestContentfulPaint(page));
  }
  expect(Math.min(...paints), `LCP of each visit: ${paints.join(', ')} ms`).toBeLessThan(500);

  // The hosts' area never comes from the cache: offline, the browser cannot open it.
  await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await expect(page.getByRole('heading', { name: englishTitles.admin })).toHaveCount(0);
});

test('after one visit, every French guest page opens offline in French', async ({ page, context }) => {
  await visitOnline(page, '/fr/');
  await context.setOffline(true);
  for (const name of OTHER_PAGES) {
    await page.goto(`/fr/${name}`);
    await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(frenchTitles[name]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  }
});
