import type { Page } from '@playwright/test';
import {
  advanceUntilVisible,
  asNewVisitor,
  expect,
  expectNoAxeViolations,
  guestEvents,
  lookUp,
  plusOneEvents,
  pauseClock,
  test,
} from './rsvp-fixtures';

const summary = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Please fix the following errors:' });

/** Counts the RSVPs the page sends, to prove the form blocks a submit while errors exist. */
function countPosts(page: Page): { count: number } {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/rsvp') posts.count += 1;
  });
  return posts;
}

let visitor: Record<string, string> = {};
test.beforeEach(async ({ page }) => {
  visitor = await asNewVisitor(page);
});

test('a guest and their plus-one say yes, meeting every message of the form on the way', async ({ page }) => {
  test.slow(); // the longest walk through the form, with four accessibility checks
  const posts = countPosts(page);
  await page.clock.install();
  await page.goto('/rsvp');
  await lookUp(page, 'helene', 'DUPONT');
  await expect(page.getByRole('heading', { name: 'Welcome, Hélène' })).toBeFocused();
  await expectNoAxeViolations(page);

  // 'Yes' ticks every event, for the guest and for the plus-one.
  await page.getByRole('radio', { name: 'Yes' }).check();
  for (const box of await guestEvents(page).getByRole('checkbox').all()) await expect(box).toBeChecked();
  for (const box of await plusOneEvents(page).getByRole('checkbox').all()) await expect(box).toBeChecked();

  // The mailing address on blur, cleared on edit.
  const address = page.getByLabel('Mailing address');
  await address.focus();
  await address.blur();
  await expect(address).toHaveAccessibleDescription(/Mailing address is required$/);
  await address.pressSequentially('1');
  await expect(page.getByText('Mailing address is required')).toHaveCount(0);
  await address.fill('');

  // Submit with errors: blocked, the list shows them all and takes focus.
  await page.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('listitem')).toHaveText([
    'Please select your reception entrée',
    'Please select a reception entrée for your plus-one',
    'Mailing address is required when attending',
  ]);
  await expectNoAxeViolations(page);

  // Unticking every event of the guest, then of the plus-one, brings their messages.
  for (const box of await guestEvents(page).getByRole('checkbox').all()) await box.uncheck();
  await expect(summary(page)).toContainText('Please select at least one event to attend');
  await guestEvents(page)
    .getByRole('checkbox', { name: /Welcome Dinner/ })
    .check();
  await expect(summary(page)).not.toContainText('Please select at least one event to attend');
  for (const box of await plusOneEvents(page).getByRole('checkbox').all()) await box.uncheck();
  await expect(summary(page)).toContainText('Please select at least one event for your plus-one');
  await plusOneEvents(page)
    .getByRole('checkbox', { name: /Farewell Brunch/ })
    .check();
  await page.getByRole('button', { name: 'Send my RSVP' }).click();
  expect(posts.count).toBe(0);

  // Each fix clears its message; the list goes when nothing is left.
  await page
    .getByRole('group', { name: 'Your reception entrée' })
    .getByRole('radio', { name: 'Fish' })
    .check();
  await page
    .getByRole('group', { name: 'Their reception entrée' })
    .getByRole('radio', { name: 'Vegetarian' })
    .check();
  await address.fill('12 Rue de la Paix\n75002 Paris');
  await expect(summary(page)).toHaveCount(0);
  await page.getByLabel('Allergies or dietary notes (optional)', { exact: true }).fill('No shellfish');
  await page.getByLabel('Their first name').fill('Marco');
  await page.getByLabel('A note for the couple (optional)').fill('We are so happy for you!');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Send my RSVP' }).click();

  // Success: the attending message and a visible 2-second countdown, then home.
  const thanks = page.getByRole('heading', { name: 'Thank you!' });
  await advanceUntilVisible(page, thanks);
  await expect(thanks).toBeFocused();
  // The step starts at the top of the page and sums up what was saved.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.rsvp-saved li')).toHaveText([
    // The dietary notes typed in the answer are shown as stored (ADR 072).
    'Hélène Dupont: Welcome Dinner; reception entrée: Fish; dietary notes: No shellfish',
    /^Marco\b.*: Farewell Brunch; reception entrée: Vegetarian$/,
  ]);
  await expect(page.getByText('Thank you! Your RSVP has been saved.')).toBeVisible();
  await expect(page.getByText('We cannot wait to celebrate with you in Cap Ferrat.')).toBeVisible();
  await expect(page.getByText('Taking you home in 2 seconds…')).toBeVisible();
  await expectNoAxeViolations(page, { clockPaused: true });
  await expect(page.getByText('Taking you home in 2 seconds…')).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByText('Taking you home in 1 second…')).toBeVisible();
  await expect(page).toHaveURL(/\/rsvp$/);
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/$/);
  expect(posts.count).toBe(1);

  // What the server kept, read back through the invitation code.
  const stored = await page.request.get('/rsvp?code=FJ9K8E', {
    headers: { ...visitor, Accept: 'application/json' },
  });
  expect((await stored.json()) as unknown).toMatchObject({
    previousAnswer: {
      attending: true,
      plusOneAttending: true,
      plusOneFirstName: 'Marco',
      events: {
        welcomeDinner: true,
        ceremonyAndLunch: false,
        cocktailAndReception: false,
        farewellBrunch: false,
      },
      plusOneEvents: { welcomeDinner: false, farewellBrunch: true },
      dietaryRestrictions: 'Fish',
      plusOneDietaryRestrictions: 'Vegetarian',
      dietaryNotes: 'No shellfish',
      mailingAddress: '12 Rue de la Paix\n75002 Paris',
      message: 'We are so happy for you!',
    },
  });
});

