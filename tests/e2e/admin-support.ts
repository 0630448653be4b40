import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { SignJWT } from 'jose';

import { E2E_ADMIN_PASSWORD, E2E_JWT_SECRET } from '../support/e2e-config';

export { E2E_ADMIN_PASSWORD };

export const emptyServerUrl = (): string => {
  const url = process.env.E2E_EMPTY_URL;
  if (!url) throw new Error('E2E_EMPTY_URL is not set: run the specs through tests/playwright.config.ts');
  return url;
};

export async function logIn(page: Page, origin = ''): Promise<void> {
  await page.goto(`${origin}/admin`);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** No accessibility violation on the page as it is now, or in the part of it `within` selects. */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** An admin token as the server signs them, with chosen times (seconds since the epoch). */
export async function adminToken(claims: { iat: number; exp: number }): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('admin')
    .setIssuer('riviera-wedding')
    .setAudience('riviera-wedding-admin')
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

/**
 * Reloads the hosts' area on a token with a minute left, the page's clock under the test's hand:
 * the dashboard opens on it however slow the machine is, then `page.clock.fastForward('01:05')`
 * passes the minute at once. It first waits for the page to be live (the app has taken it over).
 */
export async function reloadOnShortLivedToken(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const now = Math.floor(Date.now() / 1000);
  const shortLived = await adminToken({ iat: now, exp: now + 60 });
  await page.evaluate((token) => localStorage.setItem('riviera.admin.token', token), shortLived);
  await page.clock.install();
  await page.reload();
}
