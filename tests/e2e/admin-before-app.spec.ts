import { expect, test } from '../support/fixtures';
import { E2E_ADMIN_PASSWORD, logIn } from './admin-support';
import { expectScriptsAfterLargestPaint, holdBackApp } from './before-app';

/**
 * The hosts' login is the admin page's HTML (ADR 090): it paints before any script, keeps what a
 * host types before the app comes, and a session this browser keeps never shows a login first.
 */

test('the login paints before any script, and a password sent before the app logs the host in', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expectScriptsAfterLargestPaint(page, '/admin');

  const release = await holdBackApp(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Log in' })).toBeVisible();
  await expect(
    page.getByText('This area is for the couple. Enter the admin password to see guests and RSVPs.'),
  ).toBeVisible();
  const password = page.getByLabel('Password');
  await password.pressSequentially(E2E_ADMIN_PASSWORD);
  await password.press('Enter');
  await expect(page.locator('html[data-app]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);

  await release();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('riviera.admin.token'))).toMatch(/^ey/);
});

test('a session this browser keeps shows the dashboard, never the login first', async ({ page }) => {
  await logIn(page);
  const release = await holdBackApp(page);
  await page.reload();
  // The login is in the HTML, hidden while the app that draws the dashboard comes.
  await expect(page.locator('html[data-host-session]')).toBeAttached();
  await expect(page.locator('.admin-login')).toBeAttached();
  await expect(page.locator('.admin-login')).toBeHidden();

  await release();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.locator('.admin-login')).toHaveCount(0);
  await expect(page.locator('html[data-host-session]')).toHaveCount(0);
});
