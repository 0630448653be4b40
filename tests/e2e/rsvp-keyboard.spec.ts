import type { Page } from '@playwright/test';
import { advanceUntilVisible, asNewVisitor, expect, guestEvents, pauseClock, test } from './rsvp-fixtures';

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

/** Presses Tab until `target` has focus, as a keyboard user would (at most 40 presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the whole flow with the keyboard alone', async ({ page }) => {
  // Some forty key presses, each waited on, then the paused clock moved on a millisecond at a time
  // until the answer is back: 8 s alone, and past 30 s once under the full run's load (a slow test's
  // time, as the admin paging test has; every assertion stays as it is).
  test.slow();
  await page.clock.install();
  await page.goto('/rsvp');
  await tabTo(page, page.getByRole('textbox', { name: 'First name', exact: true }));
  await page.keyboard.type('Oliver');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Bennett');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Oliver' })).toBeFocused();

  await tabTo(page, page.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await tabTo(page, guestEvents(page).getByRole('checkbox', { name: /Farewell Brunch/ }));
  await page.keyboard.press('Space');
  await expect(guestEvents(page).getByRole('checkbox', { name: /Farewell Brunch/ })).not.toBeChecked();
  await tabTo(
    page,
    page.getByRole('group', { name: 'Your reception entrée' }).getByRole('radio', { name: 'Meat' }),
  );
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('group', { name: 'Your reception entrée' }).getByRole('radio', { name: 'Fish' }),
  ).toBeChecked();
  await tabTo(
    page,
    page.getByRole('group', { name: 'Their reception entrée' }).getByRole('radio', { name: 'Meat' }),
  );
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: 'Mailing address' }));
  await page.keyboard.type('10 Downing Street, London');
  await tabTo(page, page.getByRole('button', { name: 'Send my RSVP' }));
  await pauseClock(page);
  await page.keyboard.press('Enter');

  await advanceUntilVisible(page, page.getByRole('heading', { name: 'Thank you!' }));
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Go Home' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
});
