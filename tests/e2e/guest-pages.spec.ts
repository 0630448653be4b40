import { expect, test } from '../support/fixtures';

test.describe('accommodations page', () => {
  test('eleven hotels, the featured one first with its room-block link', async ({ page }) => {
    await page.goto('/accommodations');
    const hotels = page.getByTestId('hotel-card');
    await expect(hotels).toHaveCount(11);
    const featured = hotels.first();
    await expect(featured).toContainText('Our preferred hotel');
    await expect(featured.getByRole('heading', { level: 2 })).toHaveText(
      'Grand-Hôtel du Cap-Ferrat, A Four Seasons Hotel',
    );
    const booking = featured.getByRole('link', { name: /Book a room in our block/ });
    await expect(booking).toHaveAttribute('href', /^https:\/\//);
    await expect(booking).toHaveAttribute('target', '_blank');

    for (let index = 1; index < 11; index += 1) {
      const hotel = hotels.nth(index);
      await expect(hotel.getByText('Type', { exact: true })).toBeVisible();
      await expect(hotel.getByText('Distance', { exact: true })).toBeVisible();
      await expect(hotel.getByRole('link', { name: /Visit website/ })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByText(/arriving on Thursday 14 May and leaving on Sunday 17 May/)).toBeVisible();
    await expect(page.getByText(/3-night minimum/)).toBeVisible();
    // The booking reference a guest gives the hotel stays whole on one line (a phone broke it at a hyphen).
    const reference = featured.getByText('AANYA-JULIEN-2026', { exact: true });
    await expect(reference).toHaveCSS('white-space', 'nowrap');
  });
});

test.describe('info page', () => {
  test('travel links in the four groups of the specification', async ({ page }) => {
    await page.goto('/info');
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Flight', 'Local Transportation', 'General Travel', 'Apparel']);
    for (const group of await page.locator('.link-group').all()) {
      const links = group.getByRole('link');
      expect(await links.count()).toBeGreaterThan(0);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', /^https:\/\//);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    }
  });
});

test.describe('travel page', () => {
  test('tells a guest flying into Nice how to reach Cap Ferrat, and links to the hotels', async ({
    page,
  }) => {
    await page.goto('/travel');
    await expect(page.getByRole('heading', { level: 2, name: 'Flying into Nice' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'From the airport to Cap Ferrat' }),
    ).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: 'See our room block and ten more hotels' })
      .click();
    await expect(page).toHaveURL(/\/accommodations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Accommodations' })).toBeVisible();
  });
});
