import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parseCsv } from '../../client/src/lib/admin/csv';
import { expect, test } from '../support/fixtures';
import { E2E_SITE_URL } from '../support/e2e-config';
import {
  E2E_ADMIN_PASSWORD,
  emptyServerUrl,
  expectAccessible,
  logIn,
  reloadOnShortLivedToken,
} from './admin-support';

// One empty database for this file: the steps build on each other, in order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const dialog = (page: Page) => page.getByRole('dialog');
const guestsTab = (page: Page) => page.getByRole('tab', { name: /^Guests \(\d+\)$/ });
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

async function openAdmin(page: Page) {
  await logIn(page, emptyServerUrl());
}

test('an empty list: both tabs with zero counts and their empty messages', async ({ page }) => {
  await openAdmin(page);
  await expect(page.getByRole('tab', { name: 'Guests (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No guests found. Add your first guest using the button above.')).toBeVisible();
  const figures = page.getByRole('region', { name: 'At a glance' });
  for (const label of [
    'People coming',
    'Guests on the list',
    'Responses',
    'Attending',
    'Not attending',
    'Plus-ones',
    'Welcome party',
    'Farewell lunch',
  ]) {
    await expect(
      figures.getByRole('definition').and(page.locator(`xpath=//dt[.="${label}"]/following-sibling::dd[1]`)),
    ).toHaveText('0');
  }
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'RSVPs (0)' }).click();
  await expect(page.getByText('No RSVP responses found.')).toBeVisible();
  await expectAccessible(page);
});

