import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { holdBackApp } from './before-app';

const FIRST_PHOTO = 'terrace-at-dawn';

function firstSlideImage(page: Page) {
  return page.locator(`[data-testid="hero-slide"][data-name="${FIRST_PHOTO}"] img`);
}

async function currentSrc(page: Page): Promise<string> {
  const image = firstSlideImage(page);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

test.describe('home page slideshow', () => {
  test('shows the couple, the date, the venue and an RSVP button', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Aanya & Julien' })).toBeVisible();
    await expect(page.getByText('5.15.26')).toBeVisible();
    await expect(page.getByText('Grand-Hôtel du Cap-Ferrat, A Four Seasons Hotel')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'RSVP' }).click();
    await expect(page).toHaveURL(/\/rsvp$/);
  });

  test('/homev2 is the same page', async ({ page }) => {
    await page.goto('/homev2');
    await expect(page.getByRole('heading', { level: 1, name: 'Aanya & Julien' })).toBeVisible();
    expect(await currentSrc(page)).toContain(`/${FIRST_PHOTO}-`);
  });

  test('portrait photos at 390×844, landscape at 1280×800, switching live on resize', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    expect(await currentSrc(page)).toMatch(
      /\/imgs\/v-[0-9a-f]{10}\/herov2\/portrait\/terrace-at-dawn-\d+\.avif$/,
    );

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect
      .poll(() => currentSrc(page))
      .toMatch(/\/imgs\/v-[0-9a-f]{10}\/herov2\/landscape\/terrace-at-dawn-\d+\.avif$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => currentSrc(page)).toContain('/portrait/');
  });

  test('on a phone held upright the app keeps the photo the HTML drew, then turns with the screen', async ({
    page,
  }) => {
    // The pre-rendered page is drawn as landscape; reading portrait once the app has hydrated it is
    // not a turn, so the slideshow is not built again (ADR 094).
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await holdBackApp(page);
    await page.goto('/');
    await expect(firstSlideImage(page)).toHaveCount(1);
    await firstSlideImage(page).evaluate((img) => img.setAttribute('data-drawn-by-html', ''));
    await release();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('.hero-slides')).toHaveAttribute('data-orientation', 'portrait');
    await expect(firstSlideImage(page)).toHaveAttribute('data-drawn-by-html', '');
    expect(await currentSrc(page)).toContain('/portrait/');

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator('.hero-slides')).toHaveAttribute('data-orientation', 'landscape');
    await expect(page.locator('.hero-slides')).toHaveCount(1);
    await expect(firstSlideImage(page)).not.toHaveAttribute('data-drawn-by-html', '');
  });

  test('landscape at 1280×800 from the first paint', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    expect(await currentSrc(page)).toMatch(/\/imgs\/v-[0-9a-f]{10}\/herov2\/landscape\//);
  });

  test('a spinner shows until the first photo is ready, then goes', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/imgs/*/herov2/**/${FIRST_PHOTO}-*`, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the load event: the held photo is part of the pre-rendered page.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const spinner = page.getByRole('status').filter({ hasText: 'Loading photos' });
    await expect(spinner).toBeAttached();
    await expect(spinner.locator('.spinner__ring')).toBeVisible();
    await page.waitForTimeout(300);
    await expect(spinner).toBeAttached();

    release();
    await expect(spinner).toHaveCount(0);
    await expect(firstSlideImage(page)).toBeVisible();
    expect(await currentSrc(page)).toContain(FIRST_PHOTO);
  });

  test('the first slide is preloaded from the static index.html with high priority', async ({ request }) => {
    const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    const preloads = html.match(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(2);
    for (const tag of preloads) {
      expect(tag).toContain('fetchpriority="high"');
      expect(tag).toContain(`${FIRST_PHOTO}-828.avif 828w`);
    }
  });

  test('crossfades to the next photo after the interval, 1.5 s, and loads the rest through the cache', async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const slides = page.locator('.hero-slides');
    await expect(slides).toHaveAttribute('data-current', FIRST_PHOTO);
    // The second photo of the initial batch is in the page, decoded, waiting for its turn.
    await expect(page.locator('[data-testid="hero-slide"][data-name="villefranche-bay"]')).toBeAttached();
    const transition = await page
      .locator('.hero-slide')
      .first()
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(transition).toBe('1.5s');

    await page.clock.runFor(6_000);
    await expect(slides).toHaveAttribute('data-current', 'villefranche-bay');

    const cached = await page.evaluate(async () => {
      const cache = await caches.open('riviera-images');
      const index = (await (await cache.match('/__image-cache-index__'))?.json()) as {
        version: string;
        entries: Array<{ url: string }>;
      };
      return { version: index.version, urls: index.entries.map((entry) => entry.url) };
    });
    expect(cached.version).toBe('1.0');
    expect(cached.urls).toContainEqual(
      expect.stringMatching(/^\/imgs\/v-[0-9a-f]{10}\/herov2\/landscape\/villefranche-bay-1600\.avif$/),
    );
  });

  test('with reduced motion the slides change without a crossfade', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('[data-testid="hero-slide"][data-name="villefranche-bay"]')).toBeAttached();
    const durations = await page
      .locator('.hero-slide')
      .evaluateAll((elements) =>
        elements.map((element) => parseFloat(getComputedStyle(element).transitionDuration)),
      );
    for (const seconds of durations) expect(seconds).toBeLessThan(0.01);
    await page.clock.runFor(6_000);
    await expect(page.locator('.hero-slides')).toHaveAttribute('data-current', 'villefranche-bay');
  });

  test('the slideshow can be paused', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('[data-testid="hero-slide"][data-name="villefranche-bay"]')).toBeAttached();
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await page.clock.runFor(20_000);
    await expect(page.locator('.hero-slides')).toHaveAttribute('data-current', FIRST_PHOTO);
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

/**
 * "Placeholder photo · Terrace at dawn": written in the page under the slideshow, not drawn into the
 * photo, where a screen's crop could cut it off. Whole, inside the window and clear of the pause
 * button on a phone, a laptop, and wide and very wide screens, in both languages.
 */
test.describe('the placeholder caption', () => {
  const screens = [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
    { width: 1920, height: 1080 },
    { width: 2560, height: 1080 },
  ];
  const editions = [
    { path: '/', caption: 'Placeholder photo · Terrace at dawn', pause: 'Pause the slideshow' },
    { path: '/fr', caption: 'Photo provisoire · Terrasse à l’aube', pause: 'Mettre le diaporama en pause' },
  ];
  for (const viewport of screens) {
    for (const { path, caption, pause } of editions) {
      test(`${path} at ${viewport.width}×${viewport.height}: whole, and clear of the pause button`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const line = page.locator('.hero__caption');
        await expect(line).toHaveText(caption);
        const button = page.getByRole('button', { name: pause });
        await expect(button).toBeVisible();
        // The rectangles of the caption's text itself (its box may be wider than its words).
        const words = await line.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
        });
        const pauseBox = await button.boundingBox();
        expect(words.length).toBeGreaterThan(0);
        for (const box of words) {
          expect(box.x, 'inside the window').toBeGreaterThanOrEqual(0);
          expect(box.y, 'inside the window').toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, 'inside the window').toBeLessThanOrEqual(viewport.width);
          expect(box.y + box.height, 'inside the window').toBeLessThanOrEqual(viewport.height);
          expect(overlaps(box, pauseBox), 'clear of the pause button').toBe(false);
        }
        // Nothing of the caption is clipped.
        expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      });
    }
  }

  test('follows the slide on screen', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.locator('.hero__caption')).toHaveText('Placeholder photo · Terrace at dawn');
    await expect(page.locator('[data-testid="hero-slide"][data-name="villefranche-bay"]')).toBeAttached();
    await page.clock.runFor(6_000);
    await expect(page.locator('.hero-slides')).toHaveAttribute('data-current', 'villefranche-bay');
    await expect(page.locator('.hero__caption')).toHaveText('Placeholder photo · Villefranche bay');
  });
});

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box | null): boolean {
  if (!b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
