import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn } from './admin-support';

/**
 * The mail loop on the sample server (no SMTP_URL, so the local mail catcher): a guest's RSVP
 * produces a confirmation the hosts see in the Mail tab, the hosts send invitations to a selection
 * and the statuses follow, and the reply filter narrows the list. Guests used here are used by no
 * other spec on this server.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

/**
 * The hosts' browser clock held before the weekend: an invitation or a reminder is sent at once then
 * (after it, the send dialog asks first: ADR 083, tests/e2e/after-the-wedding.spec.ts).
 */
const beforeTheWeekend = (page: Page) => page.clock.setFixedTime(new Date('2026-04-01T10:00:00+02:00'));

const guestRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('a guest answers, and the hosts see the confirmation as it arrived', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.7.1' });
  await page.goto('/rsvp?code=N6E77X');
  await expect(page.getByRole('heading', { name: 'Welcome, Elena' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page
    .getByRole('group', { name: 'Your reception entrée' })
    .getByRole('radio', { name: 'Fish' })
    .check();
  await page.getByLabel('Mailing address').fill('3 Nevsky Prospekt, Saint Petersburg');
  await page.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await logIn(page);
  await page.getByRole('tab', { name: /^Mail/ }).click();
  await expect(page.getByText('nothing leaves this computer')).toBeVisible();
  const confirmation = page
    .getByRole('listitem')
    .filter({ hasText: 'elena.petrova@example.com' })
    .filter({ hasText: 'Your RSVP: see you in Saint-Jean-Cap-Ferrat' });
  // The worker delivers to the catcher within seconds; the list looks again every few seconds.
  await expect(confirmation.getByText('Sent')).toBeVisible({ timeout: 20_000 });
  await confirmation.getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: 'Your RSVP: see you in Saint-Jean-Cap-Ferrat' });
  await expect(dialog.getByText('As the mail catcher received it.')).toBeVisible();
  const frame = page.frameLocator('iframe[title="The message as it appears in a mail client"]');
  await expect(frame.getByText('Thursday, 14 May 2026, 6:30 PM').first()).toBeVisible();
  await expect(frame.getByText('Reception entrée: Fish').first()).toBeVisible();
  await dialog.getByText('Plain text').click();
  await expect(dialog.locator('pre')).toContainText('/rsvp?code=N6E77X');
  // The action bar's Close (the dialog has one at the top too).
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  // The mail tab itself (the message's own HTML, in its sandbox, is the couple's mail, not the page).
  await expectAccessible(page);

  // The hosts' own addresses: a wrong one is refused in words, saved ones are where they
  // are told of answers, and cleared, the server's HOSTS_EMAIL applies again.
  const form = page.locator('.admin-hosts-email');
  const addresses = form.getByLabel('Your addresses');
  const fromServer = await addresses.inputValue();
  await addresses.fill('aanya@example.com, julien at example');
  await form.getByRole('button', { name: 'Save addresses' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    '“julien at example” is not an email address. Check it and save again.',
  );
  await expect(addresses).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await page.locator('.admin-mail > fieldset').screenshot({ path: 'test-results/admin-hosts-email.png' });
  await addresses.fill(' aanya@example.com ,julien@example.com');
  await form.getByRole('button', { name: 'Save addresses' }).click();
  await expect(form.getByRole('status')).toHaveText('Your addresses are saved.');
  await expect(addresses).toHaveValue('aanya@example.com, julien@example.com');
  await expect(page.getByText('Tell aanya@example.com, julien@example.com:')).toBeVisible();
  await addresses.fill('');
  await form.getByRole('button', { name: 'Save addresses' }).click();
  await expect(form.getByRole('status')).toHaveText('Your addresses are saved.');
  await expect(addresses).toHaveValue(fromServer);
});

test('the hosts send invitations to a selection, with a preview, and the statuses update', async ({
  page,
}) => {
  await beforeTheWeekend(page);
  await logIn(page);
  for (const name of ['Nikhil Rao', 'Matteo Bianchi']) {
    await guestRow(page, name).getByRole('checkbox').check();
  }
  await page.getByRole('button', { name: 'Send mail…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send mail to 2 guests' });
  await dialog.getByRole('radio', { name: 'Formal invitation' }).check();
  await expect(dialog.getByText('You are invited: Aanya & Julien, 14–16 May 2026')).toBeVisible();
  const preview = page.frameLocator('iframe[title="The message as it appears in a mail client"]');
  await expect(preview.getByText('BNY8ZU')).toBeVisible();
  await expect(preview.getByRole('img', { name: 'QR code that opens your RSVP' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 invitations on the way.' })).toBeVisible();

  for (const name of ['Nikhil Rao', 'Matteo Bianchi']) {
    // Cells after the checkbox: email, plus-one, save the date, formal invite.
    await expect(guestRow(page, name).getByRole('cell').nth(4)).toContainText('Sent');
  }
  await page.getByRole('tab', { name: /^Mail/ }).click();
  for (const address of ['nikhil.rao@example.com', 'matteo.bianchi@example.com']) {
    const row = page
      .getByRole('listitem')
      .filter({ hasText: address })
      .filter({ hasText: 'You are invited' });
    await expect(row.getByText('Sent')).toBeVisible({ timeout: 20_000 });
  }
});

test('the reply filter shows who has not replied, and the dashboard counts them', async ({ page }) => {
  await logIn(page);
  const filter = page.getByLabel('Reply', { exact: true });
  await filter.selectOption({ label: 'Attending' });
  await expect(guestRow(page, 'Elena Petrova')).toBeVisible();
  await expect(guestRow(page, 'Nikhil Rao')).toHaveCount(0);
  await filter.selectOption({ label: 'Awaiting a reply' });
  await expect(guestRow(page, 'Nikhil Rao')).toBeVisible();
  await expect(guestRow(page, 'Elena Petrova')).toHaveCount(0);
  const awaiting = await page.getByRole('row').count();
  // Every row but the header is a guest awaiting a reply, and the dashboard says how many.
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText(
    `Awaiting a reply${awaiting - 1}`,
  );
});

test('bulk selections of pending save-the-dates and invitations; guests who already had one are skipped unless ticked', async ({
  page,
}) => {
  await beforeTheWeekend(page);
  await logIn(page);
  const checkbox = (name: string) => guestRow(page, name).getByRole('checkbox');
  for (const name of ['Hiroshi Tanaka', 'Patrick McAllister']) await checkbox(name).check();
  await page.getByRole('button', { name: 'Send mail…' }).click();
  let dialog = page.getByRole('dialog', { name: 'Send mail to 2 guests' });
  await dialog.getByRole('radio', { name: 'Save the date' }).check();
  // As a host does: the save-the-date's preview is read before Send (the dialog grows as it lands).
  await expect(dialog.locator('.admin-mail-subject').first()).toHaveText(/^Save the date: /);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 save-the-dates on the way.' })).toBeVisible();

  // Pending save-the-dates: not the two who just had theirs; pending invitations: them, not Nikhil.
  await page.getByRole('button', { name: 'Select everyone whose save-the-date is pending' }).click();
  await expect(checkbox('Hiroshi Tanaka')).not.toBeChecked();
  await expect(checkbox('Laura García-Márquez')).toBeChecked();
  await page.getByRole('button', { name: 'Select everyone whose invitation is pending' }).click();
  await expect(checkbox('Hiroshi Tanaka')).toBeChecked();
  await expect(checkbox('Nikhil Rao')).not.toBeChecked();
  await page.getByRole('button', { name: 'Clear selection' }).click();

  // Nikhil Rao had his invitation in the test above: the dialog says he is skipped, and he is.
  for (const name of ['Nikhil Rao', 'Hiroshi Tanaka']) await checkbox(name).check();
  await page.getByRole('button', { name: 'Send mail…' }).click();
  dialog = page.getByRole('dialog', { name: 'Send mail to 2 guests' });
  await dialog.getByRole('radio', { name: 'Formal invitation' }).check();
  await expect(
    dialog.getByText('1 selected guest already had the formal invitation: Nikhil Rao. They will be skipped.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByRole('status').filter({
      hasText:
        '1 invitation on the way. Not sent: Nikhil Rao already had the invitation (tick "also send to guests who already had it" to send it again).',
    }),
  ).toBeVisible();

  // On purpose, he gets it again.
  await checkbox('Nikhil Rao').check();
  await page.getByRole('button', { name: 'Send mail…' }).click();
  dialog = page.getByRole('dialog', { name: 'Send mail to 1 guest' });
  await dialog.getByRole('checkbox', { name: 'Also send to guests who already had it' }).check();
  await expect(dialog.getByText('They will get it again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 invitation on the way\.$/ })).toBeVisible();
  await page.getByRole('tab', { name: /^Mail/ }).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'nikhil.rao@example.com' })
      .filter({ hasText: 'You are invited' }),
  ).toHaveCount(2);
});
