import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { addressUnder, prerenderedPages } from '../../client/src/config/pages';
import { albumScreenCopy } from '@riviera/content/en/album';
import { pageTitles } from '@riviera/content/en/pages';
import { pageTitles as frenchTitles } from '@riviera/content/fr/pages';
import { expectHydrated, expectNoLayoutShift, holdBackSerif, watchLayoutShifts } from './layout-shifts';
import { expect, test } from './rsvp-fixtures';

/**
 * The guest pages are HTML at build time (ADR 016): nothing moves while the page loads and hydrates
 * (cumulative layout shift measured by the browser itself), and every page reads without JavaScript.
 */
const guestPages = prerenderedPages
  .filter((page) => page.name !== 'admin')
  .map((page) => ({
    // The not-found page is what any unknown address shows, with status 404 (which Chromium logs).
    path: page.name === 'notFound' ? '/no-such-page' : page.path,
    heading: pageTitles[page.name],
    expectedHttpErrors: page.name === 'notFound' ? [404] : [],
    bare: page.bare === true,
    locale: undefined as string | undefined,
  }));

/** The same pages in French, under /fr (ADR 019): they must not move either. */
const frenchPages = prerenderedPages
  .filter((page) => !page.englishOnly)
  .map((page) => ({
    path: page.name === 'notFound' ? '/fr/no-such-page' : addressUnder('/fr', page.path),
    heading: frenchTitles[page.name],
    expectedHttpErrors: page.name === 'notFound' ? [404] : [],
    // A French reader's browser, as a guest who reads the French edition has.
    locale: 'fr-FR',
  }));

const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, heading, expectedHttpErrors, locale } of [...guestPages, ...frenchPages]) {
      test.describe(() => {
        test.use(locale ? { expectedHttpErrors, locale } : { expectedHttpErrors });
        // A slow phone: the page is drawn, then hydrated, before its serif arrives, and its data
        // lands after that (the network is idle before the shifts are read). The text keeps the
        // local serif rather than jumping when the font lands (it moved by up to 0.05 CLS with
        // swap), and that local serif is the metric-matched fallback, not whatever serif the
        // machine has. A serif that comes before the first paint moves nothing, so this one load
        // per page covers a fast phone's too.
        test(`${path} loads and hydrates without moving anything, its serif arriving late`, async ({
          page,
        }) => {
          await watchLayoutShifts(page);
          const releaseSerif = await holdBackSerif(page);
          try {
            await page.goto(path, { waitUntil: 'domcontentloaded' });
            await expectHydrated(page, heading);
            expect(await drawnFonts(page, 'h1'), 'the page drawn before its serif').toEqual([
              expect.stringMatching(MATCHED_FALLBACK),
            ]);
          } finally {
            releaseSerif();
          }
          await page.waitForLoadState('networkidle');
          await expectNoLayoutShift(page, heading);
          expect(await drawnFonts(page, 'h1'), 'the page once its serif has landed').toEqual([
            expect.stringMatching(MATCHED_FALLBACK),
          ]);
        });
      });
    }

    // RSVP_DEADLINE is asked for once the page runs, after the pre-rendered page is drawn. Its line
    // is a band that is there from the first paint: the date landing (late, here) moves nothing,
    // and it is centred like everything around it.
    for (const { path, heading, replyBy } of [
      { path: '/', heading: pageTitles.home, replyBy: 'Kindly reply by 15 April 2099' },
      { path: '/rsvp', heading: pageTitles.rsvp, replyBy: 'Kindly reply by 15 April 2099' },
      { path: '/fr', heading: frenchTitles.home, replyBy: 'Réponse souhaitée au plus tard le 15 avril 2099' },
      {
        path: '/fr/rsvp',
        heading: frenchTitles.rsvp,
        replyBy: 'Réponse souhaitée au plus tard le 15 avril 2099',
      },
    ]) {
      test(`${path}: the reply-by date arriving late moves nothing`, async ({ page }) => {
        await watchLayoutShifts(page);
        await page.route('**/api/rsvp/deadline', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          // A deadline still to come, whatever day the tests run on.
          await route.fulfill({ json: { deadline: '2099-04-15T21:59:59.999Z' } });
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        const line = page.locator('.reply-by time');
        await expect(line).toHaveText(replyBy);
        await expectNoLayoutShift(page, heading);
        const box = await line.boundingBox();
        expect(box, 'the reply-by line').not.toBeNull();
        expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - viewport.width / 2)).toBeLessThan(2);
      });
    }
  });
}

