import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import { canonicalPath, prerenderedPages } from '../../client/src/config/pages';
import { pageTitles as englishTitles } from '@riviera/content/en/pages';
import { events as frenchEvents, eventsCopy as frenchEventsCopy } from '@riviera/content/fr/events';
import { notFoundCopy, pageTitles as frenchTitles } from '@riviera/content/fr/pages';
import { E2E_SITE_URL } from '../support/e2e-config';
import {
  PUBLIC_HOST,
  publicHostLaunchOptions,
  servedPage,
  usePublicHostServer,
} from '../support/public-host-server';
import { asNewVisitor, expect, test } from './rsvp-fixtures';

/**
 * Which language a guest gets (ADR 019): the browser's on a first visit, the header's
 * switch (and the mobile menu's) after that, kept in a cookie; every French page French in its head
 * too, its calendar files French, nothing moving while it loads, and the public host's rule kept.
 */

/** The site's own sentences a guest reads on the home page, in each language. */
const ENGLISH_HOME = 'invite you to celebrate their wedding';
const FRENCH_HOME = 'ont la joie de vous convier à leur mariage';

/** A page's address in French: '/' → '/fr', '/events' → '/fr/events'. */
const french = (pathname: string) => (pathname === '/' ? '/fr' : `/fr${pathname}`);

const nav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Principale)$/ });
const headerSwitch = (page: Page) => page.locator('.language-switch');
/**
 * The switch once the page is live: it is drawn anew then, with the address's query (ADR 086 starts
 * the app after the first paint), and a click in that moment would land on the link being replaced.
 */
async function clickLiveSwitch(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await headerSwitch(page).click();
}
const menuSwitch = (page: Page) => page.locator('.site-nav__language').getByRole('link');
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function expectFrench(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
}

async function expectEnglish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

/** The host-resolver rule of the public-host tests below (Chromium resolves the name to 127.0.0.1). */
test.use({ launchOptions: publicHostLaunchOptions });

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

  test('opening / lands on /fr, and every page it opens from there is French', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expectFrench(page);
    await expect(page.getByText(FRENCH_HOME)).toBeVisible();
    await expect(page.getByText(ENGLISH_HOME)).toHaveCount(0);

    await nav(page).getByRole('link', { name: 'Programme', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/events$/);
    await expect(heading(page, 'Programme')).toBeVisible();
    const first = page.getByTestId('event-card').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText('Dîner de bienvenue');
    await expect(first.getByTestId('event-date')).toHaveText('jeudi 14 mai 2026');
    await expect(first.getByTestId('event-time')).toHaveText('de 18 h 30 à 23 h');
    await expect(page).toHaveTitle('Programme · Aanya & Julien · Cap-Ferrat · 15 mai 2026');
  });

  test('an English address it opens goes to the same page under /fr, query kept', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/accommodations');
    await expect(page).toHaveURL(/\/fr\/accommodations$/);
    await expect(heading(page, 'Hébergement')).toBeVisible();
    await expectFrench(page);

    await page.goto('/rsvp?code=YGZHZ9');
    await expect(page).toHaveURL(/\/fr\/rsvp\?code=YGZHZ9$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue, Charlotte' })).toBeVisible();
  });

  test('choosing English with the switch sticks, though the browser prefers French', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(headerSwitch(page)).toHaveAccessibleName('English');
    await clickLiveSwitch(page);
    await expect(page).toHaveURL(/\/$/);
    await expectEnglish(page);
    await expect(page.getByText(ENGLISH_HOME)).toBeVisible();

    await page.goto('/events');
    await expect(page).toHaveURL(/\/events$/);
    await expect(heading(page, 'Events')).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(ENGLISH_HOME)).toBeVisible();
    // A printed French link still opens in French, and does not change the choice.
    await page.goto('/fr/events');
    await expect(heading(page, 'Programme')).toBeVisible();
    await page.goto('/travel');
    await expect(page).toHaveURL(/\/travel$/);
    await expect(heading(page, englishTitles.travel)).toBeVisible();
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });

  test('opening / stays on the English home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expectEnglish(page);
    await expect(page.getByText(ENGLISH_HOME)).toBeVisible();
    await page.goto('/events');
    await expect(page).toHaveURL(/\/events$/);
    await expect(heading(page, 'Events')).toBeVisible();
  });

  test('the header switch on /events goes to /fr/events, and the choice sticks both ways', async ({
    page,
  }) => {
    await page.goto('/events');
    await expect(headerSwitch(page)).toHaveAccessibleName('Français');
    await expect(headerSwitch(page)).toHaveAttribute('hreflang', 'fr');
    // From 1200 px the switch spells the language out; the menu's copy of it is not shown.
    await expect(headerSwitch(page).locator('.language-switch__long')).toHaveText('Français');
    await expect(headerSwitch(page).locator('.language-switch__short')).toBeHidden();
    await expect(menuSwitch(page)).toBeHidden();
    await clickLiveSwitch(page);
    await expect(page).toHaveURL(/\/fr\/events$/);
    await expect(heading(page, 'Programme')).toBeVisible();
    await expectFrench(page);

    // Chosen once, French it stays, though the browser prefers English.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByText(FRENCH_HOME)).toBeVisible();
    await page.goto('/accommodations');
    await expect(page).toHaveURL(/\/fr\/accommodations$/);
    await expect(heading(page, 'Hébergement')).toBeVisible();

    // And back to English, which sticks too.
    await expect(headerSwitch(page)).toHaveAccessibleName('English');
    await clickLiveSwitch(page);
    await expect(page).toHaveURL(/\/accommodations$/);
    await expect(heading(page, 'Accommodations')).toBeVisible();
    await expectEnglish(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(ENGLISH_HOME)).toBeVisible();
  });

  test('the switch keeps the invitation code of the address, both ways', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/rsvp?code=YGZHZ9');
    await expect(page.getByRole('heading', { name: 'Welcome, Charlotte' })).toBeVisible();
    await clickLiveSwitch(page);
    await expect(page).toHaveURL(/\/fr\/rsvp\?code=YGZHZ9$/);
    await expect(page.getByRole('heading', { name: 'Bienvenue, Charlotte' })).toBeVisible();
    await expectFrench(page);

    await clickLiveSwitch(page);
    await expect(page).toHaveURL(/\/rsvp\?code=YGZHZ9$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Charlotte' })).toBeVisible();
    await expectEnglish(page);
  });
});

