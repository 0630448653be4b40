import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logIn } from './admin-support';

/** The hosts manage the list from a phone too (issue 12): the page never scrolls sideways. */
test.use({ viewport: { width: 390, height: 844 } });

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));

test('the admin area fits a 390 px phone; the guest table scrolls inside its own box', async ({ page }) => {
  await logIn(page);
  await expect(page.getByRole('table').first()).toBeVisible();
  for (const tab of [/^Guests/, /^RSVPs/]) {
    await page.getByRole('tab', { name: tab }).click();
    const { scroll, client } = await pageWidth(page);
    expect(scroll, `page width with the ${String(tab)} tab open`).toBeLessThanOrEqual(client);
  }
  await page.getByRole('tab', { name: /^Guests/ }).click();
  const table = page.locator('.admin-scroll').first();
  expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);

  // The menu comes back as soon as the host scrolls up, wherever they are in the list.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.mouse.wheel(0, -300);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toBeInViewport();
  await menu.click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }),
  ).toBeVisible();
});
