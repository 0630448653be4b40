import type { Page } from '@playwright/test';
import { allEvents } from '../../server/contract/src/events';
import {
  advanceUntilVisible,
  asNewVisitor,
  declinePayload,
  expect,
  expectNoAxeViolations,
  pauseClock,
  test,
} from './rsvp-fixtures';

/**
 * The weekend pass (ADR 054): a party's own weekend at /weekend?code=…, saved on the phone
 * at each visit and shown from there when the network fails, in both languages.
 */
const CODE = 'YGZHZ9';

/** Charlotte (no other test answers for her) comes to the welcome dinner and the wedding day. */
async function charlotteComes(page: Page): Promise<void> {
  const headers = await asNewVisitor(page);
  const answered = await page.request.post('/rsvp', {
    headers: { ...headers, 'Content-Type': 'application/json', Accept: 'application/json' },
    data: declinePayload('Charlotte', 'de Villiers', {
      invitationCode: CODE,
      attending: true,
      events: { ...allEvents(false), welcomeDinner: true, ceremonyAndLunch: true },
      dietaryRestrictions: 'Fish',
      mailingAddress: '12 Quai des Chartrons, 33000 Bordeaux',
    }),
  });
  expect(answered.status()).toBe(200);
}

test.describe('on a phone, in English', () => {
  test.use({ viewport: { width: 390, height: 844 }, expectedHttpErrors: ['network'] });

  test('greets the party and shows their events; when the API fails, the saved pass', async ({ page }) => {
    await charlotteComes(page);
    // The printed card's QR code opens the RSVP page with the code: once answered, it links the pass.
    await page.goto(`/rsvp?code=${CODE}`);
    await page
      .getByRole('link', { name: 'Your weekend pass: your times, places and shuttles on your phone' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/weekend\\?code=${CODE}$`));
    await expect(page.getByText('Hello, Charlotte')).toBeVisible();
    for (const title of ['Welcome Dinner', 'Hindu Ceremony', 'Lunch']) {
      await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Farewell Brunch' })).toHaveCount(0);
    await expect(page.getByText('Reception entrée: Fish')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe to the wedding calendar' })).toHaveAttribute(
      'href',
      new RegExp(`^webcal://[^/]+/calendar/${CODE}\\.ics$`),
    );
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    await expectNoAxeViolations(page);

    // No network for the API (there is no service worker yet to open the page itself offline).
    await page.route('**/api/graphql', (route) => route.abort());
    await page.reload();
    await expect(
      page.getByText('You seem to be offline: this is the last copy saved on this phone.'),
    ).toBeVisible();
    await expect(page.getByText(/^Last updated: /)).toBeVisible();
    await expect(page.getByText('Hello, Charlotte')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome Dinner', level: 3 })).toBeVisible();
  });
});

test.describe('the thanks after an answer with the code', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('waits for a guest who scrolls it, and leads to the pass', async ({ page }) => {
    await charlotteComes(page);
    await page.clock.install();
    await page.goto(`/rsvp?code=${CODE}`);
    // Her answer is filled in: she sends it again as it stands.
    const send = page.getByRole('button', { name: 'Send my RSVP' });
    await expect(send).toBeVisible();
    await pauseClock(page);
    await send.click();
    await advanceUntilVisible(page, page.getByRole('heading', { name: 'Thank you!' }));
    await expect(page.getByText('Taking you home in 2 seconds…')).toBeVisible();
    // She scrolls down to what was saved: the countdown stops, and the page waits for her.
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, 400);
    await expect(page.getByText('Take your time: Go Home when you are ready.')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(new RegExp(`/rsvp\\?code=${CODE}$`));
    await page
      .getByRole('link', { name: 'Your weekend pass: your times, places and shuttles on your phone' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/weekend\\?code=${CODE}$`));
  });
});

test.describe('on a laptop, in French', () => {
  // A code that opens nothing answers the page with 404 (ADR 060), which the browser reports.
  test.use({ viewport: { width: 1280, height: 800 }, expectedHttpErrors: [404] });

  test('shows the pass in French, and says when a code is not known', async ({ page }) => {
    await charlotteComes(page);
    await page.goto(`/fr/weekend?code=${CODE}`);
    await expect(page.getByRole('heading', { name: 'Votre pass du week-end', level: 1 })).toBeVisible();
    await expect(page.getByText('Bonjour Charlotte')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dîner de bienvenue', level: 3 })).toBeVisible();
    // A day's heading starts with a capital, as a heading does in French, and keeps its year (ADR 083).
    await expect(
      page.getByRole('heading', { name: 'Jeudi 14 mai 2026', level: 2, exact: true }),
    ).toBeVisible();
    await expect(page.getByText(/^Dernière mise à jour\u00a0: /)).toBeVisible();
    await expectNoAxeViolations(page);

    const unknown = await page.goto('/fr/weekend?code=ZZZZZZZZ');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('alert')).toHaveText(
      'Nous ne trouvons pas ce code d’invitation. Vérifiez-le sur votre carton d’invitation ou contactez-nous.',
    );
    await expect(page.getByText('Bonjour Charlotte')).toHaveCount(0);
    // The code as typed stays in its box, to be corrected rather than typed again.
    await expect(page.getByRole('textbox', { name: 'Votre code d’invitation' })).toHaveValue('ZZZZZZZZ');
  });
});