test('adding a guest: every validation message, the plus-one clearing, then the lists reload', async ({
  page,
}) => {
  await openAdmin(page);
  await page.getByRole('button', { name: 'Add guest' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Add a guest' })).toBeVisible();
  await form.getByRole('button', { name: 'Add guest' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Email is required')).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await expectAccessible(page);

  await form.getByLabel('Name', { exact: true }).fill('Zoé Laurent');
  await expect(form.getByText('Name is required')).toBeHidden();
  await form.getByLabel('Email', { exact: true }).fill('zoe.laurent');
  await form.getByLabel('Plus-one allowed').check();
  await form.getByRole('button', { name: 'Add guest' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Plus one name is required when plus one is allowed')).toBeVisible();

  await form.getByLabel('Plus-one name').fill('Hugo Martin');
  await form.getByLabel('Plus-one allowed').uncheck();
  await expect(form.getByLabel('Plus-one name')).toHaveValue('');
  await expect(form.getByLabel('Plus-one name')).toBeDisabled();
  await form.getByLabel('Plus-one allowed').check();
  await expect(form.getByLabel('Plus-one name')).toHaveValue('');
  await form.getByLabel('Plus-one name').fill('Hugo Martin');
  await form.getByLabel('Email', { exact: true }).fill('zoe@example.com');
  await form.getByLabel('Notes (optional)').fill('Cousin from Lyon');
  await form.getByRole('button', { name: 'Add guest' }).click();

  await expect(form).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Zoé Laurent was added to the guest list.' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Guests (1)' })).toBeVisible();
  const row = rowOf(page, 'Zoé Laurent');
  await expect(row).toContainText('zoe@example.com');
  await expect(row).toContainText('Hugo Martin');
  await expect(row.getByRole('cell').nth(3)).toHaveText(/Pending/);
  await expectAccessible(page);
});

test('a refused creation shows the server’s message, or “Failed to create guest”', async ({ page }) => {
  await openAdmin(page);
  let message: string | null = 'Another guest already uses this email. Please check the list.';
  await page.route('**/api/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'CreateGuest') return route.continue();
    return route.fulfill({
      json: { data: { createGuest: { success: false, message, errors: [], guest: null } } },
    });
  });
  await page.getByRole('button', { name: 'Add guest' }).click();
  await dialog(page).getByLabel('Name', { exact: true }).fill('Refused Guest');
  await dialog(page).getByLabel('Email', { exact: true }).fill('refused@example.com');
  await dialog(page).getByRole('button', { name: 'Add guest' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    'Another guest already uses this email. Please check the list.',
  );
  message = null;
  await dialog(page).getByRole('button', { name: 'Add guest' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('Failed to create guest');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('tab', { name: 'Guests (1)' })).toBeVisible();
});

test('importing a CSV: one bad row rejects the whole file, a good file imports every row', async ({
  page,
}) => {
  await openAdmin(page);
  const file = page.getByLabel('CSV file');
  const bad =
    'Name,Email,Plus-one,Plus-one name,Notes\nLéa Bernard,lea@example.com,yes,Paul Bernard,\nTom Weber,tom-at-example.com,no,,\nAnna Schmidt,anna@example.com,no,,"Vegan, no honey"\n';
  await file.setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(
    page.getByText('Nothing was imported: 1 row has errors. Fix them and import the file again.'),
  ).toBeVisible();
  const preview = page.getByRole('table', { name: 'Guests in the file' });
  await expect(preview.getByRole('row').filter({ hasText: 'Tom Weber' })).toContainText(
    'Please enter a valid email address',
  );
  await expect(preview.getByRole('row').filter({ hasText: 'Léa Bernard' })).toContainText('OK');
  await expect(page.getByRole('button', { name: 'Import 3 guests' })).toBeDisabled();
  await expectAccessible(page);
  await expect(guestsTab(page)).toHaveText('Guests (1)');

  const good = bad.replace('tom-at-example.com', 'tom@example.com');
  await file.setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await expect(page.getByText('3 guests are ready to import.')).toBeVisible();
  await page.getByRole('button', { name: 'Import 3 guests' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported 3 guests.' }).first()).toBeVisible();
  await expect(guestsTab(page)).toHaveText('Guests (4)');
  await expect(rowOf(page, 'Anna Schmidt')).toContainText('anna@example.com');
});

test('marking sent for one guest and for a selection, with undo', async ({ page }) => {
  await openAdmin(page);
  const zoe = rowOf(page, 'Zoé Laurent');
  await zoe.getByRole('button', { name: 'Mark sent (save the date for Zoé Laurent)' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Save the date marked sent for Zoé Laurent.' }),
  ).toBeVisible();
  await expect(zoe.getByRole('cell').nth(3)).toHaveText(/^Sent/);
  await zoe.getByRole('button', { name: 'Undo (save the date for Zoé Laurent)' }).click();
  await expect(zoe.getByRole('cell').nth(3)).toHaveText(/^Pending/);

  await page.getByRole('checkbox', { name: 'Select Léa Bernard' }).check();
  await page.getByRole('checkbox', { name: 'Select Tom Weber' }).check();
  await expect(page.getByRole('group', { name: '2 guests selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark formal invites sent' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Formal invite marked sent for 2 guests.' }),
  ).toBeVisible();
  for (const name of ['Léa Bernard', 'Tom Weber'])
    await expect(rowOf(page, name).getByRole('cell').nth(4)).toHaveText(/^Sent/);
  await expect(rowOf(page, 'Anna Schmidt').getByRole('cell').nth(4)).toHaveText(/^Pending/);
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText('Formal invites sent2');
});

test('searching and sorting the list', async ({ page }) => {
  await openAdmin(page);
  await page.getByLabel('Search guests').fill('lyon');
  await expect(page.getByRole('rowheader')).toHaveCount(1);
  await expect(page.getByRole('rowheader')).toContainText('Zoé Laurent');
  await page.getByLabel('Search guests').fill('');
  await page.getByLabel('Sort by').selectOption('formalInvite');
  const names = await page.getByRole('rowheader').allTextContents();
  expect(
    names.map((name) => name.replace(/Invitation code: \w+$/, '').replace(/[A-Z0-9]{6,8}$/, '')),
  ).toEqual(['Anna Schmidt', 'Zoé Laurent', 'Léa Bernard', 'Tom Weber']);
});

test('editing a guest and adding their address', async ({ page }) => {
  await openAdmin(page);
  await rowOf(page, 'Tom Weber').getByRole('button', { name: 'Edit Tom Weber' }).click();
  const form = dialog(page);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Tom Weber');
  await form.getByLabel('Name', { exact: true }).fill('Thomas Weber');
  await form.getByLabel('Street').fill('12 Hauptstraße');
  await form.getByLabel('City').fill('Berlin');
  await form.getByLabel('Country').fill('Germany');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: "Thomas Weber's details were saved." }),
  ).toBeVisible();
  await expect(rowOf(page, 'Thomas Weber').getByRole('cell').nth(5)).toHaveText('Collected');
});

test('a session that ends while a guest is edited gives the typed changes back after logging in again', async ({
  page,
}) => {
  await openAdmin(page);
  await reloadOnShortLivedToken(page);
  await rowOf(page, 'Thomas Weber').getByRole('button', { name: 'Edit Thomas Weber' }).click();
  await dialog(page).getByLabel('Notes (optional)').fill('Arrives Thursday by train');
  await dialog(page).getByLabel('City').fill('Munich');
  await page.clock.fastForward('01:05');
  await expect(page.getByRole('status')).toHaveText('Your session has expired. Please log in again.');

  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Thomas Weber' });
  await expect(form.getByRole('status')).toHaveText(
    'Your session ended before these changes were saved. They are still here: check them, then save.',
  );
  await expect(form.getByLabel('Notes (optional)')).toHaveValue('Arrives Thursday by train');
  await expect(form.getByLabel('City')).toHaveValue('Munich');
  await expect(form.getByLabel('Street')).toHaveValue('12 Hauptstraße');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: "Thomas Weber's details were saved." }),
  ).toBeVisible();

  // Saved as typed, and given back once only: the next visit opens on the list.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await rowOf(page, 'Thomas Weber').getByRole('button', { name: 'Edit Thomas Weber' }).click();
  await expect(dialog(page).getByLabel('Notes (optional)')).toHaveValue('Arrives Thursday by train');
  await expect(dialog(page).getByLabel('City')).toHaveValue('Munich');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
});

test('deleting a guest asks first', async ({ page }) => {
  await openAdmin(page);
  await rowOf(page, 'Anna Schmidt').getByRole('button', { name: 'Delete Anna Schmidt' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Anna Schmidt?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Keep guest' }).click();
  await expect(guestsTab(page)).toHaveText('Guests (4)');
  await rowOf(page, 'Anna Schmidt').getByRole('button', { name: 'Delete Anna Schmidt' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete guest' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Anna Schmidt was removed from the guest list.' }),
  ).toBeVisible();
  await expect(guestsTab(page)).toHaveText('Guests (3)');
  await expect(rowOf(page, 'Anna Schmidt')).toHaveCount(0);
});

test('an answer shows in the RSVPs tab, the counts and the caterer sheets; the exports download', async ({
  page,
  request,
}) => {
  const zoeAnswer = {
    firstName: 'Zoé',
    lastName: 'Laurent',
    mailingAddress: '4 rue de la République, Lyon',
    attending: true,
    plusOneAttending: true,
    plusOneFirstName: 'Hugo',
    plusOneLastName: 'Martin',
    events: {
      welcomeDinner: true,
      ceremonyAndLunch: false,
      cocktailAndReception: true,
      farewellBrunch: false,
    },
    plusOneEvents: {
      welcomeDinner: false,
      ceremonyAndLunch: false,
      cocktailAndReception: true,
      farewellBrunch: false,
    },
    dietaryRestrictions: 'Fish',
    plusOneDietaryRestrictions: 'Vegetarian',
    message: 'Can’t wait!',
    dietaryNotes: 'No shellfish',
  };
  const answer = await request.post(`${emptyServerUrl()}/rsvp`, { data: zoeAnswer });
  expect(answer.ok()).toBe(true);

  await openAdmin(page);
  await page.getByRole('tab', { name: 'RSVPs (1)' }).click();
  const rsvp = page.getByRole('row').filter({ hasText: 'Zoé Laurent' });
  await expect(rsvp).toContainText('Hugo Martin');
  // Whose entrée is whose (ADR 047).
  await expect(rsvp).toContainText('Fish (Zoé Laurent), Vegetarian (plus-one: Hugo Martin)');
  await expect(rsvp).toContainText('No shellfish');
  await expect(rsvp).toContainText('Guest: Welcome dinner, Cocktail & reception');
  await expect(rsvp).toContainText('4 rue de la République, Lyon');
  await expectAccessible(page);
  const chart = page.getByRole('figure', { name: /People per event/ });
  await expect(chart.getByRole('listitem').filter({ hasText: 'Cocktail & reception' })).toContainText(
    '2 people',
  );
  await expect(
    page
      .getByRole('figure', { name: /Reception entrées/ })
      .getByRole('listitem')
      .filter({ hasText: 'Fish' }),
  ).toContainText('1 person');

  const [guests] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download guests' }).click(),
  ]);
  expect(guests.suggestedFilename()).toMatch(/^guests-\d{4}-\d{2}-\d{2}\.csv$/);
  const guestRows = parseCsv(await readFile(await guests.path(), 'utf8'));
  expect(guestRows[0]?.slice(0, 5)).toEqual(['Name', 'Email', 'Plus-one', 'Plus-one name', 'Notes']);
  expect(
    guestRows
      .slice(1)
      .map((row) => row[0])
      .sort(),
  ).toEqual(['Léa Bernard', 'Thomas Weber', 'Zoé Laurent']);

  const [rsvps] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download RSVPs' }).click(),
  ]);
  const rsvpRows = parseCsv(await readFile(await rsvps.path(), 'utf8'));
  expect(rsvpRows).toHaveLength(2);
  expect(rsvpRows[1]?.slice(0, 6)).toEqual([
    'Zoé Laurent',
    'zoe@example.com',
    'yes',
    'yes',
    'Hugo Martin',
    'Fish',
  ]);

  await expect(page.getByText('The caterer sheets have not been exported yet.')).toBeVisible();
  const [caterer] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download caterer sheets' }).click(),
  ]);
  const sheet = await readFile(await caterer.path(), 'utf8');
  expect(sheet).not.toMatch(/@|République/);
  const records = parseCsv(sheet);
  const reception = records.findIndex((row) => row[0] === 'Event' && row[1] === 'Cocktail & reception');
  expect(records.slice(reception, reception + 7)).toEqual([
    ['Event', 'Cocktail & reception'],
    ['Headcount', '2'],
    ['Meat', '0'],
    ['Fish', '1'],
    ['Vegetarian', '1'],
    ['Name', 'Guest or plus-one', 'Entrée', 'Allergies and dietary notes'],
    ['Hugo Martin', 'Plus-one', 'Vegetarian', ''],
  ]);
  await expect(page.getByText('Nothing has changed for the caterer since then.')).toBeVisible();

  // A changed answer shows up as what changed since that export.
  const changed = await request.post(`${emptyServerUrl()}/rsvp`, {
    data: { ...zoeAnswer, dietaryRestrictions: 'Meat' },
  });
  expect(changed.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('Zoé Laurent changed their entrée from Fish to Meat.')).toBeVisible();
});

