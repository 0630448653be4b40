import type { APIRequestContext } from '@playwright/test';
import { travelFormCopy as en } from '@riviera/content/en/travel-form';
import { travelFormCopy as fr } from '@riviera/content/fr/travel-form';
import { useOwnServer } from '../support/public-host-server';
import { E2E_ADMIN_PASSWORD } from './admin-support';
import { asNewVisitor, expect, expectNoAxeViolations, test } from './rsvp-fixtures';

/**
 * A party's travel page (ADR 049), on a server of its own: the runs and the travel
 * deadline the hosts set are the whole site's. The content's deadline (7 May 2026) has passed, so
 * the hosts move it first.
 */
const own = useOwnServer(test);
test.describe.configure({ mode: 'serial' });

const origin = () => `http://127.0.0.1:${own.port()}`;

async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables = {},
  language = 'en',
): Promise<T> {
  const response = await request.post(`${origin()}/api/graphql`, {
    headers: { Accept: 'application/json', 'Accept-Language': language },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * The hosts open travel until 2099, put on a run, and invite `names`, each with a plus-one: two
 * people who may come, so two shuttle seats each at most (a seat per person, ADR 072).
 */
async function hostsSetUp(
  request: APIRequestContext,
  run: { from: string; departsAt: string; capacity: number },
  names: string[],
) {
  const { adminLogin } = await gql<{ adminLogin: { token: string } }>(
    request,
    'query ($p: String!) { adminLogin(password: $p) { token } }',
    { p: E2E_ADMIN_PASSWORD },
  );
  const t = adminLogin.token;
  await gql(
    request,
    'mutation ($t: String!) { setTravelDeadline(token: $t, deadline: "2099-05-07T23:59:00+02:00") { success } }',
    { t },
  );
  const { createShuttleRun } = await gql<{ createShuttleRun: { run: { id: string } } }>(
    request,
    'mutation ($t: String!, $i: ShuttleRunInput!) { createShuttleRun(token: $t, input: $i) { run { id } } }',
    { t, i: { ...run, to: 'Hôtel Welcome' } },
  );
  const codes: string[] = [];
  for (const name of names) {
    const { createGuest } = await gql<{ createGuest: { guest: { invitationCode: string } } }>(
      request,
      'mutation ($t: String!, $n: String!, $e: String!) { createGuest(token: $t, input: { name: $n, email: $e, plusOneAllowed: true, plusOneName: "Sam Guest" }) { guest { invitationCode } } }',
      {
        t,
        n: name,
        e: `${name
          .normalize('NFD')
          .replace(/[^a-z]/gi, '')
          .toLowerCase()}@example.com`,
      },
    );
    codes.push(createGuest.guest.invitationCode);
  }
  return { runId: createShuttleRun.run.id, codes };
}

interface StoredTravel {
  travel: {
    arrival: { at: string } | null;
    stay: { hotel: string } | null;
    shuttleSeats: Array<{ seats: number }>;
  };
}
const readTravel = (request: APIRequestContext, code: string) =>
  gql<StoredTravel>(
    request,
    'query ($c: String!) { travel(invitationCode: $c) { arrival { at } stay { hotel } shuttleSeats { seats } } }',
    { c: code },
  );

test('a guest on a phone gives the party’s travel in English, and finds it again after a reload', async ({
  page,
}) => {
  test.slow(); // a server of its own to start, then a long form on a phone
  await asNewVisitor(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const { codes } = await hostsSetUp(
    page.request,
    { from: 'Nice Côte d’Azur airport', departsAt: '2026-05-14T10:30:00+02:00', capacity: 30 },
    ['Maya Brooks'],
  );
  const code = codes[0] ?? '';

  await page.goto(`${origin()}/rsvp/travel?code=${code}`);
  await expect(page.getByRole('heading', { name: en.heading })).toBeVisible();
  const arrival = page.getByRole('group', { name: en.journey.arrival });
  await arrival.getByLabel(en.journey.date).fill('2026-05-14');
  await arrival.getByLabel(en.journey.time).fill('09:45');
  await arrival.getByLabel(en.journey.mode).selectOption({ label: en.journey.modes.FLIGHT });
  await arrival.getByLabel(en.journey.number).fill('AF 7700');
  await arrival.getByLabel(en.journey.place).selectOption({ label: en.journey.places.airport });
  const stay = page.getByRole('group', { name: en.stay.legend });
  await stay.getByLabel(en.stay.hotel, { exact: true }).selectOption('Hôtel Welcome');
  await stay.getByLabel(en.stay.checkIn).fill('2026-05-14');
  await stay.getByLabel(en.stay.checkOut).fill('2026-05-17');
  await expect(stay.getByText(en.stay.nights(3))).toBeVisible();
  await stay.getByLabel(en.stay.booked).check();
  const seats = page.getByLabel(/^10:30 AM shuttle from Nice Côte d’Azur airport to Hôtel Welcome/);
  await expect(page.getByText(en.shuttles.seatsLeft(30))).toBeVisible();
  await seats.selectOption('2');
  await page.getByRole('button', { name: en.submit }).click();

  await expect(page.getByRole('heading', { name: en.success.heading })).toBeFocused();
  await expect(page.getByText('Your travel details have been saved.')).toBeVisible();
  await expect(page.locator('.travel-summary')).toContainText('2 seats on the 10:30 AM shuttle');
  await expect(page.locator('.travel-summary')).toContainText(
    'Hôtel Welcome, Thursday 14 May to Sunday 17 May (3 nights), booked',
  );
  // Stored as given, with May's offset (summer time in Paris).
  const stored = await readTravel(page.request, code);
  expect(stored.travel.arrival?.at).toBe('2026-05-14T09:45:00+02:00');
  expect(stored.travel.shuttleSeats.map((seat) => seat.seats)).toEqual([2]);

  await page.reload();
  await expect(arrival.getByLabel(en.journey.date)).toHaveValue('2026-05-14');
  await expect(arrival.getByLabel(en.journey.time)).toHaveValue('09:45');
  await expect(arrival.getByLabel(en.journey.place)).toHaveValue('airport');
  await expect(stay.getByLabel(en.stay.hotel, { exact: true })).toHaveValue('Hôtel Welcome');
  await expect(seats).toHaveValue('2');
  // The party's own seats still count as theirs: 28 left to others, 30 to choose from.
  await expect(page.getByText(en.shuttles.seatsLeft(30))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('en français sur grand écran : des places prises entre-temps sont refusées avec une phrase, sans rien enregistrer', async ({
  page,
}) => {
  test.slow();
  await asNewVisitor(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { runId, codes } = await hostsSetUp(
    page.request,
    { from: 'Gare de Nice-Ville', departsAt: '2026-05-14T12:00:00+02:00', capacity: 2 },
    ['Élodie Martin', 'Paul Girard'],
  );
  const [elodie = '', paul = ''] = codes;

  await page.goto(`${origin()}/fr/rsvp/travel?code=${elodie}`);
  await expect(page.getByRole('heading', { name: fr.heading })).toBeVisible();
  // The run's label starts with a capital; in a sentence, the run does not (the refusal below).
  const seats = page.getByLabel(
    /^Navette du jeudi 14 mai à 12\u00a0h \(Gare de Nice-Ville → Hôtel Welcome\)$/,
  );
  await seats.selectOption('2');
  // Meanwhile another party takes one of the two seats.
  const taken = await gql<{ submitTravel: { success: boolean } }>(
    page.request,
    'mutation ($i: TravelInput!) { submitTravel(input: $i) { success } }',
    { i: { invitationCode: paul, shuttleSeats: [{ runId, seats: 1 }] } },
  );
  expect(taken.submitTravel.success).toBe(true);
  await page.getByRole('button', { name: fr.submit }).click();

  const refusal =
    /^Il ne reste qu’une place dans la navette du jeudi 14 mai à 12\sh \(Gare de Nice-Ville → Hôtel Welcome\)\s: choisissez moins de places ou une autre navette\.$/;
  const summary = page.locator('.rsvp-summary');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: refusal })).toBeVisible();
  await expect(seats).toHaveAttribute('aria-invalid', 'true');
  await summary.getByRole('link', { name: refusal }).click();
  await expect(seats).toBeFocused();
  expect((await readTravel(page.request, elodie)).travel.shuttleSeats).toEqual([]);
  await expectNoAxeViolations(page);
});
