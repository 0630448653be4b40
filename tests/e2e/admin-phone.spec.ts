import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible, logIn } from './admin-support';
import { declinePayload } from './rsvp-fixtures';

/** The hosts manage the list from a phone too: the page never scrolls sideways. */
test.use({ viewport: { width: 390, height: 844 }, sandboxedMailFrame: true });

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));

/** Camille Fontaine declines (other specs send the same answer), so the RSVPs tab and the Mail tab have her. */
async function camilleDeclines(page: Page): Promise<void> {
  const answer = await page.request.post('/rsvp', {
    headers: { 'X-Forwarded-For': '198.19.9.1' },
    data: declinePayload('Camille', 'Fontaine', { invitationCode: '9A86UV' }),
  });
  expect(answer.status()).toBe(200);
}

test('the admin area fits a 390 px phone: the guest list and the answers are cards, name, reply and actions in view', async ({
  page,
}) => {
  test.slow(); // two accessibility scans of the cards on a phone
  await camilleDeclines(page);
  await logIn(page);
  await expect(page.getByRole('table').first()).toBeVisible();
  for (const tab of [/^Guests/, /^RSVPs/]) {
    await page.getByRole('tab', { name: tab }).click();
    const { scroll, client } = await pageWidth(page);
    expect(scroll, `page width with the ${String(tab)} tab open`).toBeLessThanOrEqual(client);
    // Cards, not a table scrolling sideways in its box (ADR 047).
    const box = page.getByRole('tabpanel').locator('.admin-scroll');
    expect(await box.evaluate((list) => list.scrollWidth - list.clientWidth), `${String(tab)} sideways`).toBe(
      0,
    );
  }
  await expectAccessible(page, '[role=tabpanel]');

  // Her answer's card: her name, her reply and when she sent it, whole on the screen.
  const cardOf = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  let card = cardOf('Camille Fontaine');
  for (const part of [
    card.getByRole('rowheader'),
    card.getByRole('cell').filter({ hasText: /^No$/ }).first(),
    card.locator('time'),
  ]) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeInViewport({ ratio: 1 });
  }

  // Her card in the guest list: name, reply, the mailings' statuses and every action, and Edit works.
  await page.getByRole('tab', { name: /^Guests/ }).click();
  const search = page.getByLabel('Search guests');
  await search.fill('Camille Fontaine');
  card = cardOf('Camille Fontaine');
  await expectAccessible(page, '[role=tabpanel]');
  for (const part of [
    card.getByRole('rowheader'),
    card.getByText('Declined', { exact: true }),
    card.getByRole('button', { name: /save the date for Camille Fontaine/ }),
    card.getByRole('button', { name: /formal invite for Camille Fontaine/ }),
    card.getByRole('button', { name: 'Edit Camille Fontaine' }),
    card.getByRole('button', { name: 'Add to party Camille Fontaine' }),
    card.getByRole('button', { name: 'Party Camille Fontaine', exact: true }),
    card.getByRole('button', { name: 'Delete Camille Fontaine' }),
  ]) {
    await part.scrollIntoViewIfNeeded();
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  await card.getByRole('button', { name: 'Edit Camille Fontaine' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Camille Fontaine' });
  await expect(edit.getByLabel('Name', { exact: true })).toHaveValue('Camille Fontaine');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
  await search.fill('');

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
  await camilleDeclines(page);

  await logIn(page);
  await page.getByRole('tab', { name: /^Mail/ }).click();
  const confirmation = page.getByRole('listitem').filter({ hasText: 'camille.fontaine@example.com' });
  await expect(confirmation.first()).toBeVisible({ timeout: 20_000 });
  let width = await pageWidth(page);
  expect(width.scroll, 'page width with the Mail tab open').toBeLessThanOrEqual(width.client);
  // The hosts' addresses for notices fit the phone's width too.
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
  // The weeks before the wedding, when the hosts live in these lists: no after-the-wedding banner
  // (ADR 083) above them.
  await page.clock.setFixedTime(new Date('2026-04-20T10:00:00+02:00'));
  await logIn(page);
  const figures = page.locator('.admin-figure');
  // The specification's counts and the people coming.
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
  // Every tab inside the list's own width, and its words inside the tab (Travel ran 7 px past the
  // card's edge).
  const overflows = await tabs.evaluate((list) => {
    const right = list.getBoundingClientRect().right;
    return [...list.querySelectorAll('[role="tab"]')].flatMap((tab) => {
      const name = tab.textContent ?? '';
      const past = tab.getBoundingClientRect().right - right;
      return [
        ...(past > 0 ? [`${name}: ${past} px past the list`] : []),
        ...(tab.scrollWidth > tab.clientWidth ? [`${name}: words wider than the tab`] : []),
      ];
    });
  });
  expect(overflows).toEqual([]);
  await page
    .getByRole('region', { name: 'At a glance' })
    .screenshot({ path: 'test-results/admin-phone-counts.png' });
});
