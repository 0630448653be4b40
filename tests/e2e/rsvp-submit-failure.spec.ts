import type { Page } from '@playwright/test';
import { RSVP_LIMITS } from '../../server/src/platform/security/guest-throttles';
import { asNewVisitor, declinePayload, expect, lookUp, test } from './rsvp-fixtures';

let visitor: Record<string, string> = {};

/** Grace Kim finds herself on the RSVP page and chooses not to come; nothing is sent yet. */
async function declineAsGrace(page: Page): Promise<void> {
  await page.goto('/rsvp');
  await lookUp(page, 'Grace', 'Kim');
  await page.getByRole('radio', { name: "Sorry, can't make it" }).check();
}

test.beforeEach(async ({ page }) => {
  visitor = await asNewVisitor(page);
});

test.describe('when the RSVP cannot be saved', () => {
  test.use({ expectedHttpErrors: [429, 500, 'network'] });

  test('shows the server’s sentence, the specification’s fallback, or the exception message', async ({
    page,
  }) => {
    await declineAsGrace(page);
    const send = page.getByRole('button', { name: 'Send my RSVP' });

    await page.route('**/rsvp', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to submit RSVP');

    await page.unroute('**/rsvp');
    await page.route('**/rsvp', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred. Please try again.');
    await page.unroute('**/rsvp');

    // The real server's refusal: this address has used up its submissions.
    const decline = declinePayload('Grace', 'Kim');
    let status = 200;
    for (let i = 0; i <= RSVP_LIMITS.submit.points && status === 200; i += 1) {
      status = (await page.request.post('/rsvp', { data: decline, headers: visitor })).status();
    }
    expect(status).toBe(429);
    await send.click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many RSVPs sent from your connection\. Please wait \d+ minutes? and try again\.$/,
    );
    await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
  });
});

test('sending while offline says the connection is down, then sends once it is back', async ({
  page,
  context,
}) => {
  await declineAsGrace(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(page.getByRole('status')).toHaveText(/^Your phone is offline/);
  await expect(page.getByRole('button', { name: 'Waiting for a connection…' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Sending…' })).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Grace Kim: not coming' })).toBeVisible();
});

test.describe('when the connection drops as the answer is sent', () => {
  test.use({ expectedHttpErrors: ['network'] });

  test('a connection lost while sending holds the answer and sends it once it is back', async ({
    page,
    context,
  }) => {
    await declineAsGrace(page);
    // The request fails as the phone loses its network: the page learns it is offline only afterwards.
    await page.route('**/rsvp', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await context.setOffline(true);
      return route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'Send my RSVP' }).click();
    await expect(page.getByRole('status')).toHaveText(/^Your phone is offline/);
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.unroute('**/rsvp');
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Grace Kim: not coming' })).toBeVisible();
  });
});
