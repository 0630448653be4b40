import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { pageTitles as englishTitles } from '@riviera/content/en/pages';
import { pageTitles as frenchTitles } from '@riviera/content/fr/pages';
import { weekendCopy as englishPass } from '@riviera/content/en/weekend';
import { weekendCopy as frenchPass } from '@riviera/content/fr/weekend';
import { startOwnServer } from '../support/public-host-server';
import { asNewVisitor, expect, test } from './rsvp-fixtures';

/**
 * The guest pages after one visit online, with no network (ADR 056): the service worker, which the
 * other specs block (playwright.config.ts), is allowed here; a phone's width.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
// One after the other: each first visit fetches the whole precache (about 1.4 MB), more time than a
// page test on a loaded machine, and two at once would slow each other past it.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
// Offline, the pass asks the API for the latest and fails (Chromium logs it): that one is expected.
test.use({ expectedHttpErrors: ['network'] });

/** Charlotte's code: the pass greets her whether or not she has answered (guest-weekend.spec.ts). */
const PASS_CODE = 'YGZHZ9';

const OTHER_PAGES = ['events', 'accommodations', 'travel', 'faq', 'info', 'rsvp'] as const;

/** Opens a page online and waits until the service worker controls it, its precache complete. */
async function visitOnline(page: Page, address: string): Promise<void> {
  await page.goto(address);
  // Registered seconds after the page has loaded (client/public/registerSW.js): not yet at `load`,
  // so the precache's download never competes with the page itself.
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null),
  ).toBeNull();
  // The worker is active once its install (the whole precache) has succeeded.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

type PassCopy = typeof englishPass;

/** The pass's line saying when it was last brought up to date, whatever the time. */
function updatedLine(page: Page, copy: PassCopy) {
  return page.getByText(new RegExp(`^${copy.updated('')}\\S`));
}

/** Opens the weekend pass online, so this phone keeps the party's weekend (and the page). */
async function openPassOnline(page: Page, address: string, copy: PassCopy): Promise<void> {
  await page.goto(address);
  await expect(page.getByText(copy.greeting('Charlotte'))).toBeVisible();
  await expect(updatedLine(page, copy)).toBeVisible();
}

/** The pass offline: the party's weekend as it was seen online, saying so. */
async function expectPassOffline(page: Page, address: string, copy: PassCopy): Promise<void> {
  await page.goto(address);
  await expect(page.getByText(copy.offline)).toBeVisible();
  await expect(page.getByText(copy.greeting('Charlotte'))).toBeVisible();
  await expect(updatedLine(page, copy)).toBeVisible();
}

test('after one visit, every English guest page opens offline, and the hosts’ area does not', async ({
  page,
  context,
}) => {
  await asNewVisitor(page);
  await visitOnline(page, '/');
  await openPassOnline(page, `/weekend?code=${PASS_CODE}`, englishPass);
  await context.setOffline(true);
  for (const name of OTHER_PAGES) {
    await page.goto(`/${name}`);
    await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(englishTitles[name]);
  }
  await expectPassOffline(page, `/weekend?code=${PASS_CODE}`, englishPass);

  // The home page again, offline: how fast it paints is make bench's to measure (its offline phase,
  // ADR 088), with the CPU slowed as a phone's.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitles.home);

  // The hosts' area never comes from the cache: offline, the browser cannot open it.
  await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await expect(page.getByRole('heading', { name: englishTitles.admin })).toHaveCount(0);
});

