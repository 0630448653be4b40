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

test('the counts sit two to a row on a phone, in figures that read at a glance, and the tabs come soon after', async ({
  page,
}) => {
  await logIn(page);
  const figures = page.locator('.admin-figure');
  await expect(figures).toHaveCount(11);
  const columns = await figures.evaluateAll((cards) => [
    ...new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))),
  ]);
  expect(columns, 'left edges of the count cards').toHaveLength(2);
  // Lining figures: the serif's old-style 1 and 0 read as I and o.
  await expect(figures.first().locator('dd')).toHaveCSS('font-variant-numeric', 'lining-nums tabular-nums');
  // The guest list's tabs within a short scroll of the top (they were 2,050 px down, one card a row).
  const tabs = page.getByRole('tablist', { name: 'Guest list and answers' });
  const top = await tabs.evaluate((list) => list.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(1_200);
});
