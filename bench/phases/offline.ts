import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium';
import { CLIENT_DIST_DIR } from '../lib/paths';
import { BenchError, say } from '../lib/progress';
import type { SiteServer } from '../lib/site-server';
import { median, round } from '../lib/stats';

/** A repeat visit with the network off, the page from the service worker's copy (ADR 088). */
export interface OfflinePaint {
  address: string;
  /** The timed visits (after one untimed one). */
  visits: number;
  /** Medians, from the start of the navigation, with the CPU 4× slower. */
  fcpMs: number;
  lcpMs: number;
}

/** The CPU slowdown of Lighthouse's phone, here applied for real (DevTools' CPU throttling). */
export const OFFLINE_CPU_SLOWDOWN = 4;
export const OFFLINE_VISITS = 5;

/** The pages the service worker keeps: the page addresses of its precache list (client/dist/sw.js). */
export function offlinePages(): string[] {
  const worker = readFileSync(path.join(CLIENT_DIST_DIR, 'sw.js'), 'utf8');
  return [...worker.matchAll(/"url":"(\/[^"]*)"/g)].map(([, url]) => url ?? '/');
}

/** The page's first paint and largest paint, from the start of its navigation. */
function paints(tab: Page): Promise<{ fcp: number; lcp: number }> {
  return tab.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          if (last && fcp !== undefined) resolve({ fcp, lcp: last.startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/**
 * A phone that has opened the site once (the service worker installed, its precache complete) and
 * then has no network: each page it keeps, opened again and again with the CPU 4× slower. One
 * untimed visit per page first (the worker and the page's code warm), then OFFLINE_VISITS timed.
 */
export async function offlinePaints(site: SiteServer): Promise<OfflinePaint[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const found: OfflinePaint[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      serviceWorkers: 'allow',
    });
    const tab = await context.newPage();
    await tab.goto(`${site.url}/`, { waitUntil: 'load' });
    // The worker is registered once the app has started, and active once its precache is fetched.
    const controlled = await tab
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    if (!controlled) throw new BenchError('The service worker did not take the page within a minute.');
    await context.setOffline(true);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: OFFLINE_CPU_SLOWDOWN });
    for (const address of offlinePages()) {
      const timed: { fcp: number; lcp: number }[] = [];
      for (let visit = 0; visit <= OFFLINE_VISITS; visit += 1) {
        await tab.goto(`${site.url}${address}`, { waitUntil: 'load' });
        const seen = await paints(tab);
        if (visit > 0) timed.push(seen);
      }
      const figure: OfflinePaint = {
        address,
        visits: timed.length,
        fcpMs: round(median(timed.map((seen) => seen.fcp))),
        lcpMs: round(median(timed.map((seen) => seen.lcp))),
      };
      found.push(figure);
      say(
        `offline: ${address} at ${OFFLINE_CPU_SLOWDOWN}× CPU: first paint ${figure.fcpMs} ms, largest ${figure.lcpMs} ms (medians of ${figure.visits})`,
      );
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return found;
}
