import type { Page } from '@playwright/test';
import { rsvpCopy } from '@riviera/content/fr/rsvp';
import { entreeLabels, rsvpEventLabels, rsvpFormCopy } from '@riviera/content/fr/rsvp-form';
import { MESSAGES } from '../../server/contract/src/messages';
import { MESSAGES_FR } from '../../server/contract/src/messages.fr';
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
 * The RSVP in French end to end (ADR 019): the page under /fr, its validation messages
 * (messages.fr.ts, the server's table too), the server's refusals in French, the success step with
 * French punctuation and its countdown, and the way home to /fr. The labels are read from the French
 * content module; what proves the page is French is the sentences a guest reads.
 */
const lookup = MESSAGES_FR.lookup;
const form = MESSAGES_FR.rsvp;

const firstNameField = (page: Page) => page.getByLabel(rsvpCopy.lookup.firstName, { exact: true });
const lastNameField = (page: Page) => page.getByLabel(rsvpCopy.lookup.lastName, { exact: true });
const guestEvents = (page: Page) => page.getByRole('group', { name: rsvpFormCopy.form.eventsLegend });
const plusOneEvents = (page: Page) =>
  page.getByRole('group', { name: rsvpFormCopy.form.plusOneEventsLegend });
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: form.fixErrorsHeading });

/** The lookup step in French, filled and sent. */
async function lookUpInFrench(page: Page, firstName: string, lastName: string): Promise<void> {
  await firstNameField(page).fill(firstName);
  await lastNameField(page).fill(lastName);
  await page.getByRole('button', { name: rsvpCopy.lookup.submit }).click();
}

