import type { Api } from '@riviera/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible, logIn } from './admin-support';

/**
 * A long list is shown a page at a time (ADR 032: 15,000 guests rendered whole took Chromium half a
 * minute). The server's answers are lengthened here, not its database, which other specs share.
 */
const COUNT = 250;
const numbered = (index: number) => `Guest ${String(index + 1).padStart(3, '0')}`;

function answer(index: number): Api.AdminRSVP {
  const events = {
    welcomeDinner: true,
    ceremonyAndLunch: true,
    cocktailAndReception: true,
    farewellBrunch: false,
  };
  return {
    id: `answer-${index}`,
    guestId: `guest-${index}`,
    name: numbered(index),
    email: `guest-${index + 1}@example.com`,
    phone: null,
    attending: true,
    plusOne: false,
    plusOneName: null,
    foodPreferences: ['Fish'],
    foodAllergies: null,
    plusOneFoodAllergies: null,
    entree: 'Fish',
    plusOneEntree: null,
    welcomeParty: true,
    farewellLunch: false,
    // Newest first, as the server sends them.
    submittedAt: new Date(Date.UTC(2026, 3, 1) - index * 60_000).toISOString(),
    mailingAddress: '1 Avenue Jean Monnet',
    message: null,
    earlierVersions: 0,
    changes: [],
    events,
    plusOneEvents: null,
    partyId: `party-${index}`,
    partyName: numbered(index),
    child: false,
    answeredBy: null,
  };
}

/** GetGuests answers the real guest list's rows, repeated to COUNT guests; GetAdminRSVPs COUNT answers. */
async function serveLongLists(page: Page): Promise<void> {
  await page.route('**/api/graphql', async (route) => {
    const { operationName } = route.request().postDataJSON() as { operationName?: string };
    if (operationName !== 'GetGuests' && operationName !== 'GetAdminRSVPs') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown[]> };
    if (operationName === 'GetGuests') {
      const real = body.data.guests as Api.Guest[];
      body.data.guests = Array.from({ length: COUNT }, (_, index) => ({
        ...real[index % real.length],
        id: `guest-${index}`,
        name: numbered(index),
        email: `guest-${index + 1}@example.com`,
        notes: null,
        // Each repeated row is a guest of their own, in a party of their own.
        partyId: `party-${index}`,
        partyName: numbered(index),
      }));
    } else {
      body.data.adminRSVPs = Array.from({ length: COUNT }, (_, index) => answer(index));
    }
    return route.fulfill({ response, json: body });
  });
}

const rowNames = (page: Page) => page.getByRole('tabpanel').getByRole('rowheader');

test('a long guest list and its answers are shown 100 rows at a time, with Previous and Next', async ({
  page,
}) => {
  // 250 rows drawn twice and an accessibility scan of a 100-row table (the rest of the dashboard is
  // scanned by the other admin specs): past a minute beside another worker on a busy 2-core machine.
  test.setTimeout(180_000);
  await serveLongLists(page);
  await logIn(page);
  await expect(page.getByRole('tab', { name: `Guests (${COUNT})` })).toHaveAttribute('aria-selected', 'true');
  const guestPages = page.getByRole('navigation', { name: 'Pages of the guest list' });
  await expect(guestPages).toContainText(`1–100 of ${COUNT} guests`);
  await expect(rowNames(page)).toHaveCount(100);
  await expect(rowNames(page).first()).toContainText('Guest 001');
  await expect(guestPages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expectAccessible(page, '[role="tabpanel"]');

  await guestPages.getByRole('button', { name: 'Next page' }).click();
  await expect(guestPages).toContainText(`101–200 of ${COUNT} guests`);
  await expect(rowNames(page).first()).toContainText('Guest 101');
  // "Select every guest shown" selects this page's guests.
  await page.getByRole('checkbox', { name: 'Select every guest shown' }).check();
  await expect(page.getByRole('group', { name: '100 guests selected' })).toBeVisible();

  // A search starts again at the first page; a single page needs no pager.
  await page.getByLabel('Search guests').fill(`guest-${COUNT}@example.com`);
  await expect(rowNames(page)).toHaveCount(1);
  await expect(rowNames(page)).toContainText(numbered(COUNT - 1));
  await expect(guestPages).toBeHidden();
  await page.getByLabel('Search guests').fill('');
  await expect(guestPages).toContainText(`1–100 of ${COUNT} guests`);

  await page.getByRole('tab', { name: `RSVPs (${COUNT})` }).click();
  const answerPages = page.getByRole('navigation', { name: 'Pages of the answers' });
  await expect(answerPages).toContainText(`1–100 of ${COUNT} answers`);
  await expect(rowNames(page)).toHaveCount(100);
  await answerPages.getByRole('button', { name: 'Next page' }).click();
  await answerPages.getByRole('button', { name: 'Next page' }).click();
  await expect(answerPages).toContainText(`201–250 of ${COUNT} answers`);
  await expect(rowNames(page)).toHaveCount(50);
  await expect(answerPages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  // The answers' pager; their rows are scanned whole by admin-guests.spec.ts, as the guests' 100 here.
  await expectAccessible(page, 'nav[aria-label="Pages of the answers"]');
});
