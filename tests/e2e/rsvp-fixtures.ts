import { randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { allEvents } from '../../server/contract/src/events';
import type { RsvpPayload } from '../../server/contract/src/rsvp';
import { test as base, expect } from '../support/fixtures';

/** Chromium's console line for a response the page asked for and got an error status. */
const FAILED_LOAD =
  /^Failed to load resource: (?:the server responded with a status of (\d{3})|net::ERR_[A-Z_]+)/;

/**
 * The shared `test`, where a test that provokes a refusal on purpose (a 409 for a shared name, a
 * failed submit) declares which: Chromium logs those responses as console errors, and only the
 * declared ones are forgiven. Any other console error still fails the test.
 */
export const test = base.extend<{ expectedHttpErrors: Array<number | 'network'> }>({
  expectedHttpErrors: [[], { option: true }],
  // A plain function overrides the shared fixture and keeps it automatic.
  failOnConsoleError: async ({ page, expectedHttpErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const failed = FAILED_LOAD.exec(message.text());
      const expected = failed && expectedHttpErrors.includes(failed[1] ? Number(failed[1]) : 'network');
      if (!expected) problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await use(undefined);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };

/**
 * Each test comes from its own address (the server believes X-Forwarded-For from its loopback
 * proxy), so the lookup and submission throttles count each test apart.
 */
export async function asNewVisitor(page: Page): Promise<Record<string, string>> {
  const headers = { 'X-Forwarded-For': `198.18.${randomInt(256)}.${randomInt(1, 255)}` };
  await page.setExtraHTTPHeaders(headers);
  // page.request does not carry the page's extra headers: calls made with it pass these.
  return headers;
}

/**
 * axe-core finds no violation. axe waits on timers of its own: with the page's clock paused
 * (`clockPaused`), the clock is moved on a millisecond at a time while it works, never near a second.
 */
export async function expectNoAxeViolations(page: Page, { clockPaused = false } = {}): Promise<void> {
  // A round trip to the page per millisecond of its clock, up to 800: on a loaded machine that alone
  // has taken most of a test's 30 s (it ran out once on a fresh clone), so the scan brings its own.
  if (clockPaused) test.info().setTimeout(test.info().timeout + 30_000);
  let finished = false;
  // Settled before the clock loop ends, so a failure of axe is reported, not left unhandled.
  // Legacy mode runs axe in the page itself: the default opens a second page to finish the run,
  // and the clock (kept per context) cannot be moved while that page is closing.
  const analysis = new AxeBuilder({ page })
    .setLegacyMode(clockPaused)
    .analyze()
    .then(
      (results) => ({ results }),
      (error: unknown) => ({ error }),
    )
    .finally(() => {
      finished = true;
    });
  for (let tick = 0; clockPaused && !finished && tick < 800; tick += 1) await page.clock.runFor(1);
  const outcome = await analysis;
  if ('error' in outcome) throw outcome.error;
  const { violations } = outcome.results;
  expect(
    violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** The lookup step, filled and sent. */
export async function lookUp(page: Page, firstName: string, lastName: string): Promise<void> {
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill(lastName);
  await page.getByRole('button', { name: 'Find my invitation' }).click();
}

/**
 * Stops the page's clock (installed with page.clock.install() before the page loaded) so the success
 * step's 2-second countdown waits for the test, however slow the machine.
 */
export async function pauseClock(page: Page): Promise<void> {
  // A moment ahead: the page's clock moves on while this call travels, and cannot go back. On a busy
  // machine the trip can outlast a short lead, so a refused pause is tried again further ahead.
  for (const lead of [250, 1_000]) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + lead);
      return;
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error;
    }
  }
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 4_000);
}

/**
 * With the clock paused, moves it forward 5 ms at a time until `target` shows: the page's
 * zero-delay timers (react-query delivers results on them) run, a countdown's seconds do not.
 * Each step is a round trip to the page, so on a busy machine a step takes tens of milliseconds:
 * the steps stop at 2 seconds of the page's time or 20 of the test's, then the page is waited for.
 */
export async function advanceUntilVisible(page: Page, target: Locator): Promise<void> {
  const until = Date.now() + 20_000;
  for (let step = 0; step < 400 && Date.now() < until; step += 1) {
    if (await target.isVisible()) return;
    await page.clock.runFor(5);
  }
  await expect(target).toBeVisible();
}

/**
 * Ends a look at the thanks with the clock paused: a key, as a guest reading would press one, stops
 * the countdown (success-step.tsx), then the clock runs again. Resumed with the countdown running,
 * the page would go home a second later, under the test's next navigation on a busy machine.
 */
export async function stayOnThanks(page: Page, staying: string): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('.rsvp-success__countdown')).toHaveText(staying);
  await page.clock.resume();
}

export const guestEvents = (page: Page) => page.getByRole('group', { name: 'Which events will you attend?' });
export const plusOneEvents = (page: Page) =>
  page.getByRole('group', { name: 'Which events will your plus-one attend?' });

/**
 * The body of a `POST /rsvp` that declines, as the form sends it for a guest found by name: nothing
 * ticked, no plus-one, no address, entrée or note. `extra` adds to it (an invitation code).
 */
export function declinePayload(
  firstName: string,
  lastName: string,
  extra: Partial<RsvpPayload> = {},
): RsvpPayload {
  return {
    firstName,
    lastName,
    mailingAddress: '',
    attending: false,
    plusOneAttending: false,
    plusOneFirstName: '',
    plusOneLastName: '',
    events: allEvents(false),
    plusOneEvents: {},
    dietaryRestrictions: '',
    plusOneDietaryRestrictions: '',
    message: '',
    ...extra,
  };
}
