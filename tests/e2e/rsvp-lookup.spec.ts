import { asNewVisitor, expect, expectNoAxeViolations, lookUp, test } from './rsvp-fixtures';

/** The RSVP lookup step: the specification's rules and messages (sections 5 and 8). */
test.describe('RSVP lookup', () => {
  test.beforeEach(async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/rsvp');
  });

  test('checks each name on blur, and clears its error as soon as the field is edited', async ({ page }) => {
    const first = page.getByLabel('First name', { exact: true });
    const last = page.getByLabel('Last name', { exact: true });
    await expect(page.getByRole('heading', { level: 1, name: 'RSVP' })).toBeVisible();
    await expectNoAxeViolations(page);

    await first.focus();
    await first.blur();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAccessibleDescription('First name is required');
    await first.pressSequentially('H');
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(first).not.toHaveAttribute('aria-invalid');
    await first.blur();
    await expect(first).toHaveAccessibleDescription('First name must be at least 2 characters');

    await last.fill('  ');
    await last.blur();
    await expect(last).toHaveAccessibleDescription('Last name is required');
    await last.fill(' D ');
    await expect(page.getByText('Last name is required')).toHaveCount(0);
    await last.blur();
    await expect(last).toHaveAccessibleDescription('Last name must be at least 2 characters');
    await expectNoAxeViolations(page);
  });

  test('checks both names on submit and puts the guest on the first one to fix', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('firstName')) requests.push(request.url());
    });
    await page.getByRole('button', { name: 'Find my invitation' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
    expect(requests).toEqual([]);
  });

  test('says when a name is not on the guest list', async ({ page }) => {
    await lookUp(page, 'Napoleon', 'Bonaparte');
    await expect(page.getByRole('alert')).toHaveText(
      'Name not found on guest list. Please check spelling or contact the couple.',
    );
    await expectNoAxeViolations(page);
  });

  test('finds a guest however they type their name', async ({ page }) => {
    await lookUp(page, 'mary', 'DE LA CRUZ');
    await expect(page.getByRole('heading', { name: 'Welcome, Mary Anne' })).toBeFocused();
    await page.getByRole('radio', { name: 'Yes' }).check();
    const plusOne = page.getByRole('group', { name: 'Your plus-one' });
    await expect(plusOne.getByLabel('Their first name')).toHaveValue('Roberto');
    await expect(plusOne.getByLabel('Their last name')).toHaveValue('de la Cruz');
  });

  test.describe('a name two guests share', () => {
    test.use({ expectedHttpErrors: [409] });

    test('shows the server’s sentence, and the invitation code leads to the right guest', async ({
      page,
    }) => {
      await lookUp(page, 'Sophie', 'Martin');
      await expect(page.getByRole('alert')).toHaveText(
        'More than one guest has this name. Please enter the code printed on your invitation card, or contact the couple.',
      );
      await expect(page.getByText('Thomas Bernard')).toHaveCount(0);
      await page.getByLabel('Invitation code').fill('rbq qhe');
      await page.getByRole('button', { name: 'Use my code' }).click();
      await expect(page).toHaveURL(/\/rsvp\?code=RBQQHE$/);
      await expect(page.getByRole('heading', { name: 'Welcome, Sophie' })).toBeVisible();
      await page.getByRole('radio', { name: 'Yes' }).check();
      await expect(page.getByLabel('Their first name')).toHaveValue('Thomas');
    });
  });

  test('an invitation link skips the lookup', async ({ page }) => {
    await page.goto('/rsvp?code=4FRHPM');
    await expect(page.getByRole('heading', { name: 'Welcome, Mary Anne' })).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown code in the link says so and leaves the lookup open', async ({ page }) => {
    await page.goto('/rsvp?code=ZZZZZZ');
    await expect(page.getByLabel('Invitation code')).toHaveAccessibleDescription(
      /We could not find that invitation code\. Please check it against your invitation card, or contact the couple\./,
    );
    await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a code that cannot be printed on a card is refused before asking the server', async ({ page }) => {
    await page.getByLabel('Invitation code').fill('ABC');
    await page.getByRole('button', { name: 'Use my code' }).click();
    await expect(page.getByLabel('Invitation code')).toBeFocused();
    await expect(page.getByLabel('Invitation code')).toHaveAccessibleDescription(
      /Please enter the code printed on your invitation card: 8 letters and numbers, or 6 on some\./,
    );
    await expect(page).toHaveURL(/\/rsvp$/);
  });

  test.describe('when the server fails without a sentence', () => {
    test.use({ expectedHttpErrors: [502] });

    test('says "Failed to lookup guest information"', async ({ page }) => {
      await page.route(
        (url) => url.pathname === '/rsvp' && url.searchParams.has('firstName'),
        (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      );
      await lookUp(page, 'Hélène', 'Dupont');
      await expect(page.getByRole('alert')).toHaveText('Failed to lookup guest information');
    });
  });

  test.describe('when the network is down', () => {
    test.use({ expectedHttpErrors: ['network'] });

    test('says "An error occurred. Please try again."', async ({ page }) => {
      await page.route(
        (url) => url.pathname === '/rsvp' && url.searchParams.has('firstName'),
        (route) => route.abort('internetdisconnected'),
      );
      await lookUp(page, 'Hélène', 'Dupont');
      await expect(page.getByRole('alert')).toHaveText('An error occurred. Please try again.');
    });
  });
});
