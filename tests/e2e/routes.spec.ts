import { expect, test } from './rsvp-fixtures';

const routes: Array<[path: string, title: string]> = [
  ['/', 'Aanya & Julien'],
  ['/homev2', 'Aanya & Julien'],
  ['/home-old', 'Aanya & Julien'],
  ['/events', 'Events'],
  ['/accommodations', 'Accommodations'],
  ['/info', 'Travel Links'],
  ['/rsvp', 'RSVP'],
  ['/travel', 'Getting Here'],
  ['/admin', 'Admin'],
];

test.describe('every route of the specification', () => {
  for (const [path, title] of routes) {
    test(`${path} shows its page title`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeAttached();
      await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    });
  }

  test('the home page’s tab names the couple once', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Aanya & Julien · Cap Ferrat · 15 May 2026');
  });

  test('a reload on /rsvp shows the RSVP page, not the API', async ({ page }) => {
    await page.goto('/rsvp');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'RSVP' })).toBeAttached();
    await expect(page.locator('body')).not.toContainText('"error"');
  });

  test.describe(() => {
    // It answers 404 (with the pre-rendered not-found page), which Chromium logs.
    test.use({ expectedHttpErrors: [404] });
    test('an unknown address shows the not-found page with a way home', async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('a monitor, a link preview or curl (Accept: */*) gets the home page, not "not found"', async ({
    request,
  }) => {
    for (const accept of ['*/*', 'application/json']) {
      const response = await request.get('/', { headers: { Accept: accept } });
      expect(response.status(), accept).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(await response.text()).toContain('<div id="root">');
    }
    expect((await request.head('/events', { headers: { Accept: '*/*' } })).status()).toBe(200);
    const api = await request.get('/api/nothing', { headers: { Accept: '*/*' } });
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: 'There is nothing at this address.', code: 'not_found' });
  });

  test('the server says the database is ready', async ({ request }) => {
    const response = await request.get('/readyz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: 'ready' });
  });
});
