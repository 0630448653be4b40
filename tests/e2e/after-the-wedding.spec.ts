import { expect, test, type Page } from '@playwright/test';
import { useOwnServer } from '../support/public-host-server';
import { adminToken, expectAccessible, logIn } from './admin-support';

/**
 * After the wedding (DESIGN 3.8, ADR 083), on a server of this spec's own (the phase is a setting
 * every other spec's guest pages would see). The hosts' browser clock is held past the weekend: the
 * banner nudges, the hosts switch the site to AFTER, the RSVP page says the weekend is over in
 * both languages, and a late invitation asks before it goes.
 */
test.describe.configure({ mode: 'serial' });

const own = useOwnServer(test);
const SHOTS = 'test-results';

/** Four days after the weekend's last day, in Paris. */
const PAST_THE_WEEKEND = new Date('2026-05-20T10:00:00+02:00');

async function addGuest(page: Page, origin: string): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const token = await adminToken({ iat: now, exp: now + 3600 });
  const response = await page.request.post(`${origin}/api/graphql`, {
    data: {
      query:
        'mutation ($t: String!) { createGuest(token: $t, input: { name: "Ana Lima", email: "ana@example.com" }) { success } }',
      variables: { t: token },
    },
  });
  expect(await response.json()).toEqual({ data: { createGuest: { success: true } } });
}

test('past the weekend, the hosts switch the site to after the wedding; the RSVP page and a late send say so', async ({
  page,
  browser,
}) => {
  test.slow(); // its own server's pages, two widths, two languages
  const origin = `http://127.0.0.1:${own.port()}`;
  await addGuest(page, origin);
  await page.clock.setFixedTime(PAST_THE_WEEKEND);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, origin);

  const banner = page.getByRole('region', { name: 'After the wedding' });
  await expect(banner.getByRole('heading', { name: 'The weekend is over' })).toBeVisible();
  await expectAccessible(page);
  await banner.screenshot({ path: `${SHOTS}/after-banner-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/after-banner-390.png` });

  await banner.getByRole('button', { name: 'Switch the site to after the wedding' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Switch the site to after the wedding?' });
  await confirm.getByRole('button', { name: 'Switch' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(banner).toHaveText(/^The site thanks the guests/);
  await expect(banner.getByRole('button', { name: 'Switch back to before the wedding' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await banner.screenshot({ path: `${SHOTS}/after-banner-after-1280.png` });

  // A late invitation asks first, and goes when the hosts say so.
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Ana Lima' }) })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Send mail…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send mail to 1 guest' });
  await dialog.getByRole('radio', { name: 'Formal invitation' }).check();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The weekend is over. Send anyway?');
  await dialog.getByRole('button', { name: 'Send anyway' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 invitation on the way.' })).toBeVisible();

  // A guest's RSVP page, in English and in French: the words in place of the form.
  const guest = await browser.newContext();
  try {
    const guestPage = await guest.newPage();
    for (const { path, heading, width } of [
      { path: '/rsvp', heading: 'The weekend is over', width: 390 },
      { path: '/fr/rsvp', heading: 'Le week-end est terminé', width: 1280 },
    ]) {
      await guestPage.setViewportSize({ width, height: 900 });
      await guestPage.goto(`${origin}${path}`);
      await expect(guestPage.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await expect(guestPage.locator('input')).toHaveCount(0);
      await expectAccessible(guestPage);
      await guestPage.screenshot({ path: `${SHOTS}/after-rsvp-${width}.png`, fullPage: true });
    }
  } finally {
    await guest.close();
  }
});
