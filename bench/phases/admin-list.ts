import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { benchGuest } from '../lib/guest-list';
import { say } from '../lib/progress';
import { BENCH_ADMIN_PASSWORD, type SiteServer } from '../lib/site-server';

export interface AdminListFigures {
  guests: number;
  /** From the login click to the first row of the guest list on screen. */
  listShownMs: number;
  /** Until then and the page answering again (its main thread free): when a host can use it. */
  usableMs: number;
  /** Typing a guest's email in the search box until the list shows only that guest. */
  searchMs: number;
  /** Emptying the search box until the list is back. */
  clearSearchMs: number;
  /** Opening the RSVPs tab until its first row is on screen. */
  rsvpsTabMs: number;
  /** The longest main-thread task between the login click and the list being usable. */
  longestTaskMs: number;
  /** Guest rows in the page once the list shows: all of them, or a page / a window of them. */
  rowsInDom: number;
  domElements: number;
  /** Fewer rows in the page than guests: the list is paged or virtualised. */
  pagedOrVirtualised: boolean;
}

/** The page's main thread is free when a task queued now runs: measured from the test's side. */
const idle = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0)));

/**
 * The hosts' guest list at 15,000 guests, in the system Chromium at 1280 × 800 (a laptop): logging
 * in loads every list at once (guests, answers, counts, mail), then the Guests tab renders.
 */
export async function measureAdminList(site: SiteServer, guests: number): Promise<AdminListFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.url}/admin`);
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { benchTasks: number[] }).benchTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.getByLabel('Password').fill(BENCH_ADMIN_PASSWORD);
    const rows = page.locator('#admin-panel-guests tbody tr');
    const loginAt = Date.now();
    await page.getByRole('button', { name: 'Log in' }).click();
    await rows.first().waitFor({ timeout: 180_000 });
    const listShownMs = Date.now() - loginAt;
    await page.evaluate(idle);
    const usableMs = Date.now() - loginAt;
    const longestTaskMs = await page.evaluate(() =>
      Math.max(0, ...(window as unknown as { benchTasks: number[] }).benchTasks),
    );
    const rowsInDom = await rows.count();
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    say(
      `admin list: shown after ${listShownMs} ms, usable after ${usableMs} ms, ${rowsInDom} rows in the page`,
    );

    // By id: matching a label among a whole list's accessible names is itself slow at this size.
    const search = page.locator('#admin-guest-search');
    // An email is unique on the list; a name's words may also be in another guest's plus-one.
    const last = benchGuest(guests - 1);
    let started = Date.now();
    await search.fill(last.email);
    await page.waitForFunction(
      () => document.querySelectorAll('#admin-panel-guests tbody tr').length === 1,
      null,
      {
        timeout: 120_000,
      },
    );
    const searchMs = Date.now() - started;
    started = Date.now();
    await search.fill('');
    await page.waitForFunction(
      (expected) => document.querySelectorAll('#admin-panel-guests tbody tr').length === expected,
      rowsInDom,
      { timeout: 120_000 },
    );
    const clearSearchMs = Date.now() - started;
    started = Date.now();
    await page.locator('#admin-tab-rsvps').click();
    await page.locator('#admin-panel-rsvps tbody tr').first().waitFor({ timeout: 120_000 });
    const rsvpsTabMs = Date.now() - started;
    say(`admin list: search ${searchMs} ms, clearing it ${clearSearchMs} ms, RSVPs tab ${rsvpsTabMs} ms`);
    return {
      guests,
      listShownMs,
      usableMs,
      searchMs,
      clearSearchMs,
      rsvpsTabMs,
      longestTaskMs: Math.round(longestTaskMs),
      rowsInDom,
      domElements,
      pagedOrVirtualised: rowsInDom < guests,
    };
  } finally {
    await browser.close();
  }
}