test('a guest invited alone declines, and goes home with the button', async ({ page }) => {
  await page.clock.install();
  await page.goto('/rsvp');
  await lookUp(page, 'Jean-Luc', 'Moreau');
  await expect(page.getByRole('heading', { name: 'Welcome, Jean-Luc' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your plus-one' })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('radio', { name: "Sorry, can't make it" }).check();
  for (const box of await guestEvents(page).getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await expect(page.getByLabel('Mailing address')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel('A note for the couple (optional)').fill('Have the most wonderful day.');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Send my RSVP' }).click();

  // The server's sentence for a decline, then the couple's.
  await advanceUntilVisible(
    page,
    page.getByText('Thank you for letting us know. Your reply has been saved.'),
  );
  await expect(page.getByText('We will miss you.')).toBeVisible();
  await expect(page.getByText('We cannot wait to celebrate with you')).toHaveCount(0);
  // By name, whoever typed it may not be Jean-Luc: the address his copy went to is masked (ADR 031).
  await expect(page.getByText('A copy of your answer is on its way to j•••@example.com.')).toBeVisible();
  await expectNoAxeViolations(page, { clockPaused: true });
  await expect(page.getByText('Taking you home in 2 seconds…')).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('ticking an event is saying yes; a plus-one who stays home needs nothing', async ({ page }) => {
  await page.goto('/rsvp');
  await lookUp(page, 'Liam', "O'Brien");
  await guestEvents(page)
    .getByRole('checkbox', { name: /Cocktail Hour and Reception/ })
    .check();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(page.getByLabel('My plus-one is coming')).not.toBeChecked();
  await page
    .getByRole('group', { name: 'Your reception entrée' })
    .getByRole('radio', { name: 'Meat' })
    .check();
  await page.getByLabel('Mailing address').fill('4 Merrion Square, Dublin 2');
  await page.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('We cannot wait to celebrate with you in Cap Ferrat.')).toBeVisible();
});

// Changed on purpose (ADR 007): by name the form used to come back filled with the answer's
// choices; now it says when the guest answered and starts blank, and the invitation link shows all.
test('a returning guest sees when they answered by name, and their whole answer by code', async ({
  page,
}) => {
  const answer = {
    firstName: 'Chloé',
    lastName: 'Lefèvre',
    mailingAddress: '3 Quai des Belges, 13001 Marseille',
    attending: true,
    plusOneAttending: false,
    plusOneFirstName: '',
    plusOneLastName: '',
    events: {
      welcomeDinner: false,
      ceremonyAndLunch: true,
      cocktailAndReception: true,
      farewellBrunch: false,
    },
    plusOneEvents: {},
    dietaryRestrictions: 'Vegetarian',
    plusOneDietaryRestrictions: '',
    message: 'À bientôt !',
  };
  const saved = await page.request.post('/rsvp', { data: answer, headers: visitor });
  expect(saved.status()).toBe(200);

  await page.goto('/rsvp');
  await lookUp(page, 'chloe', 'lefevre');
  await expect(
    page.getByText(
      // On the 12-hour clock, as everywhere in English (ADR 067).
      /^You replied on \d{1,2} [A-Z][a-z]+ 20\d\d at (?:\d{1,2}(?::\d\d)? [AP]M|noon|midnight) \(Paris time\)\. To keep it private, your answer is not shown/,
    ),
  ).toBeVisible();
  // By name, nothing of the answer shows; the invitation link shows all of it.
  await expect(page.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  await expect(
    guestEvents(page).getByRole('checkbox', { name: /Hindu Ceremony and Lunch/ }),
  ).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Vegetarian' })).not.toBeChecked();
  await expect(page.getByLabel('Mailing address')).toHaveValue('');
  await page.goto('/rsvp?code=Z7FWDY');
  await expect(
    page.getByText(
      /^You replied on \d{1,2} [A-Z][a-z]+ 20\d\d at (?:\d{1,2}(?::\d\d)? [AP]M|noon|midnight) \(Paris time\)\. Your answers are filled in/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(guestEvents(page).getByRole('checkbox', { name: /Welcome Dinner/ })).not.toBeChecked();
  await expect(guestEvents(page).getByRole('checkbox', { name: /Hindu Ceremony and Lunch/ })).toBeChecked();
  await expect(
    guestEvents(page).getByRole('checkbox', { name: /Cocktail Hour and Reception/ }),
  ).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Vegetarian' })).toBeChecked();
  await expect(page.getByLabel('Mailing address')).toHaveValue(answer.mailingAddress);
  await expect(page.getByLabel('A note for the couple (optional)')).toHaveValue('À bientôt !');
  await expectNoAxeViolations(page);
});

test('a guest back by name keeps the allergy and address on file without retyping them', async ({ page }) => {
  const first = {
    firstName: 'Marie-Claire',
    lastName: 'Dubois',
    invitationCode: '2DNNVC',
    mailingAddress: '9 Rue Caroline, 06000 Nice',
    attending: true,
    plusOneAttending: false,
    plusOneFirstName: '',
    plusOneLastName: '',
    events: { welcomeDinner: true, ceremonyAndLunch: true, cocktailAndReception: true, farewellBrunch: true },
    plusOneEvents: {},
    dietaryRestrictions: 'Fish',
    plusOneDietaryRestrictions: '',
    dietaryNotes: 'Severe nut allergy',
    message: '',
  };
  expect((await page.request.post('/rsvp', { data: first, headers: visitor })).status()).toBe(200);

  await page.goto('/rsvp');
  await lookUp(page, 'Marie-Claire', 'Dubois');
  await expect(page.getByText(/is kept when you leave them blank/)).toBeVisible();
  const onFile = 'We have this on file. Leave it blank to keep it, or type something new to replace it.';
  await expect(page.getByLabel('Mailing address')).toHaveAccessibleDescription(onFile);
  await expect(page.getByLabel('Allergies or dietary notes (optional)')).toHaveAccessibleDescription(onFile);
  await expect(page.getByLabel('Mailing address')).toHaveValue('');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('radio', { name: 'Meat' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByText('We cannot wait to celebrate with you in Cap Ferrat.')).toBeVisible();

  const stored = await page.request.get('/rsvp?code=2DNNVC', {
    headers: { ...visitor, Accept: 'application/json' },
  });
  expect((await stored.json()) as unknown).toMatchObject({
    previousAnswer: {
      dietaryRestrictions: 'Meat',
      dietaryNotes: 'Severe nut allergy',
      mailingAddress: first.mailingAddress,
    },
  });
});
