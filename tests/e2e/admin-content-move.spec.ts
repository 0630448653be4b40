import { expect, test } from '@playwright/test';
import { useOwnServer } from '../support/public-host-server';
import { adminToken, logIn } from './admin-support';

/**
 * A host moves an event in the Content tab (DESIGN 3.7, ADR 079, 087), on a server of this spec's
 * own (every other spec's events would move too): after the publish the tab offers the ready
 * notice, and the party's calendar feed, the events page's calendar file and the events page
 * itself carry the new time, the feed and the file with a higher SEQUENCE.
 */
const own = useOwnServer(test);

test('a host moves the welcome dinner; the feed and the file carry a higher SEQUENCE', async ({ page }) => {
  const origin = `http://127.0.0.1:${own.port()}`;
  const now = Math.floor(Date.now() / 1000);
  const token = await adminToken({ iat: now, exp: now + 3600 });
  const created = await page.request.post(`${origin}/api/graphql`, {
    data: {
      query:
        'mutation ($t: String!) { createGuest(token: $t, input: { name: "Clara Vidal", email: "clara@example.com" }) { guest { invitationCode } } }',
      variables: { t: token },
    },
  });
  const code = ((await created.json()) as { data: { createGuest: { guest: { invitationCode: string } } } })
    .data.createGuest.guest.invitationCode;
  const answered = await page.request.post(`${origin}/rsvp`, {
    data: {
      firstName: 'Clara',
      lastName: 'Vidal',
      mailingAddress: '3 Quai des Docks, 06300 Nice',
      attending: true,
      plusOneAttending: false,
      plusOneFirstName: '',
      plusOneLastName: '',
      events: {
        welcomeDinner: true,
        ceremonyAndLunch: false,
        cocktailAndReception: false,
        farewellBrunch: false,
      },
      plusOneEvents: {},
      dietaryRestrictions: 'Fish',
      plusOneDietaryRestrictions: '',
      message: '',
      invitationCode: code,
    },
  });
  expect(answered.status()).toBe(200);
  const feed = async () => (await page.request.get(`${origin}/calendar/${code}.ics`)).text();
  const before = await feed();
  expect(before).toContain('DTSTART;TZID=Europe/Paris:20260514T183000');
  expect(before).toContain('SEQUENCE:0');

  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, origin);
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Events', exact: true }).click();
  await page.getByRole('textbox', { name: /^Welcome Dinner: start/ }).fill('2026-05-14T19:30');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft of 1 field is saved.' })).toBeVisible();
  // A draft moves nothing a guest has.
  expect(await feed()).toContain('DTSTART;TZID=Europe/Paris:20260514T183000');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish for guests?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Version 1 is published \(1 field\)/ }),
  ).toBeVisible();
  const notice = page.getByRole('region', { name: 'Tell the guests' });
  await expect(notice).toContainText('Welcome Dinner now starts on Thursday 14 May at 7:30 PM');

  const after = await feed();
  expect(after).toContain('DTSTART;TZID=Europe/Paris:20260514T193000');
  expect(after).toContain('SEQUENCE:1');
  const file = await (await page.request.get(`${origin}/calendar/welcome-dinner.ics`)).text();
  expect(file).toContain('DTSTART;TZID=Europe/Paris:20260514T193000');
  expect(file).toContain('SEQUENCE:1');
  await page.goto(`${origin}/events`);
  await expect(page.getByRole('article').filter({ hasText: 'Welcome Dinner' })).toContainText('7:30');
});
