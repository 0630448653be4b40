import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const BANNER_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../client/public/imgs/hero/banner_1.png',
);

/**
 * /home-old discovers banner_1.png, banner_2.png, … and stops at the first missing one. A missing
 * banner is a 404 that Chromium logs to the console, so this file checks console errors itself
 * (instead of the shared fixture): the only one allowed is that expected 404.
 */
test.describe('home-old banner slideshow', () => {
  test('discovers banners one by one, stops at the first missing file, then loops', async ({ page }) => {
    const requested: number[] = [];
    const unexpected: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const expected404 = message.text().includes('404') && message.location().url.endsWith('/banner_4.png');
      if (!expected404) unexpected.push(message.text());
    });
    page.on('pageerror', (error) => unexpected.push(error.message));
    // Three banners exist in this test; banner_4.png is missing.
    await page.route('**/imgs/hero/banner_*.png', async (route) => {
      const n = Number(/banner_(\d+)\.png$/.exec(route.request().url())?.[1]);
      requested.push(n);
      if (n <= 3) await route.continue();
      else
        await route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not found"}' });
    });
    await page.clock.install();
    await page.goto('/home-old');

    const banner = page.locator('.banner');
    const active = page.locator('.banner__image.is-active');
    await expect(active).toHaveAttribute('src', '/imgs/hero/banner_1.png');
    // Only one banner ahead is looked for: banner_3 is not requested while banner_1 shows.
    await expect(banner).toHaveAttribute('data-count', '2');
    expect(requested).not.toContain(3);
    await page.clock.runFor(3_500);
    await expect(active).toHaveAttribute('src', '/imgs/hero/banner_2.png');
    await expect(banner).toHaveAttribute('data-count', '3');
    await page.clock.runFor(3_500);
    await expect(active).toHaveAttribute('src', '/imgs/hero/banner_3.png');
    await expect(banner).toHaveAttribute('data-finished', 'true');
    await expect(banner).toHaveAttribute('data-count', '3');
    await page.clock.runFor(3_500);
    await expect(active).toHaveAttribute('src', '/imgs/hero/banner_1.png');
    await page.clock.runFor(3_500 * 4);

    expect([...new Set(requested)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    await expect(page.getByRole('link', { name: 'RSVP now' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Aanya & Julien' })).toBeVisible();
    expect(unexpected).toEqual([]);
  });

  test('never looks past banner_20.png', async ({ page }) => {
    // Twenty discoveries one after the other, each a picture loaded and decoded for real while the
    // clock is advanced slide by slide: on a loaded machine that takes longer than a test's 30 s.
    test.slow();
    const requested = new Set<number>();
    await page.route('**/imgs/hero/banner_*.png', async (route) => {
      requested.add(Number(/banner_(\d+)\.png$/.exec(route.request().url())?.[1]));
      // Every number "exists": the same picture stands in for all of them.
      await route.fulfill({ path: BANNER_FILE, contentType: 'image/png' });
    });
    await page.clock.install();
    await page.goto('/home-old');
    const banner = page.locator('.banner');
    await expect
      .poll(
        async () => {
          await page.clock.runFor(3_500);
          return banner.getAttribute('data-count');
        },
        { timeout: 80_000, intervals: [100] },
      )
      .toBe('20');
    await expect(banner).toHaveAttribute('data-finished', 'true');
    expect(Math.max(...requested)).toBe(20);
  });

  test('a missing banner_1.png leaves no picture once discovery has looked', async ({ page }) => {
    const unexpected: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (!(message.text().includes('404') && message.location().url.endsWith('/banner_1.png')))
        unexpected.push(message.text());
    });
    page.on('pageerror', (error) => unexpected.push(error.message));
    // The couple removed every banner: the first one, presumed in the page, goes.
    await page.route('**/imgs/hero/banner_*.png', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not found"}' }),
    );
    await page.goto('/home-old');
    await expect(page.locator('.banner')).toHaveAttribute('data-finished', 'true');
    await expect(page.locator('.banner__image')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Aanya & Julien' })).toBeVisible();
    expect(unexpected).toEqual([]);
  });
});

test.describe('home-old before its JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first banner is in the pre-rendered page, drawn at the first paint', async ({ page }) => {
    await page.goto('/home-old');
    const first = page.locator('.banner__image.is-active');
    await expect(first).toHaveAttribute('src', '/imgs/hero/banner_1.png');
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
    await expect(first).toBeVisible();
  });
});