// A busy phone's parser can pause anywhere in a page. Nothing of it is painted until all of it has
// been parsed: the header's menu button was once drawn before the language switch beside it arrived,
// then moved. The page as the server sends it, delivered in two parts by a relay of the test's own,
// the second held back until the test has looked (everything else passes through as it is).
test('a page that arrives in two parts is painted only once all of it is there', async ({
  page,
  baseURL,
}) => {
  const whole = await (await page.request.get('/fr', { headers: { Accept: 'text/html' } })).text();
  const cut = whole.indexOf('menu-button');
  expect(cut, 'the header has its menu button').toBeGreaterThan(0);
  let sendTheRest: () => void = () => undefined;
  const restSent = new Promise<void>((resolve) => (sendTheRest = resolve));
  const relay = http.createServer((req, res) => {
    if (req.url === '/fr') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(whole.slice(0, cut));
      void restSent.then(() => res.end(whole.slice(cut)));
      return;
    }
    void fetch(`${baseURL}${req.url}`, { headers: { Accept: req.headers.accept ?? '*/*' } }).then(
      async (answer) => {
        res.statusCode = answer.status;
        res.setHeader('Content-Type', answer.headers.get('content-type') ?? 'application/octet-stream');
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = relay.address() as AddressInfo;
    const paints = () =>
      page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name));
    await page.goto(`http://127.0.0.1:${port}/fr`, { waitUntil: 'commit' });
    // The first part is in the browser: whatever it would paint of it, it has had the time to.
    await page.waitForTimeout(700);
    expect(await paints(), 'painted with half the page').toEqual([]);
    sendTheRest();
    await expect(page.getByRole('heading', { level: 1, name: frenchTitles.home })).toBeVisible();
    // Laid out is not yet painted: the paint's entry follows the frame, later on a busy machine.
    await expect.poll(paints).toContain('first-contentful-paint');
  } finally {
    sendTheRest();
    relay.close();
  }
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, expectedHttpErrors, bare } of guestPages) {
    test.describe(() => {
      test.use({ expectedHttpErrors });
      test(`${path} shows its heading and text`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The door screen is the whole screen (ADR 085): its words, and no header to leave it by.
        if (bare) {
          await expect(page.getByText(albumScreenCopy.scanOpen)).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
          return;
        }
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }),
        ).toBeAttached();
      });
    });
  }

  test('the RSVP page says its form needs JavaScript', async ({ request }) => {
    // Chromium's switch for automation stops scripts but still parses <noscript> as if they ran,
    // so the page's own HTML is read: a browser with JavaScript off shows this paragraph.
    const html = await (await request.get('/rsvp', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('<noscript><p class="rsvp-noscript">The RSVP form needs JavaScript');
  });

  test('the events page shows the six events', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByTestId('event-card')).toHaveCount(6);
  });
});

/** The fonts Chromium actually drew an element's text with (not what the CSS asked for). */
async function drawnFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** Cormorant Garamond's files name their faces 'Cormorant Garamond Light', '… Medium' and so on. */
const SERIF = /^Cormorant Garamond\b/;

/**
 * The local fonts the serif's first fallback face is scaled to (styles/fonts.css, ADR 018): Times New
 * Roman, or Liberation Serif, which has its metrics (tests/support/system-deps.sh installs it). Not
 * DejaVu Serif, which the fallback is not scaled for and which is 1.2 to 1.6 times as wide.
 */
const MATCHED_FALLBACK = /^(Times New Roman|Liberation Serif)$/;

test('the headings are drawn in the wedding’s serif, on the first page and on the next one', async ({
  page,
}) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await drawnFonts(page, 'h1')).toEqual([expect.stringMatching(SERIF)]);
  // The home page preloads the regular and italic faces; the medium one of the hotels' names is
  // fetched while the guest reads, so the next page draws in the serif too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accommodations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: pageTitles.accommodations })).toBeVisible();
  const hotelName = page.locator('h3.hotel-card__name').first();
  await expect(hotelName).toHaveCSS('font-weight', '500');
  expect(await drawnFonts(page, 'h3.hotel-card__name')).toEqual([expect.stringMatching(SERIF)]);
});
