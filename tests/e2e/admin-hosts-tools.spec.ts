import type { Page } from '@playwright/test';
import { allEvents, zonedDate } from '@riviera/contract';
import { expect, test } from '../support/fixtures';
import { useOwnServer } from '../support/public-host-server';
import { adminToken, E2E_ADMIN_PASSWORD, expectAccessible, logIn } from './admin-support';

/**
 * The hosts' tools (ADR 074), on a server of their own: the Duponts' one card greeted in French and
 * printed alone, the send queue's weekend pass once Marc has answered, dates that cannot be right
 * refused or warned of, and a manifest that says whose number it is, at an address of its own.
 */
test.describe.configure({ mode: 'serial' });
const own = useOwnServer(test);
const origin = () => `http://127.0.0.1:${own.port()}`;
const SHOTS = '/tmp/shots-hosts-tools';

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`${origin()}/api/graphql`, { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data;
}

async function hostToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return adminToken({ iat: now, exp: now + 3600 });
}

const setDeadline = (page: Page, token: string, deadline: string) =>
  graphql(
    page,
    'mutation ($t: String!, $d: String!) { setTravelDeadline(token: $t, deadline: $d) { success } }',
    {
      t: token,
      d: deadline,
    },
  );

/** The Duponts (French, Claire first) and Ana Silva alone; Marc answers yes with his mobile. */
async function invite(page: Page): Promise<string> {
  const token = await hostToken();
  const guests = [
    { name: 'Claire Dupont', email: 'claire@example.com', language: 'fr', party: 'The Dupont family' },
    { name: 'Marc Dupont', email: 'marc@example.com', language: 'fr', party: 'The Dupont family' },
    { name: 'Ana Silva', email: 'ana@example.com' },
  ];
  await graphql(
    page,
    'mutation ($t: String!, $g: [GuestInput!]!) { importGuests(token: $t, guests: $g) { success } }',
    {
      t: token,
      g: guests,
    },
  );
  const { guests: list } = await graphql<{ guests: { name: string; invitationCode: string }[] }>(
    page,
    'query ($t: String!) { guests(token: $t) { name invitationCode } }',
    { t: token },
  );
  const marc = list.find((guest) => guest.name === 'Marc Dupont')?.invitationCode ?? '';
  const answer = await page.request.post(`${origin()}/rsvp`, {
    headers: { 'Accept-Language': 'fr' },
    data: {
      firstName: 'Marc',
      lastName: 'Dupont',
      invitationCode: marc,
      mailingAddress: '8 rue Pastorelli, Nice',
      attending: true,
      plusOneAttending: false,
      plusOneFirstName: '',
      plusOneLastName: '',
      events: allEvents(true),
      plusOneEvents: {},
      dietaryRestrictions: 'Fish',
      plusOneDietaryRestrictions: '',
      message: '',
      phone: '+33612345678',
    },
  });
  expect(answer.status()).toBe(200);
  return marc;
}

let marcCode = '';

