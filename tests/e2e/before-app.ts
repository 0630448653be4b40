import { expect, type Page, type Route } from '@playwright/test';

/** Holds the app's entry script back until `release`: the page stays as its HTML drew it. */
export async function holdBackApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** The page, live by now, asked for its first script only after its largest paint (ADR 086). */
export async function expectScriptsAfterLargestPaint(page: Page, label: string): Promise<void> {
  const timing = await page.evaluate(async () => {
    const paints = await new Promise<number[]>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().map((entry) => entry.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime);
    return { largestPaint: Math.max(...paints), scripts };
  });
  expect(timing.scripts.length, `${label}: the app's scripts came`).toBeGreaterThan(0);
  expect(Math.min(...timing.scripts), `${label}: the first script after the largest paint`).toBeGreaterThan(
    timing.largestPaint,
  );
}
