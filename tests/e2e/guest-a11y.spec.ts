import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './rsvp-fixtures';

/** Every guest page, at a phone's width and a laptop's: axe-core finds nothing. */
const pages = [
  '/',
  '/homev2',
  '/home-old',
  '/events',
  '/accommodations',
  '/info',
  '/travel',
  '/faq',
  '/no-such-page',
];
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

test.describe('accessibility (axe-core)', () => {
  for (const viewport of widths) {
    for (const path of pages) {
      test.describe(() => {
        // An unknown address answers 404 (with the not-found page), which Chromium logs.
        test.use({ expectedHttpErrors: path === '/no-such-page' ? [404] : [] });
        test(`${path} at ${viewport.width} px has no violations`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
          if (path === '/' || path === '/homev2') {
            await expect(page.getByRole('status').filter({ hasText: 'Loading photos' })).toHaveCount(0);
          }
          const { violations } = await new AxeBuilder({ page }).analyze();
          expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
        });
      });
    }
  }

  // The menu button exists only below 1200 px: the open menu is checked at the phone width.
  const phone = widths.find((viewport) => viewport.width < 1200);
  if (phone) {
    test(`the open menu at ${phone.width} px has no violations`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto('/events');
      // The page's own content first: axe on a page still waiting for its chunk finds no heading.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Accommodations' })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    });
  }
});
