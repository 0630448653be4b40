import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/**
 * Cumulative layout shift as the browser measures it, for pages other than the English ones of
 * guest-prerendered.spec.ts (which keeps its own copy of this measurement): the same
 * PerformanceObserver from the first byte, and the same moment to read it.
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
