import { expect, test, type Page } from '@playwright/test';
import { rsvpFormCopy as french } from '@riviera/content/fr/rsvp-form';
import { MESSAGES_FR } from '../../server/contract/src/messages.fr';
import { E2E_SITE_URL } from '../support/e2e-config';
import { expectAccessible, logIn } from './admin-support';

/**
 * Phones and WhatsApp (ADR 052): a guest types a mobile number on the RSVP form, the hosts
 * see it in E.164 with the answers, and the Mail tab's send queue opens WhatsApp with the message in
 * the guest's language and their private link. Björn Åkesson and Tomás Ó Briain are used by no other
 * spec on this server.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** The French form from the guest's private link: a decline, with whatever is typed in the phone box. */
async function declineInFrench(page: Page, phone: string): Promise<void> {
  await page.goto('/fr/rsvp?code=H6BGC6');
  await expect(page.getByRole('heading', { name: french.form.greeting('Tomás') })).toBeVisible();
  await page.getByRole('radio', { name: french.form.no }).check();
  await page.getByLabel(french.form.phone).fill(phone);
  await page.getByRole('button', { name: french.form.submit }).click();
}

test('a guest gives a mobile number with their answer, and the hosts see it', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.23.1' });
  await page.goto('/rsvp?code=XXN7P4');
  await expect(page.getByRole('heading', { name: 'Welcome, Björn' })).toBeVisible();
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page
    .getByRole('group', { name: 'Your reception entrée' })
    .getByRole('radio', { name: 'Meat' })
    .check();
  await page.getByLabel('Mailing address').fill('Storgatan 1, Stockholm');
  await page.getByLabel('Your mobile number (optional)').fill('+46 70 123 45 67');
  await expectAccessible(page, 'form');
  await page.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await logIn(page);
  await page.getByRole('tab', { name: /^RSVPs/ }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Björn Åkesson' }) });
  await expect(row.getByRole('link', { name: '+46701234567' })).toHaveAttribute('href', 'tel:+46701234567');
});

test('the send queue opens WhatsApp with the guest’s message in their language and their private link', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.19.23.2' });
  // Not a phone number: refused in French, on the form, before anything is sent.
  await declineInFrench(page, '06 12');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES_FR.rsvp.phoneInvalid })).toBeVisible();
  // Typed as a French guest types it: read as a French number.
  await page.getByLabel(french.form.phone).fill('06 12 34 56 78');
  await page.getByRole('button', { name: french.form.submit }).click();
  await expect(page.getByRole('heading', { name: french.success.heading })).toBeVisible();

  await logIn(page);
  await page.getByRole('tab', { name: /^Mail/ }).click();
  const queue = page.getByRole('list', { name: 'Guests with a mobile number, by name' });
  const tomas = queue.getByRole('listitem').filter({ hasText: 'Tomás Ó Briain' });
  await expect(tomas).toContainText('+33 6 12 34 56 78 · French');
  const whatsApp = tomas.getByRole('link', { name: 'WhatsApp to Tomás Ó Briain' });
  const link = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/33612345678');
  const text = link.searchParams.get('text') ?? '';
  expect(text).toMatch(/^Bonjour Tomás, ici Aanya & Julien\u00a0: votre lien personnel/);
  expect(text).toContain(`${E2E_SITE_URL}/fr/rsvp?code=H6BGC6`);
  const sms = tomas.getByRole('link', { name: 'SMS to Tomás Ó Briain' });
  expect(await sms.getAttribute('href')).toBe(`sms:+33612345678?&body=${encodeURIComponent(text)}`);
  await expectAccessible(page, '.admin-send-queue');

  await tomas.getByRole('button', { name: 'Mark sent to Tomás Ó Briain' }).click();
  await expect(tomas.getByText(/^Sent on /)).toBeVisible();
  await expect(tomas.getByRole('button', { name: 'Mark not sent to Tomás Ó Briain' })).toBeVisible();
  await page.locator('.admin-send-queue').screenshot({ path: 'test-results/admin-send-queue-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.admin-send-queue').screenshot({ path: 'test-results/admin-send-queue-390.png' });
});
