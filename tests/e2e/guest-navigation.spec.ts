import { expect, test } from '../support/fixtures';

const navItems = ['Home', 'Events', 'Accommodations', 'Info', 'RSVP'];

test.describe('navigation', () => {
  test('hides after scrolling down 150 px and comes back on scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    await expect(page.getByTestId('event-card')).toHaveCount(6);
    const header = page.locator('.site-header');
    await expect(header).toBeInViewport();

    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await expect(header).not.toBeInViewport();

    await page.mouse.wheel(0, -60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(90);
    await expect(header).toBeInViewport();
  });

  test('stays put while scrolling within the first 100 px', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByTestId('event-card')).toHaveCount(6);
    await page.mouse.wheel(0, 90);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(90);
    await expect(page.locator('.site-header')).toBeInViewport();
  });

  test('full row of links at 1200 px', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/events');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    for (const name of navItems) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });

  test('hamburger menu at 1199 px: aria-expanded, focus moves in, Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 1199, height: 800 });
    await page.goto('/events');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Accommodations' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of navItems) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Accommodations' })).toBeHidden();

    await button.click();
    await nav.getByRole('link', { name: 'Accommodations' }).click();
    await expect(page).toHaveURL(/\/accommodations$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('a new page starts at the top, even from a scrolled page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/accommodations');
    await expect(page.getByTestId('hotel-card')).toHaveCount(11);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // The footer link, at the bottom of the scrolled page.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /travel and hotels/ })
      .click();
    await expect(page).toHaveURL(/\/travel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Getting Here' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
