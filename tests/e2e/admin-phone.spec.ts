import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { logIn } from './admin-support';
import { declinePayload } from './rsvp-fixtures';

/** The hosts manage the list from a phone too (issue 12): the page never scrolls sideways. */
test.use({ viewport: { width: 390, height: 844 }, sandboxedMailFrame: true });

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

test('the Mail tab, a message and the send dialog fit a 390 px phone, their actions always in view', async ({
  page,
}) => {
  // Camille Fontaine answers, so the Mail tab has her confirmation whatever other specs did.
  const answer = await page.request.post('/rsvp', {
    headers: { 'X-Forwarded-For': '198.19.9.1' },
    data: declinePayload('Camille', 'Fontaine', { invitationCode: '9A86UV' }),
  });
  expect(answer.status()).toBe(200);

  await logIn(page);
  await page.getByRole('tab', { name: /^Mail/ }).click();
  const confirmation = page.getByRole('listitem').filter({ hasText: 'camille.fontaine@example.com' });
  await expect(confirmation.first()).toBeVisible({ timeout: 20_000 });
  let width = await pageWidth(page);
  expect(width.scroll, 'page width with the Mail tab open').toBeLessThanOrEqual(width.client);
  // The hosts' addresses for notices (issue 24) fit the phone's width too.
  await expect(page.getByLabel('Your addresses')).toBeInViewport({ ratio: 1 });

  // A message: the frame is taller than the phone, yet both close controls are in view.
  await confirmation.first().getByRole('button').click();
  let dialog = page.getByRole('dialog', { name: 'Your RSVP: thank you for letting us know' });
  await expect(dialog.locator('iframe')).toBeVisible();
  const [topClose, bottomClose] = [
    dialog.getByRole('button', { name: 'Close' }).first(),
    dialog.getByRole('button', { name: 'Close' }).last(),
  ];
  expect(await dialog.getByRole('button', { name: 'Close' }).count()).toBe(2);
  expect(await dialog.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  await expect(topClose).toBeInViewport();
  await expect(bottomClose).toBeInViewport();
  width = await pageWidth(page);
  expect(width.scroll, 'page width with a message open').toBeLessThanOrEqual(width.client);
  await topClose.click();
  await expect(dialog).toHaveCount(0);

  // The send dialog: Send and the close control stay in view, at the top and the bottom as it scrolls.
  await page.getByRole('tab', { name: /^Guests/ }).click();
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Camille Fontaine' }) })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Send mail…' }).click();
  dialog = page.getByRole('dialog', { name: 'Send mail to 1 guest' });
  await expect(dialog.locator('iframe')).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send', exact: true });
  const close = dialog.getByRole('button', { name: 'Close' });
  expect(await dialog.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  await expect(send).toBeInViewport();
  await expect(close).toBeInViewport();
  await dialog.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await expect(send).toBeInViewport();
  await expect(close).toBeInViewport();
  width = await pageWidth(page);
  expect(width.scroll, 'page width with the send dialog open').toBeLessThanOrEqual(width.client);
  await page.screenshot({ path: 'test-results/admin-phone-send-dialog.png' });
  await close.click();
  await expect(dialog).toHaveCount(0);
});

test('the counts sit two to a row on a phone, in figures that read at a glance, and the tabs come soon after', async ({
  page,
}) => {
  await logIn(page);
  const figures = page.locator('.admin-figure');
  // The specification's counts and the people coming (issue 24).
  await expect(figures).toHaveCount(12);
  const columns = await figures.evaluateAll((cards) => [
    ...new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))),
  ]);
  expect(columns, 'left edges of the count cards').toHaveLength(2);
  // Lining figures: the serif's old-style 1 and 0 read as I and o.
  await expect(figures.first().locator('.admin-figure-value')).toHaveCSS(
    'font-variant-numeric',
    'lining-nums tabular-nums',
  );
  // The guest list's tabs within a short scroll of the top (they were 2,050 px down, one card a row).
  const tabs = page.getByRole('tablist', { name: 'Guest list and answers' });
  const top = await tabs.evaluate((list) => list.getBoundingClientRect().top + window.scrollY);
  expect(top).toBeLessThan(1_200);
  await page
    .getByRole('region', { name: 'At a glance' })
    .screenshot({ path: 'test-results/admin-phone-counts.png' });
});