test('after one visit, every French guest page opens offline in French', async ({ page, context }) => {
  await asNewVisitor(page);
  await visitOnline(page, '/fr/');
  await openPassOnline(page, `/fr/weekend?code=${PASS_CODE}`, frenchPass);
  await context.setOffline(true);
  for (const name of OTHER_PAGES) {
    await page.goto(`/fr/${name}`);
    await expect(page.getByRole('heading', { level: 1 }), name).toHaveText(frenchTitles[name]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  }
  await expectPassOffline(page, `/fr/weekend?code=${PASS_CODE}`, frenchPass);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

/** What the next build changes in the copy of the site: a sentence after `<body>` on /events. */
const NEXT_BUILD = 'This page comes from the next build.';

/**
 * Deploys a "next build" over a copy of the built client, as a redeploy swaps the files: /events
 * gets a sentence, and the service worker its new revision (the build's md5 of the page), so the
 * worker's script differs by that revision alone. Returns the page's old and new revisions.
 */
async function deployNextBuild(
  clientDir: string,
  pagesDir: string,
): Promise<{ before: string; after: string }> {
  // The next build's page, in the build and as the server serves it: the pages it rendered from
  // the build at start-up (ADR 079, 086).
  const pageFile = path.join(clientDir, 'events', 'index.html');
  const html = (await readFile(pageFile, 'utf8')).replace(
    /<body[^>]*>/,
    (body) => `${body}<p class="next-build">${NEXT_BUILD}</p>`,
  );
  await writeFile(pageFile, html);
  const servedFile = path.join(pagesDir, 'current', 'events', 'index.html');
  const served = await readFile(servedFile, 'utf8');
  await writeFile(
    servedFile,
    served.replace(/<body[^>]*>/, (body) => `${body}<p class="next-build">${NEXT_BUILD}</p>`),
  );
  const workerFile = path.join(clientDir, 'sw.js');
  const worker = await readFile(workerFile, 'utf8');
  const entry = /\{"revision":"([0-9a-f]+)","url":"\/events"\}/.exec(worker);
  if (!entry?.[1]) throw new Error('sw.js has no precache entry for /events');
  const after = createHash('md5').update(html).digest('hex');
  const next = worker.replace(entry[0], `{"revision":"${after}","url":"/events"}`);
  // The server sends the compressed copies the build wrote: they change with the worker.
  await writeFile(workerFile, next);
  await writeFile(`${workerFile}.br`, brotliCompressSync(next));
  await writeFile(`${workerFile}.gz`, gzipSync(next));
  return { before: entry[1], after };
}

/** The revisions of /events the page's precache holds (Workbox keys entries by revision). */
function precachedEventsRevisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const revisions: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === '/events') revisions.push(url.searchParams.get('__WB_REVISION__') ?? '');
      }
    }
    return revisions;
  });
}

test('a new build is picked up at the next visit online, and its pages never mix with the old one’s', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // A server of this test's own on a copy of the build, which the test redeploys under it.
  const clientDir = await mkdtemp(path.join(os.tmpdir(), 'riviera-next-build-'));
  await cp(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist'), clientDir, {
    recursive: true,
  });
  const pagesDir = await mkdtemp(path.join(os.tmpdir(), 'riviera-next-pages-'));
  const server = await startOwnServer({ E2E_CLIENT_DIR: clientDir, E2E_PAGES_DIR: pagesDir });
  try {
    const site = `http://127.0.0.1:${server.port}`;
    // The server renders its pages at start-up, while it already answers.
    await expect
      .poll(() => existsSync(path.join(pagesDir, 'current', 'events', 'index.html')), { timeout: 30_000 })
      .toBe(true);
    await visitOnline(page, `${site}/`);
    const { before, after } = await deployNextBuild(clientDir, pagesDir);
    expect(await precachedEventsRevisions(page)).toEqual([before]);

    // The next visit online: the browser finds the new worker, which takes over at once.
    await page.goto(`${site}/faq`);
    await expect.poll(() => precachedEventsRevisions(page), { timeout: 30_000 }).toEqual([after]);

    await context.setOffline(true);
    await page.goto(`${site}/events`);
    await expect(page.getByText(NEXT_BUILD)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitles.events);
  } finally {
    await context.setOffline(false);
    await server.stop();
    await rm(clientDir, { recursive: true, force: true });
    await rm(pagesDir, { recursive: true, force: true });
  }
});

test.describe('on a French phone', () => {
  // The phone's language: the server sends its English links to the French pages (ADR 019).
  test.use({ locale: 'fr-FR' });

  test('an English pass link opens offline with the pass the phone saved, and English pages stay English', async ({
    page,
    context,
  }) => {
    await asNewVisitor(page);
    await visitOnline(page, '/fr/');
    // The link of an English mail or card: shown in French online.
    await page.goto(`/weekend?code=${PASS_CODE}`);
    await expect(page).toHaveURL(new RegExp(`/fr/weekend\\?code=${PASS_CODE}$`));
    await expect(page.getByText(frenchPass.greeting('Charlotte'))).toBeVisible();
    await context.setOffline(true);
    // Offline, the same link finds the pass the phone saved, as it saw it: in French.
    await page.goto(`/weekend?code=${PASS_CODE}`);
    await expect(page.getByText(frenchPass.offline)).toBeVisible();
    await expect(page.getByText(frenchPass.greeting('Charlotte'))).toBeVisible();
    await expect(updatedLine(page, frenchPass)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The pages the worker keeps are each in their address's language, whatever the phone's.
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishTitles.events);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
