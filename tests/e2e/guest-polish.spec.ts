import { expect, test } from '../support/fixtures';

/**
 * Issue 24's guest-side findings, a page load or two each, at a phone's and a laptop's width and in
 * both languages.
 */
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

test.describe('the guest pages after the walk-through', () => {
  test('the home page says the whole weekend beside the wedding day (phone in English, laptop in French)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByText('5.15.26')).toBeVisible();
    await expect(
      page.getByText('Three days by the sea, Thursday 14 to Saturday 16 May 2026'),
    ).toBeInViewport();

    await page.setViewportSize(LAPTOP);
    await page.goto('/fr/home-old');
    await expect(page.getByText('15.05.26')).toBeVisible();
    await expect(
      page.getByText('Trois jours au bord de la mer, du jeudi 14 au samedi 16 mai 2026'),
    ).toBeVisible();
  });

  test('the French edition after the native read: « Répondre » in the menu, French pages of the sites it recommends', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/fr/info');
    await expect(page.getByRole('link', { name: /^Google Vols/ })).toHaveAttribute('href', /hl=fr/);
    await expect(page.getByRole('link', { name: /^Air France/ })).toHaveAttribute(
      'href',
      'https://wwws.airfrance.fr/',
    );
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Répondre' }),
    ).toBeVisible();
  });
});