test.describe('at 390 px', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

  test('the header shows "FR" or "EN", and the mobile menu holds the switch too', async ({ page }) => {
    await page.goto('/events');
    await expect(headerSwitch(page).locator('.language-switch__short')).toBeVisible();
    await expect(headerSwitch(page).locator('.language-switch__short')).toHaveText('FR');
    // A screen reader still hears the language's name, not two letters.
    await expect(headerSwitch(page)).toHaveAccessibleName('Français');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();

    await expect(menuSwitch(page)).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menuSwitch(page)).toBeVisible();
    await expect(menuSwitch(page)).toHaveText('Français');
    await expect(menuSwitch(page)).toHaveAttribute('lang', 'fr');
    await menuSwitch(page).click();
    await expect(page).toHaveURL(/\/fr\/events$/);
    await expect(heading(page, 'Programme')).toBeVisible();

    await expect(headerSwitch(page).locator('.language-switch__short')).toHaveText('EN');
    await expect(headerSwitch(page)).toHaveAccessibleName('English');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav(page).getByRole('link', { name: 'Hébergement' })).toBeVisible();
    await expect(menuSwitch(page)).toHaveText('English');
    await menuSwitch(page).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(heading(page, 'Events')).toBeVisible();
    await expectEnglish(page);
  });
});

/** The French guest pages, as the build's table lists them. */
const frenchPages = prerenderedPages
  .filter((page) => !page.englishOnly)
  .map((page) => ({
    name: page.name,
    path: page.name === 'notFound' ? '/fr/does-not-exist' : french(page.path),
    // A page under a second address (/homev2) names its canonical one (/) in its alternates.
    canonicalPath: canonicalPath(page),
    heading: frenchTitles[page.name],
    expectedHttpErrors: page.name === 'notFound' ? [404] : [],
  }));

