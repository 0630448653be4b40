import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/**
 * Cumulative layout shift as the browser measures it: sums every layout shift the page makes from
 * its first byte, as Lighthouse's CLS does, and reads it once the page has settled.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? `${source.node.tagName}.${source.node.className}` : 'text',
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * A slow phone's serif: every woff2 request waits until the returned function is called, so the page
 * is drawn and hydrated without its serif however fast or loaded the machine is, and the font lands
 * only after that. (A fixed delay raced the first paint on a busy machine.)
 */
export async function holdBackSerif(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page is drawn and React has taken it over: its heading is there and it says it hydrated. */
export async function expectHydrated(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

/** Once the heading is there, the serif has arrived and the page has hydrated: nothing has moved. */
export async function expectNoLayoutShift(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
  // The serif has arrived and the page's chunk has hydrated it: what could still shift has.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
  );
  expect(shifts, 'layout shifts (CLS must be 0)').toEqual([]);
}
