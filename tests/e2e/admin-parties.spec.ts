import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { useOwnServer } from '../support/public-host-server';
import { expectAccessible, logIn } from './admin-support';

/**
 * The hosts invite a family (ADR 040), on a server of their own (the family would change the shared
 * guest list's counts): a CSV with parties (a child alone refused with its row), a person added to
 * the party, the party renamed, and one printed card for the whole family.
 */
const own = useOwnServer(test);

const dialog = (page: Page) => page.getByRole('dialog');
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();

test('the hosts import a family, build its party, and print its one card', async ({ page }) => {
  test.slow(); // an accessibility scan, the party at two widths, the cards: past 30 s on a busy machine
  await logIn(page, `http://127.0.0.1:${own.port()}`);
  const file = page.getByLabel('CSV file');
  const family =
    'Name,Email,Party,Child\nClaire Dupont,claire@example.com,The Dupont family,\nLéa Dupont,,the dupont family,yes\n';
  await file.setInputFiles({
    name: 'family.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${family}Tom Alone,,,yes\n`),
  });
  await expect(
    page.getByRole('table', { name: 'Guests in the file' }).getByRole('row').filter({ hasText: 'Tom Alone' }),
  ).toContainText('A child needs a Party shared with an adult');
  await file.setInputFiles({ name: 'family.csv', mimeType: 'text/csv', buffer: Buffer.from(family) });
  await page.getByRole('button', { name: 'Import 2 guests' }).click();
  await expect(notice(page, 'Imported 2 guests.')).toBeVisible();
  await expect(rowOf(page, 'Léa Dupont')).toContainText('The Dupont family · child');

  await rowOf(page, 'Claire Dupont').getByRole('button', { name: 'Add to party Claire Dupont' }).click();
  await dialog(page).getByLabel('Name').fill('Paul Dupont');
  await dialog(page).getByRole('button', { name: 'Add to party' }).click();
  await expect(notice(page, 'Paul Dupont was added to The Dupont family.')).toBeVisible();

  await rowOf(page, 'Paul Dupont').getByRole('button', { name: 'Party Paul Dupont', exact: true }).click();
  await dialog(page).getByLabel('Party name, as the invitation is addressed').fill('Les Dupont');
  await dialog(page).getByRole('button', { name: 'Rename party' }).click();
  await expect(notice(page, 'The party is now called Les Dupont.')).toBeVisible();
  await expect(rowOf(page, 'Léa Dupont')).toContainText('Les Dupont · child');
  // The counts say how many invitations, adults and children.
  await expect(page.getByText('3 people on 1 invitation: 2 adults and 1 child.')).toBeVisible();
  await expectAccessible(page);

  // On a phone each person is a card, the party's members under its first person, set in (ADR 047).
  await page.setViewportSize({ width: 390, height: 844 });
  const lefts = await page
    .getByRole('row')
    .filter({ hasText: 'Les Dupont' })
    .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
  expect(lefts).toHaveLength(3);
  expect(lefts[1]).toBeGreaterThan(lefts[0] ?? Infinity);
  expect(lefts[2]).toBe(lefts[1]);
  await expect(rowOf(page, 'Léa Dupont')).toContainText('Les Dupont · child');
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Show invitation cards' }).click();
  const cards = page.getByRole('listitem').filter({ has: page.locator('.invitation-card-code') });
  await expect(cards.filter({ hasText: 'Dupont' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Dupont' })).toContainText('Dear Les Dupont');
});
