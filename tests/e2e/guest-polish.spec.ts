import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';

/**
 * The walk-through's guest-side findings, a page load or two each, at a phone's and a laptop's width and in
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

  test('"contact the couple" leads to the questions page: from a lookup that finds nobody (phone, English) and from the footer (laptop, French)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/rsvp');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByLabel('First name').fill('Nobody');
    await page.getByLabel('Last name').fill('Atall');
    await page.getByRole('button', { name: 'Find my invitation' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Name not found on guest list. Please check spelling or contact the couple.',
    );
    // The lookup's link and the footer's say the same (ADR 067): the lookup's leads to the contact.
    await page
      .getByRole('region', { name: 'Find your invitation' })
      .getByRole('link', { name: 'Questions, and how to contact the couple' })
      .click();
    await expect(page).toHaveURL(/\/faq#contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions & Contact' })).toBeVisible();
    const address = page.getByRole('link', { name: 'hello@aanya-and-julien.com' });
    await expect(address).toBeInViewport();
    await expect(address).toHaveAttribute('href', 'mailto:hello@aanya-and-julien.com');
    await expect(
      page.getByRole('heading', { level: 2, name: 'I cannot find my invitation code. How do I reply?' }),
    ).toBeVisible();

    await page.setViewportSize(LAPTOP);
    await page.goto('/fr/events');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Vos questions, et comment nous contacter' })
      .click();
    await expect(page).toHaveURL(/\/fr\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Questions et contact' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Quel temps fait-il en mai\u202f?' }),
    ).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('the cosmetic findings: an opaque header, a solid RSVP button, event cards whose links end on one line and never wrap', async ({
    page,
  }) => {
    const background = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);

    await page.setViewportSize(LAPTOP);
    await page.goto('/events');
    expect(await background('.site-header')).toBe('rgb(247, 243, 236)');
    const actions = page.locator('.event-card__actions');
    await expect(actions).toHaveCount(6);
    const [first, second] = await Promise.all([actions.nth(0).boundingBox(), actions.nth(1).boundingBox()]);
    expect(first?.y).toBe(second?.y);
    // Each link is one line box: the row wraps between links, never inside one.
    const linesPerLink = await actions
      .locator('a')
      .evaluateAll((links) => links.map((link) => (link as HTMLElement).getClientRects().length));
    expect(linesPerLink.every((lines) => lines === 1)).toBe(true);

    await page.setViewportSize(PHONE);
    await page.goto('/fr');
    expect(await background('.hero__rsvp')).toBe('rgb(255, 255, 255)');
    await page.goto('/fr/home-old');
    expect(await background('.site-header')).toBe('rgb(31, 58, 95)');
  });
});
