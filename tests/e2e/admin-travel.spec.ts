import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminToken, expectAccessible, logIn } from './admin-support';

/**
 * The hosts' Travel tab (ADR 050): a run put on, a party's arrival on the board and its seat in the
 * run's manifest, printed and downloaded for the coach company; on a phone, nothing scrolls sideways.
 * Rohan Kapoor (VHF6Z2) travels here and nowhere else; the runs' places are this spec's own.
 */

async function hostToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return adminToken({ iat: now, exp: now + 3600 });
}

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await page.request.post('/api/graphql', {
    headers: { 'X-Forwarded-For': '198.19.22.7' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data;
}

async function runIdFrom(page: Page, token: string, from: string): Promise<string> {
  const { shuttleRuns } = await graphql<{ shuttleRuns: Array<{ id: string; from: string }> }>(
    page,
    'query ($token: String!) { shuttleRuns(token: $token) { id from } }',
    { token },
  );
  const run = shuttleRuns.find((candidate) => candidate.from === from);
  if (!run) throw new Error(`no run from ${from}`);
  return run.id;
}

const pageWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a run is put on, a party’s arrival shows on the board, and its manifest downloads as CSV', async ({
    page,
  }) => {
    test.slow(); // a browser session, GraphQL calls, two accessibility scans
    const token = await hostToken();
    // The content's deadline (7 May 2026) has passed: the hosts move it so the party can still answer.
    await graphql(
      page,
      'mutation ($token: String!) { setTravelDeadline(token: $token, deadline: "2030-01-01T12:00:00+01:00") { success } }',
      { token },
    );
    await logIn(page);
    await page.getByRole('tab', { name: 'Travel' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('until Tue 1 Jan 2030, 12:00 (Paris time)')).toBeVisible();

    await panel.getByRole('button', { name: 'Add a run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a shuttle run' });
    await dialog.getByLabel('From').fill('Nice-Ville station (travel spec)');
    await dialog.getByLabel('To').fill('Villa Ephrussi');
    await dialog.getByRole('button', { name: 'Save the run' }).click();
    // Nothing is sent without a departure: the form says what to give.
    await expect(dialog.getByRole('alert')).toContainText('Give the day and the time of departure.');
    await dialog.getByLabel('Day').fill('2026-05-13');
    await dialog.getByLabel('Departure (Paris time)').fill('07:15');
    await dialog.getByLabel('Seats on board').fill('900');
    await dialog.getByRole('button', { name: 'Save the run' }).click();
    await expect(dialog.getByRole('alert')).toContainText(/capacity.*500/i);
    await dialog.getByLabel('Seats on board').fill('12');
    await dialog.getByRole('button', { name: 'Save the run' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'The shuttle run was added.' })).toBeVisible();
    const run = panel.getByRole('listitem').filter({ hasText: 'Nice-Ville station (travel spec)' });
    await expect(run).toContainText('Wed 13 May 2026, 07:15');
    await expect(run).toContainText('0 of 12');

    // Rohan Kapoor lands at 06:10 and takes a seat on the run, as his travel form would send it.
    const runId = await runIdFrom(page, token, 'Nice-Ville station (travel spec)');
    const { submitTravel } = await graphql<{ submitTravel: { success: boolean; errors: string[] } }>(
      page,
      'mutation ($input: TravelInput!) { submitTravel(input: $input) { success errors } }',
      {
        input: {
          invitationCode: 'VHF6Z2',
          arrival: {
            at: '2026-05-13T06:10:00+02:00',
            mode: 'TRAIN',
            number: 'TGV 6171',
            place: 'Nice-Ville',
          },
          shuttleSeats: [{ runId, seats: 1 }],
        },
      },
    );
    expect(submitTravel).toEqual({ success: true, errors: [] });

    await page.reload();
    await page.getByRole('tab', { name: 'Travel' }).click();
    await expect(run).toContainText('1 of 12');
    const day = panel.getByRole('region', { name: 'Wednesday 13 May 2026' });
    await expect(day.getByRole('listitem').filter({ hasText: '06:00–06:30' })).toContainText(
      /1 party\s*1 person/,
    );
    await expectAccessible(page, '[role=tabpanel]');

    await run.getByRole('button', { name: /^Manifest of the run Nice-Ville station/ }).click();
    const sheet = page.getByRole('region', { name: 'Shuttle manifest' });
    await expect(sheet.getByText('Nice-Ville station (travel spec) → Villa Ephrussi')).toBeVisible();
    await expect(sheet.getByRole('row', { name: /Rohan Kapoor/ })).toContainText('1');
    await expect(sheet.getByText('This manifest has not been exported yet.')).toBeVisible();
    await expectAccessible(page, '.travel-manifest');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('manifest-nice-ville-station-travel-spec-2026-05-13-0715.csv');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(path, 'utf8')).replace(/^\uFEFF/, '')).toBe(
      'Name,Seats,Phone\r\nRohan Kapoor,1,\r\n',
    );
    await expect(sheet.getByText(/^Last exported on /)).toBeVisible();
    await expect(sheet.getByText('Nothing has changed for the coach company since then.')).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the runs and the arrivals board read without sideways scrolling, and a cancel says who is told', async ({
    page,
  }) => {
    test.slow(); // an accessibility scan on a phone
    const token = await hostToken();
    await graphql(
      page,
      'mutation ($token: String!) { createShuttleRun(token: $token, input: { from: "Nice Côte d’Azur airport, Terminal 2 (phone spec)", to: "Grand-Hôtel du Cap-Ferrat", departsAt: "2026-05-14T10:30:00+02:00", capacity: 40 }) { success } }',
      { token },
    );
    await logIn(page);
    await page.getByRole('tab', { name: 'Travel' }).click();
    const panel = page.getByRole('tabpanel');
    const run = panel.getByRole('listitem').filter({ hasText: '(phone spec)' });
    await expect(run).toContainText('0 of 40');
    await expect(panel.getByRole('heading', { name: 'Arrivals board' })).toBeVisible();
    expect(await pageWidth(page), 'sideways overflow of the Travel tab').toBeLessThanOrEqual(0);
    const cancel = run.getByRole('button', { name: /^Cancel the run/ });
    await cancel.scrollIntoViewIfNeeded();
    await expect(cancel).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, '[role=tabpanel]');

    await cancel.click();
    const confirm = page.getByRole('alertdialog', { name: /^Cancel the run Nice Côte d’Azur airport/ });
    await expect(confirm).toContainText('Guests will no longer see it on offer.');
    await expect(confirm).toContainText('told by mail');
    await confirm.getByRole('button', { name: 'Cancel the run and tell its passengers' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(run).toContainText('Cancelled on');
    expect(await pageWidth(page)).toBeLessThanOrEqual(0);
  });
});
