import type { APIRequestContext } from '@playwright/test';
import { rsvpFormCopy as en } from '@riviera/content/en/rsvp-form';
import { entreeLabels as frEntrees, rsvpFormCopy as fr } from '@riviera/content/fr/rsvp-form';
import { useOwnServer } from '../support/public-host-server';
import { E2E_ADMIN_PASSWORD } from './admin-support';
import {
  advanceUntilVisible,
  asNewVisitor,
  expect,
  expectNoAxeViolations,
  lookUp,
  pauseClock,
  stayOnThanks,
  test,
} from './rsvp-fixtures';

/**
 * A family answers together (ADR 040), on a server of its own (the family would change the shared
 * guest list's counts): Claire answers for the Dupont family of four in French on a phone, Léa on
 * the kids' menu; then Paul comes back in English on a wide screen, sees who answered for him, and
 * changes only his own line; then Claire's name alone opens none of the lines given with a code.
 */
const own = useOwnServer(test);

interface Member {
  id: string;
  invitationCode: string;
}

async function gql<T>(request: APIRequestContext, origin: string, query: string, variables = {}): Promise<T> {
  const response = await request.post(`${origin}/api/graphql`, {
    headers: { Accept: 'application/json' },
    data: { query, variables },
  });
  return ((await response.json()) as { data: T }).data;
}

/** The hosts build the party: Claire, then Paul, Léa (a child) and Tom (a child). */
async function buildFamily(request: APIRequestContext, origin: string) {
  const { adminLogin } = await gql<{ adminLogin: { token: string } }>(
    request,
    origin,
    'query ($p: String!) { adminLogin(password: $p) { token } }',
    { p: E2E_ADMIN_PASSWORD },
  );
  const token = adminLogin.token;
  const { createGuest } = await gql<{ createGuest: { guest: Member } }>(
    request,
    origin,
    'mutation ($t: String!) { createGuest(token: $t, input: { name: "Claire Dupont", email: "claire@example.com", party: "The Dupont family", language: fr }) { guest { id invitationCode } } }',
    { t: token },
  );
  const add = async (name: string, child: boolean) =>
    (
      await gql<{ addPartyMember: { guest: Member } }>(
        request,
        origin,
        'mutation ($t: String!, $id: ID!, $n: String!, $c: Boolean) { addPartyMember(token: $t, guestId: $id, input: { name: $n, child: $c }) { guest { id invitationCode } } }',
        { t: token, id: createGuest.guest.id, n: name, c: child },
      )
    ).addPartyMember.guest;
  return {
    token,
    claire: createGuest.guest,
    paul: await add('Paul Dupont', false),
    lea: await add('Léa Dupont', true),
    tom: await add('Tom Dupont', true),
  };
}

test('a family of four answers in one go, then a second member changes only their line', async ({ page }) => {
  // A long walk (two answers, the hosts' reads, a second browser's visit): 25 s alone, past the
  // 30 s default under a full run's load.
  test.slow();
  const origin = `http://127.0.0.1:${own.port()}`;
  await asNewVisitor(page);
  const family = await buildFamily(page.request, origin);

  // Claire, in French, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/fr/rsvp?code=${family.claire.invitationCode}`);
  await page.getByLabel(fr.form.yes).check();
  const entree = (legend: string, label: string) =>
    page.getByRole('group', { name: legend }).getByLabel(label, { exact: true }).check();
  await entree(fr.form.entreeLegend, frEntrees.Fish);
  await entree(fr.form.memberEntreeLegend('Paul Dupont'), frEntrees.Meat);
  await entree(fr.form.memberEntreeLegend('Léa Dupont'), fr.form.kidsMenu);
  await entree(fr.form.memberEntreeLegend('Tom Dupont'), frEntrees.Vegetarian);
  await page.getByLabel(fr.form.mailingAddress).fill('3 rue de France, 06000 Nice');
  await expectNoAxeViolations(page);
  await pauseClock(page);
  await page.getByRole('button', { name: fr.form.submit }).click();
  const thanks = page.getByRole('heading', { name: fr.success.heading });
  await advanceUntilVisible(page, thanks);
  const saved = page.locator('.rsvp-saved__list li');
  await expect(saved).toHaveCount(4);
  await expect(saved.filter({ hasText: 'Léa Dupont' })).toContainText(fr.form.kidsMenu);
  // On the phone the thanks is in view as it appears, not the page's introduction: the countdown,
  // the way home and the start of the four answers.
  for (const part of [thanks, page.locator('.rsvp-success__countdown'), saved.first()]) {
    await expect(part).toBeInViewport({ ratio: 1 });
  }
  await expect(page.getByRole('button', { name: fr.success.goHome })).toBeInViewport({ ratio: 1 });
  await stayOnThanks(page, fr.success.staying);

  // Paul, in English, on a wide screen: Claire's answer for him is there, and he changes his entrée.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/rsvp?code=${family.paul.invitationCode}`);
  await expect(page.getByText(/^Claire Dupont answered for you on /)).toBeVisible();
  await expect(page.getByText(/^Answered on .* by Claire Dupont\.$/).first()).toBeVisible();
  await page
    .getByRole('group', { name: en.form.entreeLegend })
    .getByLabel('Vegetarian', { exact: true })
    .check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en.form.submit }).click();
  await expect(page.locator('.rsvp-saved__list li')).toHaveCount(4);

  const { adminRSVPs } = await gql<{
    adminRSVPs: Array<{ name: string; entree: string; answeredBy: string | null }>;
  }>(page.request, origin, 'query ($t: String!) { adminRSVPs(token: $t) { name entree answeredBy } }', {
    t: family.token,
  });
  expect(adminRSVPs.map((row) => [row.name, row.entree, row.answeredBy]).sort()).toEqual([
    ['Claire Dupont', 'Fish', null],
    ['Léa Dupont', 'Kids', 'Claire Dupont'],
    ['Paul Dupont', 'Vegetarian', null],
    ['Tom Dupont', 'Vegetarian', 'Claire Dupont'],
  ]);

  // Someone who knows Claire's name, on a phone: the family's lines, answered with codes, are closed
  // and say how to change them (ADR 070).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/rsvp`);
  await lookUp(page, 'Claire', 'Dupont');
  await expect(page.getByText(en.form.memberKeptByCode)).toHaveCount(3);
  await expect(page.getByRole('button', { name: en.form.memberChange })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
