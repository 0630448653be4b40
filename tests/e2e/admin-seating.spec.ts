import type { Page } from '@playwright/test';
import { allEvents } from '@riviera/contract';
import { expect, test } from '../support/fixtures';
import { adminToken, expectAccessible, logIn } from './admin-support';
import { declinePayload } from './rsvp-fixtures';

/**
 * The hosts' Seating tab (DESIGN 3.6, ADR 081): on a phone, a party selected and moved to a table,
 * in French too; at 1280 px the floor view driven by the keyboard. The Seatwell family and Iris
 * Seatwell answer here and nowhere else; the phone test seats the reception, the floor the welcome dinner.
 */
let address = 40;

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post('/api/graphql', {
    headers: { 'X-Forwarded-For': '198.19.23.7' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data;
}

async function hostToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return adminToken({ iat: now, exp: now + 3600 });
}

/** The guests of this spec, coming to everything, once per server (the second caller finds them). */
async function guestsComing(page: Page, token: string): Promise<void> {
  const rows = [
    { name: 'Rémi Seatwell', email: 'remi.seatwell@example.com', party: 'Seatwell family' },
    { name: 'Nora Seatwell', email: 'nora.seatwell@example.com', party: 'Seatwell family' },
    { name: 'Iris Seatwell', email: 'iris.seatwell@example.com' },
  ];
  await graphql(
    page,
    'mutation ($token: String!, $guests: [GuestInput!]!) { importGuests(token: $token, guests: $guests) { success } }',
    {
      token,
      guests: rows,
    },
  );
  for (const row of rows) {
    const [firstName = '', lastName = ''] = row.name.split(' ');
    await page.request.post('/rsvp', {
      headers: { 'X-Forwarded-For': `198.19.23.${(address += 1)}` },
      data: declinePayload(firstName, lastName, {
        attending: true,
        events: allEvents(true),
        mailingAddress: '1 rue de la Paix, Nice',
        dietaryRestrictions: 'Meat',
      }),
    });
  }
}

async function addTable(page: Page, token: string, input: Record<string, unknown>) {
  await graphql(
    page,
    'mutation ($token: String!, $input: TableInput!) { createTable(token: $token, input: $input) { success } }',
    {
      token,
      input,
    },
  );
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a party is selected and moved to a table, the tab reads in French, axe is clean', async ({
    page,
  }) => {
    test.slow(); // a browser session, GraphQL calls, two accessibility scans
    const token = await hostToken();
    await guestsComing(page, token);
    await addTable(page, token, {
      event: 'cocktailAndReception',
      name: 'Lemon tree',
      nameFr: 'Citronnier',
      capacity: 4,
    });
    await logIn(page);
    await page.getByRole('tab', { name: 'Seating' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Seating plan' })).toBeVisible();
    const unseated = panel.getByRole('region', { name: /Not seated yet/ });
    await unseated.getByRole('checkbox', { name: 'Seatwell family (the whole party)' }).check();
    await expect(panel.getByText('2 people selected')).toBeVisible();
    await panel.getByLabel('Move to table').selectOption({ label: 'Lemon tree · 0 of 4 seats' });
    await panel.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(
      panel.getByRole('status').filter({ hasText: '2 people seated at Lemon tree.' }),
    ).toBeAttached();
    const table = panel.locator('[data-table="Lemon tree"]');
    await expect(table.getByText('2 of 4 seats')).toBeVisible();
    await expect(table.getByRole('checkbox', { name: 'Rémi Seatwell' })).toBeVisible();
    await expect(table.getByRole('checkbox', { name: 'Nora Seatwell' })).toBeVisible();
    await expectAccessible(page, '[role="tabpanel"]');
    await page.screenshot({ path: '/tmp/seating-390.png', fullPage: true });

    await panel.getByRole('radio', { name: 'Français' }).check();
    await expect(panel.getByRole('heading', { name: 'Plan de table' })).toBeVisible();
    await expect(table.getByText('2 places sur 4')).toBeVisible();
    await expect(table.getByRole('heading', { name: /Citronnier/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Placer les autres' })).toBeVisible();
    await page.screenshot({ path: '/tmp/seating-390-fr.png', fullPage: true });
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the floor view seats a person from the keyboard, axe is clean, the pages print', async ({ page }) => {
    test.slow();
    const token = await hostToken();
    await guestsComing(page, token);
    await addTable(page, token, { event: 'welcomeDinner', name: 'Fig tree', shape: 'BANQUET', capacity: 6 });
    await logIn(page);
    await page.getByRole('tab', { name: 'Seating' }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Dinner').selectOption('welcomeDinner');
    await expect(panel.getByText(/Drag a person onto a table, or with the keyboard/)).toBeVisible();
    const iris = panel.getByRole('button', { name: 'Iris Seatwell' });
    await iris.focus();
    await page.keyboard.press('Space');
    await expect(iris).toHaveAttribute('aria-pressed', 'true');
    const seatHere = panel.getByRole('button', { name: /Seat the selected people at Fig tree/ });
    await seatHere.focus();
    await page.keyboard.press('Enter');
    await expect(
      panel.getByRole('status').filter({ hasText: '1 person seated at Fig tree.' }),
    ).toBeAttached();
    const table = panel.locator('[data-table="Fig tree"]');
    await expect(table.getByRole('button', { name: 'Iris Seatwell' })).toBeVisible();
    await expect(table.getByText('Fig tree · 1 of 6 seats')).toBeVisible();
    await expectAccessible(page, '[role="tabpanel"]');
    await page.screenshot({ path: '/tmp/seating-1280.png', fullPage: true });

    // The printable pages, as the printer sees them: the kitchen's line, the board's name.
    await panel.getByRole('button', { name: /Printable pages/ }).click();
    await page.emulateMedia({ media: 'print' });
    // Printed, only the pages show: the tab around them is hidden.
    const printed = page.locator('.seating-print');
    const kitchen = printed.getByRole('region', { name: /Fiche cuisine/ });
    const figTree = kitchen.getByRole('row').filter({ hasText: 'Fig tree' });
    await expect(figTree).toBeVisible();
    await expect(figTree.getByRole('cell')).toHaveText(['1', '0', '0', '0', '0', '']);
    await expect(kitchen).not.toContainText('Iris');
    await expect(
      printed.getByRole('region', { name: 'Find your table, A–Z' }).getByText('Iris Seatwell'),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Seating' })).toBeHidden();
    await page.screenshot({ path: '/tmp/seating-print.png', fullPage: true });
  });
});