test('one party’s card, greeted in its language and printed alone; the pass in the send queue', async ({
  page,
}) => {
  test.slow(); // a server's guests, two widths, print media, an accessibility scan
  marcCode = await invite(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, origin());

  // The party dialog shows the greeting as the French card prints it, as the host types.
  const claire = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Claire Dupont/ }) });
  await claire.getByRole('button', { name: 'Party Claire Dupont', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Printed on the card, in French:')).toContainText(
    'Bonjour The Dupont family',
  );
  await dialog.getByLabel('Party name, as the invitation is addressed').fill('la famille Dupont');
  await expect(dialog.getByText('Bonjour la famille Dupont')).toBeVisible();
  await dialog.screenshot({ path: `${SHOTS}/party-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Rename party' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The party is now called la famille Dupont.' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Show invitation cards' }).click();
  await expect(page.getByText(/^2 cards, one per party\./)).toBeVisible();
  const cards = page.getByRole('listitem').filter({ has: page.locator('.invitation-card-code') });
  const duponts = cards.filter({ hasText: 'Bonjour la famille Dupont' });
  await expect(cards).toHaveCount(2);
  await duponts.getByRole('checkbox', { name: 'Print this card (la famille Dupont)' }).check();
  await expect(page.getByRole('button', { name: 'Print the chosen card' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cards-390.png`, fullPage: true });
  await expectAccessible(page, '.invitation-cards');
  await page.emulateMedia({ media: 'print' });
  await expect(duponts).toBeVisible();
  await expect(cards.filter({ hasText: 'Dear Ana Silva' })).toBeHidden();
  await expect(duponts.getByRole('checkbox')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Clear the choice' }).click();
  await page.getByLabel('Find a party').fill('silva');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Print the card shown' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cards-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Back to the dashboard' }).click();

  // Marc has said yes: his message is his weekend pass, in French, his RSVP link kept to change it.
  await page.getByRole('tab', { name: /^Mail/ }).click();
  const marc = page.getByRole('list', { name: 'Guests with a mobile number, by name' }).getByRole('listitem');
  await expect(marc).toHaveCount(1);
  const link = new URL(
    (await marc.getByRole('link', { name: 'WhatsApp to Marc Dupont' }).getAttribute('href')) ?? '',
  );
  const text = link.searchParams.get('text') ?? '';
  expect(text).toMatch(/^Bonjour Marc, ici Aanya & Julien\u00a0: merci pour votre réponse\u202f!/);
  expect(text).toContain(`/fr/weekend?code=${marcCode} `);
  await page.locator('.admin-send-queue').screenshot({ path: `${SHOTS}/send-queue-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.admin-send-queue').screenshot({ path: `${SHOTS}/send-queue-390.png` });
});

test('dates that cannot be right, the deadline passed, and the manifest at its own address', async ({
  page,
}) => {
  test.slow(); // GraphQL set-up, two widths, a login again
  const token = await hostToken();
  // Travel open while Marc takes a seat, whatever the server's clock says.
  await setDeadline(page, token, '2030-01-01T12:00:00+01:00');
  const { createShuttleRun } = await graphql<{ createShuttleRun: { run: { id: string } } }>(
    page,
    'mutation ($t: String!) { createShuttleRun(token: $t, input: { from: "Nice airport (tools spec)", to: "Hôtel Welcome", departsAt: "2026-05-14T15:00:00+02:00", capacity: 20 }) { run { id } } }',
    { t: token },
  );
  const runId = createShuttleRun.run.id;
  await graphql(page, 'mutation ($i: TravelInput!) { submitTravel(input: $i) { success } }', {
    i: { invitationCode: marcCode, shuttleSeats: [{ runId, seats: 2 }] },
  });

  // The page's clock held at the test's start (the session's timer is set from it): the deadline
  // of 2030 is ahead, and the dashboard says nothing of it.
  const now = new Date();
  await page.clock.setFixedTime(now);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, origin());
  const passed = page.getByRole('region', { name: 'At a glance' }).getByText(/^Travel closed on /);
  await page.getByRole('tab', { name: 'Travel' }).click();
  const panel = page.getByRole('tabpanel');
  // The deadline heads the Travel tab.
  await expect(panel.getByRole('heading').first()).toHaveText('Travel deadline');
  await expect(panel.getByText('until Tue 1 Jan 2030, 12:00 (Paris time)')).toBeVisible();
  await expect(passed).toHaveCount(0);

  // Moved to yesterday: saved with the warning that it has passed, and the dashboard says so.
  const yesterday = zonedDate(new Date(now.getTime() - 86_400_000), 'Europe/Paris');
  await panel.getByLabel('New deadline: day').fill(yesterday);
  await panel.getByRole('button', { name: 'Change the deadline' }).click();
  // Yesterday is after the wedding too, whatever today is: both are said.
  await expect(panel.getByRole('alert')).toHaveText([
    /^This deadline is after the wedding weekend/,
    /^This deadline has already passed/,
  ]);
  await expect(passed).toBeVisible();
  const yesterdayShort = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(now.getTime() - 86_400_000));
  await expect(passed).toHaveText(`Travel closed on ${yesterdayShort}`);
  await expect(passed).toHaveAttribute('title', /^Guests could give or change their travel details until /);
  await page.screenshot({ path: `${SHOTS}/dashboard-deadline-390.png` });

  // After the wedding: saved with a warning that says why; the dashboard's line goes.
  await panel.getByLabel('New deadline: day').fill('2030-01-01');
  await panel.getByRole('button', { name: 'Change the deadline' }).click();
  await expect(panel.getByRole('alert')).toHaveText([/^This deadline is after the wedding weekend \(14 May/]);
  await expect(passed).toHaveCount(0);
  await panel.screenshot({ path: `${SHOTS}/travel-deadline-390.png` });

  // A run in June is refused in the form, saying which day and which month.
  await panel.getByRole('button', { name: 'Add a run' }).click();
  const run = page.getByRole('dialog', { name: 'Add a shuttle run' });
  await run.getByLabel('From').fill('Nice airport');
  await run.getByLabel('To').fill('Hôtel Welcome');
  await run.getByLabel('Day').fill('2026-06-10');
  await run.getByLabel('Departure (Paris time)').fill('10:30');
  await run.getByLabel('Seats on board').fill('30');
  await run.getByRole('button', { name: 'Save the run' }).click();
  await expect(run.getByRole('alert')).toContainText(
    'Please give a departure in May 2026, the month of the wedding weekend (14 May 2026 to 16 May 2026): 10 June 2026 is outside it.',
  );
  await run.getByRole('alert').scrollIntoViewIfNeeded();
  await run.screenshot({ path: `${SHOTS}/run-refused-390.png` });
  await page.keyboard.press('Escape');
  await expect(run).toHaveCount(0);

  // The manifest: Claire leads the party, the number is Marc's and says so; it has its own address.
  const listed = panel.getByRole('listitem').filter({ hasText: 'Nice airport (tools spec)' });
  await listed.getByRole('button', { name: /^Manifest of the run/ }).click();
  const sheet = page.getByRole('region', { name: 'Shuttle manifest' });
  const row = sheet.getByRole('row', { name: /Claire Dupont/ });
  await expect(row).toContainText('+33 6 12 34 56 78 (Marc Dupont)');
  expect(new URL(page.url()).searchParams.get('manifest')).toBe(runId);
  await page.screenshot({ path: `${SHOTS}/manifest-390.png`, fullPage: true });

  // Reopened from a bookmark in a new session: the login first, then the same manifest.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${origin()}/admin?manifest=${runId}`);
  await expect(sheet).toHaveCount(0);
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(row).toContainText('+33 6 12 34 56 78 (Marc Dupont)');
  await page.screenshot({ path: `${SHOTS}/manifest-1280.png`, fullPage: true });
  await sheet.getByRole('button', { name: 'Back to travel' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('tab', { name: 'Travel' }).click();
  await panel.screenshot({ path: `${SHOTS}/travel-1280.png` });
});
