import { expect, test } from '@playwright/test';
import { emptyServerUrl, expectAccessible, logIn } from './admin-support';

/**
 * The hosts' notices (ADR 055): posted from the Mail tab at 1280 px, part of the HTML of
 * the guest pages at 390 px (read here with JavaScript off: it is in the page as served), in the
 * page's language, then deleted. On the empty server, so no other spec's guest pages show it.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const EN = 'The welcome dinner starts at 7 PM: bring a warm layer & good shoes.';
const FR = 'Le dîner de bienvenue commence à 19 h : prévoyez une petite laine & de bonnes chaussures.';

test('the hosts post a notice, every guest page shows it in its language, and the hosts delete it', async ({
  page,
  browser,
}) => {
  const origin = emptyServerUrl();
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, origin);
  await page.getByRole('tab', { name: /^Mail/ }).click();
  const notices = page.getByRole('region', { name: 'Notices' });
  // Markup is refused with a sentence, and nothing is posted.
  await notices.getByLabel('In English').fill('Hello <b>all</b>');
  await notices.getByLabel('In French').fill(FR);
  await notices.getByRole('button', { name: 'Post the notice' }).click();
  await expect(notices.getByRole('alert')).toContainText('Write the English notice as plain text');
  await notices.getByLabel('In English').fill(EN);
  await notices.getByRole('radio', { name: 'Everyone' }).check();
  await notices.getByRole('button', { name: 'Post the notice' }).click();
  await expect(notices.getByRole('status')).toHaveText(
    'The notice is posted: guest pages show it within 30 seconds.',
  );
  const list = notices.getByRole('list', { name: 'Your notices, newest first' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(EN);
  await expect(list.getByRole('listitem')).toContainText('For everyone');
  await expectAccessible(page, '.admin-notices');

  const guest = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const guestPage = await guest.newPage();
  await guestPage.goto(`${origin}/events`);
  const notice = guestPage.getByRole('complementary', { name: 'A note from the couple' });
  await expect(notice).toHaveText(EN);
  await expect(notice).toBeInViewport();
  await guestPage.goto(`${origin}/fr/weekend`);
  await expect(guestPage.getByRole('complementary', { name: 'Un mot des mariés' })).toHaveText(FR);
  await guestPage.goto(`${origin}/admin`);
  await expect(guestPage.locator('.announcement')).toHaveCount(0);
  await guest.close();

  const withScript = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const hydrated = await withScript.newPage();
  await hydrated.goto(`${origin}/accommodations`);
  await expect(hydrated.getByRole('complementary', { name: 'A note from the couple' })).toHaveText(EN);
  await expectAccessible(hydrated);

  await list.getByRole('button', { name: /^Delete the notice posted on/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete the notice' }).click();
  await expect(notices.getByRole('status')).toHaveText(
    'The notice is deleted: guest pages stop showing it within 30 seconds.',
  );
  await expect(notices.getByText('No notice yet.')).toBeVisible();
  await withScript.close();
  const after = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const afterPage = await after.newPage();
  for (const pathname of ['/events', '/fr/weekend']) {
    await afterPage.goto(`${origin}${pathname}`);
    await expect(afterPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(afterPage.locator('.announcement')).toHaveCount(0);
  }
  await after.close();
});