/** The French RSVP page, as an invitation printed in French opens it, once live (hydrated). */
async function openFrenchRsvp(page: Page, query = ''): Promise<void> {
  await page.goto(`/fr/rsvp${query}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The pre-rendered form does nothing until the page's script has hydrated it.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
}

let visitor: Record<string, string> = {};
test.beforeEach(async ({ page }) => {
  visitor = await asNewVisitor(page);
});

test.describe('the French lookup', () => {
  test('checks each name on blur in French, and clears its error as soon as the field is edited', async ({
    page,
  }) => {
    await openFrenchRsvp(page);
    await expect(page).toHaveTitle(/^Votre réponse · Aanya & Julien · Cap-Ferrat · 15 mai 2026$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Retrouver votre invitation' })).toBeVisible();
    const first = firstNameField(page);
    const last = lastNameField(page);

    await first.focus();
    await first.blur();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription(lookup.firstNameRequired);
    await expect(page.getByText(lookup.firstNameRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.lookup.firstNameRequired)).toHaveCount(0);
    await first.pressSequentially('R');
    await expect(page.getByText(lookup.firstNameRequired)).toHaveCount(0);
    await first.blur();
    await expect(first).toHaveAccessibleDescription(lookup.firstNameTooShort);

    await last.fill('  ');
    await last.blur();
    await expect(last).toHaveAccessibleDescription(lookup.lastNameRequired);
    await last.fill(' G ');
    await expect(page.getByText(lookup.lastNameRequired)).toHaveCount(0);
    await last.blur();
    await expect(last).toHaveAccessibleDescription(lookup.lastNameTooShort);
    await expect(page.getByText(lookup.lastNameTooShort)).toBeVisible();
    // Never the English sentences of the specification.
    await expect(page.getByText(MESSAGES.lookup.firstNameTooShort)).toHaveCount(0);
    await expect(page.getByText(MESSAGES.lookup.lastNameTooShort)).toHaveCount(0);
  });

  test('checks both names on submit in French and puts the guest on the first one to fix', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('firstName')) requests.push(request.url());
    });
    await openFrenchRsvp(page);
    await page.getByRole('button', { name: rsvpCopy.lookup.submit }).click();
    await expect(page.getByText(lookup.firstNameRequired)).toBeVisible();
    await expect(page.getByText(lookup.lastNameRequired)).toBeVisible();
    await expect(firstNameField(page)).toBeFocused();
    expect(requests).toEqual([]);
  });

  test('says in French when a name is not on the guest list', async ({ page }) => {
    await openFrenchRsvp(page);
    await lookUpInFrench(page, 'Napoléon', 'Bonaparte');
    await expect(page.getByRole('alert')).toHaveText(lookup.notFound);
    await expect(page.getByText(MESSAGES.lookup.notFound)).toHaveCount(0);
  });

  test.describe('a name two guests share', () => {
    test.use({ expectedHttpErrors: [409] });

    test('shows the server’s French sentence, and the code leads to the right guest in French', async ({
      page,
    }) => {
      const answers: Array<{ status: number; body: unknown }> = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname === '/rsvp' && url.searchParams.get('lastName') === 'Martin') {
          void response.json().then((body: unknown) => answers.push({ status: response.status(), body }));
        }
      });
      await openFrenchRsvp(page);
      await lookUpInFrench(page, 'Sophie', 'Martin');
      await expect(page.getByRole('alert')).toHaveText(lookup.ambiguous);
      // The sentence is the server's, answered in the page's language.
      await expect
        .poll(() => answers)
        .toEqual([{ status: 409, body: { error: lookup.ambiguous, code: 'conflict' } }]);

      await page.getByLabel(rsvpCopy.lookup.codeLabel).fill('rbq qhe');
      await page.getByRole('button', { name: rsvpCopy.lookup.codeSubmit }).click();
      await expect(page).toHaveURL(/\/fr\/rsvp\?code=RBQQHE$/);
      await expect(page.getByRole('heading', { name: 'Bienvenue, Sophie' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test('an unknown code in a French link says so in French and leaves the lookup open', async ({ page }) => {
    await openFrenchRsvp(page, '?code=ZZZZZZ');
    await expect(page.getByLabel(rsvpCopy.lookup.codeLabel)).toHaveAccessibleDescription(
      new RegExp(lookup.codeNotFound.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')),
    );
    await expect(page.getByText(lookup.codeNotFound)).toBeVisible();
    await expect(page.getByText(MESSAGES.lookup.codeNotFound)).toHaveCount(0);
    await expect(firstNameField(page)).toBeVisible();
  });

  test('a code that cannot be printed on a card is refused in French', async ({ page }) => {
    await openFrenchRsvp(page);
    await page.getByLabel(rsvpCopy.lookup.codeLabel).fill('ABC');
    await page.getByRole('button', { name: rsvpCopy.lookup.codeSubmit }).click();
    await expect(page.getByLabel(rsvpCopy.lookup.codeLabel)).toBeFocused();
    await expect(page.getByText(lookup.codeInvalid)).toBeVisible();
    await expect(page).toHaveURL(/\/fr\/rsvp$/);
  });
});

const viewports = [
  { width: 390, height: 844, guest: { firstName: 'Raphaël', lastName: 'Garnier', code: 'K38YP4' } },
  { width: 1280, height: 800, guest: { firstName: 'François', lastName: 'Côté', code: 'AQ7R76' } },
];

for (const { width, height, guest } of viewports) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`a guest answers in French, meeting the form’s French messages, with no axe violation on the way`, async ({
      page,
    }) => {
      test.slow(); // the longest walk through the form, with four accessibility checks
      const plusOne = guest.firstName === 'Raphaël' ? 'Inès' : 'Émilie';
      await page.clock.install();
      await openFrenchRsvp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Votre réponse' })).toBeVisible();
      // The lookup step with its errors shown.
      await page.getByRole('button', { name: rsvpCopy.lookup.submit }).click();
      await expect(page.getByText(lookup.lastNameRequired)).toBeVisible();
      await expectNoAxeViolations(page);

      await lookUpInFrench(page, guest.firstName.toLowerCase(), guest.lastName.toUpperCase());
      await expect(page.getByRole('heading', { name: `Bienvenue, ${guest.firstName}` })).toBeFocused();

      // The mailing address on blur, in French, cleared on edit.
      const address = page.getByLabel(rsvpFormCopy.form.mailingAddress);
      await address.focus();
      await address.blur();
      await expect(address).toHaveAccessibleDescription(new RegExp(`${form.mailingAddressRequired}$`));
      await address.pressSequentially('8');
      await expect(page.getByText(form.mailingAddressRequired)).toHaveCount(0);
      await address.fill('');

      // Sent with nothing chosen: the French summary, its heading, first the request to say whether
      // they can come, then the specification's messages and the mailing address rule.
      await page.getByRole('button', { name: rsvpFormCopy.form.submit }).click();
      await expect(summary(page)).toBeFocused();
      // Playwright's text matchers fold no-break spaces into spaces: the exact characters are read.
      await expect
        .poll(() => summary(page).getByRole('heading').textContent())
        .toBe('Merci de corriger les points suivants\u00a0:');
      await expect(summary(page).getByRole('listitem')).toHaveText([
        rsvpFormCopy.form.chooseAttendance,
        form.selectEvent,
        form.selectEntree,
        form.mailingAddressRequiredWhenAttending,
      ]);
      await expect(page.getByText(MESSAGES.rsvp.fixErrorsHeading)).toHaveCount(0);
      await expectNoAxeViolations(page);

      // "Yes" ticks every event for both; the plus-one's entrée is then asked for too.
      await page.getByRole('radio', { name: rsvpFormCopy.form.yes }).check();
      for (const box of await guestEvents(page).getByRole('checkbox').all()) await expect(box).toBeChecked();
      await expect(summary(page).getByRole('listitem')).toHaveText([
        form.selectEntree,
        form.selectPlusOneEntree,
        form.mailingAddressRequiredWhenAttending,
      ]);
      for (const box of await plusOneEvents(page).getByRole('checkbox').all()) await box.uncheck();
      await expect(summary(page)).toContainText(form.selectPlusOneEvent);
      await plusOneEvents(page)
        .getByRole('checkbox', { name: new RegExp(rsvpEventLabels.farewellBrunch.title) })
        .check();
      await expect(summary(page)).not.toContainText(form.selectPlusOneEvent);

      // Once sent, the address field carries the summary's sentence, until it is filled in.
      await expect(address).toHaveAccessibleDescription(
        new RegExp(`${form.mailingAddressRequiredWhenAttending}$`),
      );
      await address.fill('8 Quai des Docks\n06300 Nice');
      await expect(summary(page)).not.toContainText(form.mailingAddressRequiredWhenAttending);

      for (const key of ['ceremonyAndLunch', 'cocktailAndReception', 'farewellBrunch'] as const) {
        await guestEvents(page)
          .getByRole('checkbox', { name: new RegExp(rsvpEventLabels[key].title) })
          .uncheck();
      }
      await page
        .getByRole('group', { name: rsvpFormCopy.form.entreeLegend })
        .getByRole('radio', { name: entreeLabels.Fish })
        .check();
      await page
        .getByRole('group', { name: rsvpFormCopy.form.plusOneEntreeLegend })
        .getByRole('radio', { name: entreeLabels.Vegetarian })
        .check();
      await expect(summary(page)).toHaveCount(0);
      await expect(page.getByLabel(rsvpFormCopy.form.plusOneFirstName)).toHaveValue(plusOne);
      await page.getByLabel(rsvpFormCopy.form.message).fill('Nous avons hâte !');
      await pauseClock(page);
      await page.getByRole('button', { name: rsvpFormCopy.form.submit }).click();

      // Success: the French thanks, what was saved with French punctuation, the countdown in French.
      const thanks = page.getByRole('heading', { name: 'Merci\u202f!' });
      await advanceUntilVisible(page, thanks);
      await expect(thanks).toBeFocused();
      expect(await thanks.textContent()).toBe('Merci\u202f!');
      // The server's own sentence, then the couple's.
      await expect(page.getByText(form.saved)).toBeVisible();
      await expect(page.getByText(rsvpFormCopy.success.attending)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Ce que nous avons enregistré' })).toBeVisible();
      // No-break space before the colons, narrow no-break space before the semicolon.
      await expect
        .poll(() => page.locator('.rsvp-saved li').allTextContents())
        .toEqual([
          `${guest.firstName} ${guest.lastName}\u00a0: Dîner de bienvenue\u202f; plat de la réception\u00a0: Poisson`,
          expect.stringMatching(
            new RegExp(
              `^${plusOne} \\S+\u00a0: Brunch du lendemain\u202f; plat de la réception\u00a0: Végétarien$`,
            ),
          ),
        ]);
      await expect(page.getByText('Retour à l’accueil dans 2 secondes…')).toBeVisible();
      await expectNoAxeViolations(page, { clockPaused: true });
      await expect(page.getByText('Retour à l’accueil dans 2 secondes…')).toBeVisible();
      await page.clock.runFor(1000);
      await expect(page.getByText('Retour à l’accueil dans 1 seconde…')).toBeVisible();
      await expect(page).toHaveURL(/\/fr\/rsvp$/);
      await page.clock.runFor(1000);

      // Home is the French home page, not the English one.
      await expect(page).toHaveURL(/\/fr$/);
      await expect(page.getByText('ont la joie de vous convier à leur mariage')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

      const stored = await page.request.get(`/rsvp?code=${guest.code}`, {
        headers: { ...visitor, Accept: 'application/json' },
      });
      expect((await stored.json()) as unknown).toMatchObject({
        previousAnswer: {
          attending: true,
          plusOneAttending: true,
          plusOneFirstName: plusOne,
          events: {
            welcomeDinner: true,
            ceremonyAndLunch: false,
            cocktailAndReception: false,
            farewellBrunch: false,
          },
          plusOneEvents: { welcomeDinner: false, farewellBrunch: true },
          dietaryRestrictions: 'Fish',
          plusOneDietaryRestrictions: 'Vegetarian',
          mailingAddress: '8 Quai des Docks\n06300 Nice',
          message: 'Nous avons hâte !',
        },
      });
    });
  });
}

test('a French invitation link opens the form in French; a guest declines and goes home to /fr', async ({
  page,
}) => {
  await page.clock.install();
  await openFrenchRsvp(page, '?code=DKHUPJ');
  await expect(page.getByRole('heading', { name: 'Bienvenue, Isabelle' })).toBeVisible();
  await expect(firstNameField(page)).toHaveCount(0);
  await expect(page.getByRole('group', { name: rsvpFormCopy.form.attendanceLegend })).toBeVisible();
  // The address is asked for what it is for once the invitation is in the guest's hands (ADR 072).
  await expect(
    page.getByText(
      'Pour le mot de remerciement que nous vous enverrons après le mariage, et pour nos dossiers.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('radio', { name: 'Hélas, je ne pourrai pas venir' }).check();
  await expect(page.getByLabel(rsvpFormCopy.form.mailingAddress)).toHaveCount(0);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();

  await advanceUntilVisible(page, page.getByText(form.savedDeclined));
  await expect(page.getByText('Vous allez nous manquer.')).toBeVisible();
  expect(await page.locator('.rsvp-saved li').allTextContents()).toEqual([
    'Isabelle Rousseau\u00a0: ne viendra pas',
  ]);
  await expect(page.getByText('Retour à l’accueil dans 2 secondes…')).toBeVisible();
  await page.getByRole('button', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByText('ont la joie de vous convier à leur mariage')).toBeVisible();
});

test('a returning guest reads when they answered in French, and the API answered them in French', async ({
  page,
}) => {
  const answer = declinePayload('Camille', 'Fontaine');
  // What a French page sends: its language in Accept-Language, and the server answers in it.
  const saved = await page.request.post('/rsvp', {
    data: answer,
    headers: { ...visitor, 'Accept-Language': 'fr' },
  });
  expect(saved.status()).toBe(200);
  expect((await saved.json()) as unknown).toMatchObject({ message: form.savedDeclined });

  await openFrenchRsvp(page);
  await lookUpInFrench(page, 'camille', 'FONTAINE');
  // A pattern is matched against the text as it is (no-break spaces in « 14 h 05 » and before « : »).
  await expect(
    page.getByText(
      /^Vous avez répondu le (1er|[1-9]|[12]\d|3[01]) [a-zéû]+ 20\d\d à \d{1,2}\u00a0h(\u00a0\d\d)? \(heure de Paris\)\. Par discrétion, votre réponse ne s’affiche pas/,
    ),
  ).toBeVisible();
  // Changed on purpose (ADR 007): by name, the answer itself is not shown.
  await expect(page.getByRole('radio', { name: rsvpFormCopy.form.no })).not.toBeChecked();
});
