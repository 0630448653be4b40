import type { Page } from '@playwright/test';
import { expectScriptsAfterLargestPaint, holdBackApp } from './before-app';
import { asNewVisitor, expect, test } from './rsvp-fixtures';

/**
 * A guest page paints from its HTML alone and fetches its scripts afterwards (ADR 086); until the
 * app has taken over, what a guest taps is alive and what they type is kept.
 */

const notLiveYet = async (page: Page) => {
  await expect(page.locator('html[data-app]')).toHaveCount(0);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
};

test('no script is fetched before a guest page has made its largest paint', async ({ page }) => {
  for (const path of ['/', '/events', '/rsvp', '/fr/travel']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]'), path).toBeAttached();
    await expectScriptsAfterLargestPaint(page, path);
  }
});

test('a name typed before the page comes to life is kept and looked up', async ({ page }) => {
  await asNewVisitor(page);
  const release = await holdBackApp(page);
  await page.goto('/rsvp');
  const first = page.getByLabel('First name', { exact: true });
  const last = page.getByLabel('Last name', { exact: true });
  await first.pressSequentially('mary');
  await last.pressSequentially('DE LA CRUZ');
  await notLiveYet(page);

  await release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(first).toHaveValue('mary');
  await expect(last).toHaveValue('DE LA CRUZ');
  await page.getByRole('button', { name: 'Find my invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Mary Anne' })).toBeFocused();
});

test('a lookup sent with Enter before the page comes to life is sent once it does', async ({ page }) => {
  await asNewVisitor(page);
  const release = await holdBackApp(page);
  await page.goto('/rsvp');
  await page.getByLabel('First name', { exact: true }).pressSequentially('Napoleon');
  await page.getByLabel('Last name', { exact: true }).pressSequentially('Bonaparte');
  await page.keyboard.press('Enter');
  // The page did not go anywhere: the form waits for the app.
  await expect(page).toHaveURL(/\/rsvp$/);
  await notLiveYet(page);

  await release();
  await expect(page.getByRole('alert')).toHaveText(
    'Name not found on guest list. Please check spelling or contact the couple.',
  );
  await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Bonaparte');
});

test('the menu opens and closes before the page comes to life, and stays as left', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdBackApp(page);
  await page.goto('/events');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const button = nav.getByRole('button', { name: 'Menu' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Accommodations', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Accommodations', exact: true })).toBeHidden();
  await button.click();
  await notLiveYet(page);

  // The app comes with the menu open, as the guest left it, and runs it from then on.
  await release();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Accommodations', exact: true })).toBeHidden();

  // A link before the app is a link: it opens its page.
  const release2 = await holdBackApp(page);
  await page.goto('/events');
  await button.click();
  await nav.getByRole('link', { name: 'Accommodations', exact: true }).click();
  await expect(page).toHaveURL(/\/accommodations$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accommodations');
  await release2();
});
