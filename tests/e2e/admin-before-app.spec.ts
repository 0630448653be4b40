import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD, logIn } from './admin-support';

/**
 * The hosts' login is the admin page's HTML (ADR 090): it paints before any script, keeps what a
 * host types before the app comes, and a session this browser keeps never shows a login first.
 */

/** Holds the app's entry script back until `release`: the page stays as its HTML drew it. */
async function holdBackApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('the login paints before any script, and a password sent before the app logs the host in', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const timing = await page.evaluate(async () => {
    const paints = await new Promise<number[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => entry.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { largestPaint: Math.max(...paints), scripts };
  });
  expect(timing.scripts.length, "the hosts' scripts came").toBeGreaterThan(0);
  expect(Math.min(...timing.scripts), 'the first script after the largest paint').toBeGreaterThan(
    timing.largestPaint,
  );

  const release = await holdBackApp(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible();
  await expect(
    page.getByText('This area is for the couple. Enter the admin password to see guests and RSVPs.'),
  ).toBeVisible();
  const password = page.getByLabel('Password');
  await password.pressSequentially(E2E_ADMIN_PASSWORD);
  await password.press('Enter');
  await expect(page.locator('html[data-app]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  await release();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('riviera.admin.token'))).toMatch(/^ey/);
});

test('a session this browser keeps shows the dashboard, never the login first', async ({ page }) => {
  await logIn(page);
  const release = await holdBackApp(page);
  await page.reload();
  // The login is in the HTML, hidden while the app that draws the dashboard comes.
  await expect(page.locator('html[data-host-session]')).toBeAttached();
  await expect(page.locator('.admin-login')).toBeAttached();
  await expect(page.locator('.admin-login')).toBeHidden();

  await release();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('.admin-login')).toHaveCount(0);
  await expect(page.locator('html[data-host-session]')).toHaveCount(0);
});
