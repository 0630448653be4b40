import type { Page } from '@playwright/test';
import { asNewVisitor, expect, lookUp, test } from './rsvp-fixtures';

/**
 * The RSVP form's email box (ADR 031): offered only to a guest who came with their invitation code
 * and whom the list has no email for. Typing a name proves nothing, so by name there is no box, and
 * the lookup by name does not say whether the list has an address. Sarah Goldberg (W8EAH6) has no
 * email on the e2e server's list (tests/support/e2e-server.ts).
 */
test.describe.configure({ mode: 'serial' });

const emailBox = (page: Page) => page.getByLabel('Your email (optional)');

test('by name, the form offers no email box, and the lookup does not tell whether one is on file', async ({
  page,
}) => {
  const visitor = await asNewVisitor(page);
  await page.goto('/rsvp');
  await lookUp(page, 'Sarah', 'Goldberg');
  await expect(page.getByRole('heading', { name: 'Welcome, Sarah' })).toBeVisible();
  await expect(page.getByLabel('A note for the couple (optional)')).toBeVisible();
  await expect(emailBox(page)).toHaveCount(0);

  const byName = await page.request.get('/rsvp?firstName=Sarah&lastName=Goldberg', {
    headers: { ...visitor, Accept: 'application/json' },
  });
  const body = (await byName.json()) as Record<string, unknown>;
  expect(body).toMatchObject({ found: true, firstName: 'Sarah' });
  expect(body).not.toHaveProperty('hasEmail');
});

test('with the invitation code, a guest without email on file is offered the box, and the address is kept', async ({
  page,
}) => {
  const visitor = await asNewVisitor(page);
  await page.goto('/rsvp?code=W8EAH6');
  await expect(page.getByRole('heading', { name: 'Welcome, Sarah' })).toBeVisible();
  await expect(emailBox(page)).toBeVisible();
  await expect(emailBox(page)).toHaveAccessibleDescription(
    'We will send you a copy of your answer, with a private link to change it.',
  );
  await page.getByRole('radio', { name: "Sorry, can't make it" }).check();
  await emailBox(page).fill('sarah.goldberg@example.org');
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/rsvp'),
  );
  await page.getByRole('button', { name: 'Send my RSVP' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    invitationCode: 'W8EAH6',
    email: 'sarah.goldberg@example.org',
  });
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // With the code, the guest sees the whole address the copy went to.
  await expect(
    page.getByText('A copy of your answer is on its way to sarah.goldberg@example.org.'),
  ).toBeVisible();

  // Now on file: the code link no longer asks for it.
  const byCode = await page.request.get('/rsvp?code=W8EAH6', {
    headers: { ...visitor, Accept: 'application/json' },
  });
  expect(await byCode.json()).toMatchObject({ found: true, hasEmail: true });
  await page.goto('/rsvp?code=W8EAH6');
  await expect(page.getByRole('heading', { name: 'Welcome, Sarah' })).toBeVisible();
  await expect(page.getByLabel('A note for the couple (optional)')).toBeVisible();
  await expect(emailBox(page)).toHaveCount(0);
});
