import { expect, test } from '../support/fixtures';
import { useOwnServer } from '../support/public-host-server';
import {
  adminToken,
  E2E_ADMIN_PASSWORD,
  expectAccessible,
  logIn,
  reloadOnShortLivedToken,
} from './admin-support';

test.describe('admin login', () => {
  test('the button waits for a password, a wrong one gets the server’s message, the right one opens the dashboard', async ({
    page,
  }) => {
    test.slow(); // four accessibility scans, one of them over the 44-guest dashboard
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Log in' });
    await expect(button).toBeDisabled();
    await expectAccessible(page);

    await page.getByLabel('Password').fill('not the password');
    await expect(button).toBeEnabled();
    // While the request is on its way the button is disabled (the answer is held back a moment).
    await page.route('**/api/graphql', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await button.click();
    await expect(page.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(
      'That password is not correct. Please check it and try again.',
    );
    await page.unroute('**/api/graphql');
    await expectAccessible(page);

    await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('tab', { name: /^Guests \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^RSVPs \(\d+\)$/ })).toBeVisible();
    await expectAccessible(page);

    // One session per browser: a reload, and another tab, are logged in with the same token.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    const otherTab = await page.context().newPage();
    await otherTab.goto('/admin');
    await expect(otherTab.getByRole('button', { name: 'Log out' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('riviera.admin.token'));

    // Log out in one tab: the other follows, and the server refuses the token from then on.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('status')).toHaveText('You are logged out.');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await expect(otherTab.getByRole('status')).toHaveText('You are logged out.');
    await expect(otherTab.getByLabel('Password')).toBeVisible();
    const reused = await page.request.post('/api/graphql', {
      headers: { Accept: 'application/json' },
      data: {
        query: 'query($token: String!) { guestStats(token: $token) { totalGuests } }',
        variables: { token },
      },
    });
    expect(((await reused.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toBe(
      'You have logged out. Please log in again.',
    );
    await otherTab.close();
  });

  test('an answer that is not the API shows the exception message', async ({ page }) => {
    await page.goto('/admin');
    await page.route('**/api/graphql', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>proxy page</p>' }),
    );
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred during authentication');
  });

  test('a refusal without a message shows “Authentication failed”', async ({ page }) => {
    await page.goto('/admin');
    await page.route('**/api/graphql', (route) =>
      route.fulfill({ json: { data: { adminLogin: { success: false, message: null, token: null } } } }),
    );
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Authentication failed');
  });

  test('a token that expires while the dashboard is open sends the host back to the login, saying so', async ({
    page,
  }) => {
    await logIn(page);
    await reloadOnShortLivedToken(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await page.clock.fastForward('01:05');
    await expect(page.getByRole('status')).toHaveText('Your session has expired. Please log in again.');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('a token the server refuses as expired sends the host back to the login, saying so', async ({
    page,
  }) => {
    await page.goto('/admin');
    // The page is live (the app has taken over its pre-rendered login, ADR 090) before the token is
    // planted: a page still starting would find it, be refused, and clear it before the reload.
    await page.getByLabel('Password').focus();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const now = Math.floor(Date.now() / 1000);
    // Looks valid to the browser (exp ahead) but is older than the 12-hour cap the server enforces.
    const stale = await adminToken({ iat: now - 13 * 3600, exp: now + 3600 });
    await page.evaluate((token) => localStorage.setItem('riviera.admin.token', token), stale);
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Your session has expired. Please log in again.');
    await expect(page.getByLabel('Password')).toBeVisible();
  });
});

// On a server of its own: the wrong codes it sends would put the notice on every other spec's dashboard.
test.describe('while someone guesses invitation codes', () => {
  const own = useOwnServer(test);

  test('the dashboard tells the hosts', async ({ page }) => {
    const origin = `http://127.0.0.1:${own.port()}`;
    // Two requests of 15 aliased wrong codes, as a sweep would send them.
    for (const from of ['198.18.7.1', '198.18.8.1']) {
      const aliases = Array.from(
        { length: 15 },
        (_, i) => `c${i}: validateRSVPCode(code: "WZZZ${'ABCDEFGHJKMNPQR'[i]}${from.at(-3)}ZZ") { found }`,
      );
      const sent = await page.request.post(`${origin}/api/graphql`, {
        headers: { Accept: 'application/json', 'X-Forwarded-For': from },
        data: { query: `{ ${aliases.join(' ')} }` },
      });
      expect(sent.ok()).toBe(true);
    }
    await logIn(page, origin);
    await expect(
      page.getByText(
        /^Someone may be guessing invitation codes: 30 wrong codes were tried in the last hour\./,
      ),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
