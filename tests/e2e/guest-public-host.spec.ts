import { expect, test, type Page } from '@playwright/test';
import { notFoundCopy as enNotFound, pageTitles as enTitles } from '@riviera/content/en/pages';
import { notFoundCopy as frNotFound, pageTitles as frTitles } from '@riviera/content/fr/pages';
import {
  PUBLIC_HOST,
  publicHostLaunchOptions,
  servedPage,
  usePublicHostServer,
} from '../support/public-host-server';

/**
 * The public-host rule (docs/decisions/005-public-host.md) end to end: a second
 * real server with PUBLIC_HOSTS=wedding-public.test, and Chromium resolving that name to 127.0.0.1.
 * Chromium logs a 404 page load as a console error, so this file watches the console itself and
 * allows exactly those.
 */
test.describe.configure({ mode: 'serial' });

test.use({ launchOptions: publicHostLaunchOptions });

const publicServer = usePublicHostServer(test);

const englishNotFound = { ...enNotFound, rsvpTitle: enTitles.rsvp };
const frenchNotFound = { ...frNotFound, rsvpTitle: frTitles.rsvp };

/** Console errors and uncaught exceptions, except a 404 for one of `allowed404` pages. */
function watchConsole(page: Page, allowed404: string[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = new URL(message.location().url || 'http://x/');
    if (message.text().includes('404') && allowed404.includes(url.pathname)) return;
    // This test serves the public name over plain HTTP; production is HTTPS, where COOP applies.
    if (message.text().startsWith('The Cross-Origin-Opener-Policy header has been ignored')) return;
    problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Records, from before any page script runs, whether an Info or RSVP link ever enters the page. */
async function watchForHiddenItems(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seenPrivateLinks: string[] }).__seenPrivateLinks = seen;
    new MutationObserver(() => {
      for (const link of document.querySelectorAll('a[href="/info"], a[href="/rsvp"]')) {
        seen.push(link.getAttribute('href') ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const seenPrivateLinks = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seenPrivateLinks: string[] }).__seenPrivateLinks);

test('on the public host, Info, RSVP and the home RSVP button never appear', async ({ page }) => {
  const problems = watchConsole(page);
  await watchForHiddenItems(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`http://${PUBLIC_HOST}:${publicServer.port()}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aanya & Julien' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Events' })).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText(['Aanya & Julien', 'Home', 'Events', 'Accommodations']);
  await expect(page.getByRole('main').getByRole('link', { name: 'RSVP' })).toHaveCount(0);

  await page.goto(`http://${PUBLIC_HOST}:${publicServer.port()}/home-old`);
  await expect(page.getByRole('link', { name: 'RSVP now' })).toHaveCount(0);
  await page.goto(`http://${PUBLIC_HOST}:${publicServer.port()}/travel`);
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Here' })).toBeVisible();
  expect(await seenPrivateLinks(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('on the public host, /info and /rsvp answer 404 and show the not-found page', async ({ page }) => {
  const problems = watchConsole(page, ['/info', '/rsvp', '/fr/rsvp']);
  for (const pathname of ['/info', '/rsvp']) {
    const response = await page.goto(`http://${PUBLIC_HOST}:${publicServer.port()}${pathname}`);
    expect(response?.status(), pathname).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Replies to the wedding are by invitation')).toBeVisible();
  }
  // The page links to the RSVP page at the address that takes replies (SITE_URL, ADR 072), on a
  // phone and a wide screen, in both languages; the served HTML and the hydrated page agree.
  for (const layout of [
    { width: 390, height: 844, prefix: '', copy: englishNotFound },
    { width: 1280, height: 800, prefix: '/fr', copy: frenchNotFound },
  ]) {
    await page.setViewportSize(layout);
    await page.goto(`http://${PUBLIC_HOST}:${publicServer.port()}${layout.prefix}/rsvp`);
    const link = page.getByRole('link', { name: layout.copy.rsvpLink });
    await expect(link).toBeInViewport();
    const href = (await link.getAttribute('href')) ?? '';
    const target = new URL(href);
    expect(target.hostname).not.toBe(PUBLIC_HOST);
    expect(target.pathname).toBe(`${layout.prefix}/rsvp`);
    expect(await servedHtml(`${layout.prefix}/rsvp`, PUBLIC_HOST)).toContain(`href="${href}"`);
    await page.screenshot({ path: `/tmp/shots-guests/public-404-${layout.width}.png` });
    // Its page, on the same server under a name that is not public: the RSVP page.
    await page.goto(`http://127.0.0.1:${publicServer.port()}${target.pathname}`);
    await expect(page.getByRole('heading', { level: 1, name: layout.copy.rsvpTitle })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

/** The HTML the server sends a browser on `host`, before any script runs. */
const servedHtml = async (pathname: string, host: string) =>
  (await servedPage(publicServer.port(), pathname, host)).body;

test('on the public host, the pre-rendered HTML itself has no Info or RSVP item', async () => {
  for (const pathname of ['/', '/homev2', '/home-old', '/events', '/accommodations', '/travel', '/info']) {
    const html = await servedHtml(pathname, PUBLIC_HOST);
    expect(html, pathname).toContain('<h1');
    expect(html, pathname).not.toMatch(/href="\/(info|rsvp)"/);
  }
  // The same pages under another name keep them.
  expect(await servedHtml('/events', '127.0.0.1')).toMatch(/href="\/rsvp"/);
});

test('on the public host with JavaScript off, the menu has no Info or RSVP either', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`http://${PUBLIC_HOST}:${publicServer.port()}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Aanya & Julien' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Aanya & Julien', 'Home', 'Events', 'Accommodations']);
  await expect(page.getByRole('main').getByRole('link', { name: 'RSVP' })).toHaveCount(0);
  await context.close();
});

test('the same server under another name keeps Info and RSVP', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  const response = await page.goto(`http://127.0.0.1:${publicServer.port()}/info`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Links' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'RSVP' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Info' })).toBeVisible();
  expect(problems).toEqual([]);
});
