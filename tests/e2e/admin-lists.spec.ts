import type { Locator, Page } from '@playwright/test';
import { allEvents } from '../../server/contract/src/events';
import { expect, test } from '../support/fixtures';
import { useOwnServer } from '../support/public-host-server';
import { expectAccessible, logIn } from './admin-support';

/**
 * The hosts' lists of a family (ADR 073), on a server of their own: the import's preview with the
 * family's columns, the family as one block under its name, adults first, the party dialog's move
 * named for what it does, and a changed answer telling what changed; at 390 px, then 1280 px.
 */
const own = useOwnServer(test);

const family =
  'Name,Email,Party,Child,By post\n' +
  'Adam Martin,,Les Martin,yes,\n' +
  'Sophie Martin,sophie@example.com,Les Martin,,\n' +
  'Jules Roux,jules@example.com,,,\n' +
  'Nina Petit,,,,yes\n';

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
const rowNames = (page: Page) => page.getByRole('tabpanel').getByRole('rowheader');
const fitsTheWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The element drawn at the middle of the locator's first line is itself: nothing covers it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
  });

/**
 * The dashboard's Welcome party and Farewell lunch (the specification's labels) each say once which
 * event they count, in a plain sentence ("People at the Welcome Dinner, …"), not a second heading;
 * and the counts of each row of tiles line up, notes or not.
 */
async function expectEventTilesPlain(page: Page): Promise<void> {
  for (const [label, note] of [
    ['Welcome party', 'People at the Welcome Dinner, Thu 14 May'],
    ['Farewell lunch', 'People at the Farewell Brunch, Sat 16 May'],
  ] as const) {
    const tile = page.locator('.admin-figure').filter({ has: page.locator('dt', { hasText: label }) });
    await expect(tile.getByRole('definition')).toHaveText([/^\d+$/, note]);
  }
  const misaligned = await page.locator('.admin-figure').evaluateAll((tiles) => {
    const rows = new Map<number, number[]>();
    for (const tile of tiles) {
      const top = Math.round(tile.getBoundingClientRect().top);
      const value = tile.querySelector('.admin-figure-value')?.getBoundingClientRect().bottom ?? 0;
      rows.set(top, [...(rows.get(top) ?? []), value]);
    }
    return [...rows.values()].filter((values) => Math.max(...values) - Math.min(...values) > 1);
  });
  expect(misaligned, 'counts of a row of tiles that do not line up').toEqual([]);
}

const nina = {
  firstName: 'Nina',
  lastName: 'Petit',
  mailingAddress: '3 Quai des Belges, Marseille',
  attending: true,
  plusOneAttending: false,
  plusOneFirstName: '',
  plusOneLastName: '',
  events: allEvents(true),
  plusOneEvents: {},
  dietaryRestrictions: 'Fish',
  plusOneDietaryRestrictions: '',
  message: '',
};

test('a family is one block under its name, and a changed answer says what changed', async ({ page }) => {
  test.slow(); // two widths, an import, a move, two answers and an accessibility scan
  const origin = `http://127.0.0.1:${own.port()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, origin);

  // The preview shows what makes a family, each row a readable card on a phone.
  await page.getByLabel('CSV file').setInputFiles({
    name: 'family.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(family),
  });
  const preview = page.getByRole('table', { name: 'Guests in the file' });
  const adam = preview.getByRole('row').filter({ hasText: 'Adam Martin' });
  await expect(adam.getByRole('cell').filter({ hasText: 'Les Martin' })).toHaveAttribute(
    'data-label',
    'Party',
  );
  await expect(adam.getByRole('cell').filter({ hasText: /^Yes$/ })).toHaveAttribute('data-label', 'Child');
  const post = preview.getByRole('row').filter({ hasText: 'Nina Petit' }).locator('[data-label="By post"]');
  await expect(post).toHaveText('Yes');
  await expect(post).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);
  // At 1280 px a table, its family columns in view.
  await page.setViewportSize({ width: 1280, height: 800 });
  await preview.scrollIntoViewIfNeeded();
  for (const column of ['Party', 'Child', 'By post'])
    await expect(preview.getByRole('columnheader', { name: column, exact: true })).toBeInViewport();
  await expect(post).toHaveText('Yes');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Import 4 guests' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 4 guests.' }).first()).toBeVisible();

  // Filed under its name (after Jules, before Nina), its adult before its child, under one heading.
  await expect(rowNames(page)).toHaveText([/^Jules Roux/, /^Sophie Martin/, /^Adam Martin/, /^Nina Petit/]);
  await expect(page.locator('.admin-party-heading')).toHaveText('Les Martin 1 adult, 1 child');
  await expect(page.locator('.admin-party-heading')).toBeVisible();
  expect(await fitsTheWidth(page)).toBe(true);

  // The move says what it does, with the party chosen.
  await rowOf(page, 'Jules Roux').getByRole('button', { name: 'Party Jules Roux', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('button', { name: 'Give Jules Roux an invitation of their own' }),
  ).toBeVisible();
  expect(await uncovered(dialog.getByText('Move Jules Roux to', { exact: true }))).toBe(true);
  await dialog.getByLabel('Move Jules Roux to').selectOption({ label: 'Les Martin' });
  const move = dialog.getByRole('button', { name: 'Move Jules Roux to Les Martin' });
  await expect(move).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await uncovered(dialog.getByText('Move Jules Roux to', { exact: true }))).toBe(true);
  await expect(move).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await move.click();
  await expect(page.getByRole('status').filter({ hasText: 'Jules Roux' }).first()).toBeVisible();
  await expect(page.locator('.admin-party-heading')).toHaveText('Les Martin 2 adults, 1 child');
  await expect(rowNames(page)).toHaveText([/^Jules Roux/, /^Sophie Martin/, /^Adam Martin/, /^Nina Petit/]);

  // Nina answers, then changes her answer: the RSVPs tab says what changed.
  for (const answer of [
    nina,
    { ...nina, events: { ...allEvents(true), welcomeDinner: false }, dietaryRestrictions: 'Vegetarian' },
  ]) {
    const sent = await page.request.post(`${origin}/rsvp`, { data: answer });
    expect(sent.ok()).toBe(true);
  }
  await page.reload();
  await expectEventTilesPlain(page);
  await page.getByRole('tab', { name: /RSVPs/ }).click();
  const answer = rowOf(page, 'Nina Petit');
  await expect(answer).toContainText('Changed once; last time:');
  await expect(answer.getByRole('listitem')).toHaveText([
    'Welcome dinner: coming → not coming',
    'Entrée: fish → vegetarian',
  ]);
  expect(await fitsTheWidth(page)).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  // What changed is in view beside the name, without scrolling the wide table sideways.
  await answer.getByRole('rowheader').scrollIntoViewIfNeeded();
  await expect(answer.getByRole('listitem').first()).toBeInViewport();
  await expectEventTilesPlain(page);
  await expectAccessible(page);
  await page.getByRole('tab', { name: /Guests/ }).click();
  await expect(page.locator('.admin-party-heading')).toBeVisible();
  await expect(rowNames(page)).toHaveText([/^Jules Roux/, /^Sophie Martin/, /^Adam Martin/, /^Nina Petit/]);
  await expectAccessible(page);
});