test('printable invitation cards: one per guest, with the code and a QR code', async ({ page }) => {
  await openAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Show invitation cards' }).click();
  // They open at the top, the print button in view, whatever the admin had scrolled to.
  await expect(page.getByRole('button', { name: 'Print cards' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Print cards' })).toBeFocused();
  const cards = page.getByRole('listitem').filter({ has: page.locator('.invitation-card-code') });
  await expect(cards).toHaveCount(3);
  const zoe = cards.filter({ hasText: 'Zoé Laurent & Hugo Martin' });
  const code = (await zoe.locator('.invitation-card-code').textContent()) ?? '';
  // Changed on purpose (ADR 008): a guest added now gets an 8-character code; the first cards had 6.
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
  const qr = zoe.getByRole('img', { name: 'QR code opening the RSVP page of Zoé Laurent' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The address in words is the site's (SITE_URL of the test server), not the one the admin opened.
  await expect(zoe).toContainText(`or go to ${new URL(E2E_SITE_URL).host}/rsvp and enter it there`);
  await expect(zoe).toContainText(
    `During the festivities, your weekend pass: ${new URL(E2E_SITE_URL).host}/weekend?code=${code}`,
  );
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print cards' })).toBeHidden();
  await expect(zoe).toBeVisible();
  // The cards start at the top of the sheet: no band kept for the hidden header and title.
  const firstCard = await cards.first().evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
  expect(firstCard).toBeLessThan(8);
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Back to the dashboard' }).click();
  await expect(guestsTab(page)).toHaveText('Guests (3)');
});