test.describe('every French page', () => {
  test.use({ locale: 'en-GB' });

  for (const {
    name,
    path: pathname,
    canonicalPath: englishPath,
    heading: title,
    expectedHttpErrors,
  } of frenchPages) {
    test.describe(() => {
      test.use({ expectedHttpErrors });

      test(`${pathname} is French: lang, og:locale and hreflang alternates`, async ({ page }) => {
        const response = await page.goto(pathname);
        expect(response?.status()).toBe(name === 'notFound' ? 404 : 200);
        await expectFrench(page);
        await expect(heading(page, title)).toBeVisible();
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
        const alternates = page.locator('link[rel="alternate"][hreflang]');
        if (name === 'notFound') {
          // The not-found page has no address of its own, so nothing to point at.
          await expect(alternates).toHaveCount(0);
          return;
        }
        const englishHref = `${E2E_SITE_URL}${englishPath}`;
        const frenchHref = `${E2E_SITE_URL}${french(englishPath)}`;
        expect(
          await alternates.evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          ),
        ).toEqual([
          ['en', englishHref],
          ['fr', frenchHref],
          ['x-default', englishHref],
        ]);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', frenchHref);
        await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
          'content',
          'en_GB',
        );
      });
    });
  }

  test('an English page points at its French edition too, and says it is English', async ({ page }) => {
    await page.goto('/events');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      `${E2E_SITE_URL}/fr/events`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${E2E_SITE_URL}/events`,
    );
  });

  test.describe(() => {
    test.use({ expectedHttpErrors: [404] });

    test('an address under /fr the site does not have answers 404 with the French not-found page', async ({
      page,
    }) => {
      const response = await page.goto('/fr/does-not-exist');
      expect(response?.status()).toBe(404);
      await expectFrench(page);
      await expect(heading(page, 'Page introuvable')).toBeVisible();
      await expect(page.getByText(notFoundCopy.body)).toBeVisible();
      await expect(page).toHaveTitle(/^Page introuvable · /);
      await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await expect(page).toHaveURL(/\/fr$/);
      await expect(page.getByText(FRENCH_HOME)).toBeVisible();
    });
  });
});

/** A calendar file as the browser downloads it when the guest clicks its link. */
async function downloadCalendar(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return ICAL.Component.fromString(await readFile(await download.path(), 'utf8'));
}

const summaries = (calendar: ICAL.Component) =>
  calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('summary')));
const uids = (calendar: ICAL.Component) =>
  calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('uid')));

test.describe('calendar files', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });

  test('the French events page links French calendar files under /fr, and they download in French', async ({
    page,
  }) => {
    await page.goto('/fr/events');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const cards = page.getByTestId('event-card');
    await expect(cards).toHaveCount(frenchEvents.length);
    for (const [index, event] of frenchEvents.entries()) {
      const link = cards.nth(index).getByRole('link', { name: /^Ajouter à mon agenda/ });
      await expect(link).toHaveAttribute('href', `/fr/calendar/${event.id}.ics`);
      // Google Calendar gets the French title and the French dress code too.
      const google = new URL(
        (await cards
          .nth(index)
          .getByRole('link', { name: /Ajouter à Google Agenda/ })
          .getAttribute('href')) ?? '',
      );
      expect(google.searchParams.get('text')).toBe(`${event.title} · Aanya & Julien`);
      expect(google.searchParams.get('details')).toContain(`Tenue\u00a0: ${event.dressCode}`);
    }

    const welcome = await downloadCalendar(
      page,
      cards.first().getByRole('link', { name: /^Ajouter à mon agenda/ }),
    );
    // The calendar's one name (ADR 067), as the feed and the confirmation's file give it too.
    expect(welcome.getFirstPropertyValue('x-wr-calname')).toBe('Week-end de mariage d’Aanya & Julien');
    expect(summaries(welcome)).toEqual(['Dîner de bienvenue · Aanya & Julien']);
    const description = String(welcome.getFirstSubcomponent('vevent')?.getFirstPropertyValue('description'));
    expect(description).toMatch(/^Le week-end commence au milieu des roseraies de la villa/);
    expect(description).toContain('\n\nTenue\u00a0: Chic Riviera');

    const weekendLink = page.getByRole('link', { name: frenchEventsCopy.addWeekendToCalendar });
    await expect(weekendLink).toHaveAttribute('href', '/fr/calendar/aanya-julien-week-end-de-mariage.ics');
    const weekend = await downloadCalendar(page, weekendLink);
    expect(summaries(weekend)).toEqual(frenchEvents.map((event) => `${event.title} · Aanya & Julien`));

    // The same events as the English files: adding both editions never doubles an event.
    const englishWeekend = ICAL.Component.fromString(
      await (await page.request.get('/calendar/aanya-julien-wedding-weekend.ics')).text(),
    );
    expect(uids(weekend)).toEqual(uids(englishWeekend));
  });

  test('the English events page keeps its English calendar files', async ({ page }) => {
    await page.goto('/events');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const link = page
      .getByTestId('event-card')
      .first()
      .getByRole('link', { name: /^Add to calendar/ });
    await expect(link).toHaveAttribute('href', '/calendar/welcome-dinner.ics');
    const calendar = await downloadCalendar(page, link);
    expect(summaries(calendar)).toEqual(['Welcome Dinner · Aanya & Julien']);
    expect(String(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('description'))).toContain(
      '\n\nDress code: Riviera chic',
    );
  });
});

/**
 * The tests of the public host: its name is served over plain HTTP here, where Chromium logs that it
 * ignored the Cross-Origin-Opener-Policy header (production is HTTPS, where COOP applies). That one
 * console line is forgiven; any other still fails the test, as in rsvp-fixtures.ts.
 */
const publicHostTest = test.extend({
  failOnConsoleError: async ({ page, expectedHttpErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (message.text().startsWith('The Cross-Origin-Opener-Policy header has been ignored')) return;
      const status = /^Failed to load resource: the server responded with a status of (\d{3})/.exec(
        message.text(),
      )?.[1];
      if (status && expectedHttpErrors.includes(Number(status))) return;
      problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(undefined);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

/**
 * The public host (ADR 005) in French: a second real server with PUBLIC_HOSTS, as
 * guest-public-host.spec.ts runs it, and Chromium resolving its name to 127.0.0.1.
 */
publicHostTest.describe('on the public host', () => {
  publicHostTest.describe.configure({ mode: 'serial' });
  publicHostTest.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

  const publicServer = usePublicHostServer(publicHostTest);
  const publicUrl = (pathname: string) => `http://${PUBLIC_HOST}:${publicServer.port()}${pathname}`;

  /** Records, from before any page script runs, whether an Info or RSVP link ever enters the page. */
  async function watchForHiddenItems(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seenPrivateLinks: string[] }).__seenPrivateLinks = seen;
      new MutationObserver(() => {
        for (const link of document.querySelectorAll('a[href]')) {
          const href = link.getAttribute('href') ?? '';
          if (/^(\/fr)?\/(info|rsvp)([?#]|$)/.test(href)) seen.push(href);
        }
      }).observe(document, { childList: true, subtree: true });
    });
  }

  const seenPrivateLinks = (page: Page) =>
    page.evaluate(() => (window as unknown as { __seenPrivateLinks: string[] }).__seenPrivateLinks);

  publicHostTest('a French browser lands on /fr, and no Info or RSVP item ever appears', async ({ page }) => {
    await watchForHiddenItems(page);
    await page.goto(publicUrl('/'));
    await expect(page).toHaveURL(publicUrl('/fr'));
    await expectFrench(page);
    await expect(page.getByText(FRENCH_HOME)).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(nav(page).locator('.site-nav__list').getByRole('link')).toHaveText([
      'Accueil',
      'Programme',
      'Hébergement',
    ]);
    await expect(page.getByRole('main').getByRole('link', { name: 'Répondre' })).toHaveCount(0);

    await page.goto(publicUrl('/fr/home-old'));
    await expect(page.getByRole('link', { name: 'Répondre dès maintenant' })).toHaveCount(0);
    await page.goto(publicUrl('/travel'));
    await expect(page).toHaveURL(publicUrl('/fr/travel'));
    await expect(heading(page, 'Venir au Cap-Ferrat')).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await seenPrivateLinks(page)).toEqual([]);
  });

  publicHostTest.describe(() => {
    publicHostTest.use({ expectedHttpErrors: [404] });

    publicHostTest('/fr/info and /fr/rsvp answer 404 with the French not-found page', async ({ page }) => {
      for (const pathname of ['/fr/info', '/fr/rsvp']) {
        const response = await page.goto(publicUrl(pathname));
        expect(response?.status(), pathname).toBe(404);
        await expectFrench(page);
        await expect(heading(page, 'Page introuvable')).toBeVisible();
      }
    });
  });

  publicHostTest('the pre-rendered French HTML itself has no Info or RSVP item', async () => {
    for (const pathname of [
      '/fr',
      '/fr/homev2',
      '/fr/home-old',
      '/fr/events',
      '/fr/accommodations',
      '/fr/travel',
    ]) {
      const { status, body } = await servedPage(publicServer.port(), pathname, PUBLIC_HOST);
      expect(status, pathname).toBe(200);
      expect(body, pathname).toContain('<html lang="fr">');
      expect(body, pathname).not.toMatch(/href="(\/fr)?\/(info|rsvp)[?"]/);
    }
    // The same pages under another name keep them.
    expect((await servedPage(publicServer.port(), '/fr/events', '127.0.0.1')).body).toMatch(
      /href="\/fr\/rsvp"/,
    );
  });
});
