import { expect, test } from '../support/fixtures';
import { adminToken, emptyServerUrl } from './admin-support';

/**
 * A publish reaches the guests (ADR 079): a host saves an FAQ answer in both languages and
 * publishes (GraphQL: the Content tab is its own spec), and the guest pages show it as served
 * with JavaScript off, after hydration (no console error: the hydrated page is the served one), and
 * after a client-side navigation from the home page. On the empty server, so no other spec's
 * FAQ changes.
 */
const EN = 'Bring a light jacket: evenings by the sea are cool in May.';
const FR = 'Prévoyez une veste légère\u00a0: les soirées au bord de la mer sont fraîches en mai.';

test('a published FAQ answer is on /faq and /fr/faq, with and without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const origin = emptyServerUrl();
  const now = Math.floor(Date.now() / 1000);
  const token = await adminToken({ iat: now, exp: now + 3600 });
  const gql = async (query: string, variables: Record<string, unknown>) =>
    (await request.post(`${origin}/api/graphql`, { data: { query, variables } })).json() as Promise<{
      data: Record<string, { success: boolean; message: string; errors?: string[] }>;
    }>;
  const saved = await gql(
    'mutation ($token: String!, $edits: [ContentEdit!]!) { saveContentDraft(token: $token, edits: $edits) { success message errors } }',
    { token, edits: [{ key: 'questions.weather.answer', en: `<p>${EN}</p>`, fr: `<p>${FR}</p>` }] },
  );
  expect(saved.data.saveContentDraft).toMatchObject({ success: true, errors: [] });
  const published = await gql(
    'mutation ($token: String!) { publishContent(token: $token) { success message } }',
    { token },
  );
  expect(published.data.publishContent?.message).toMatch(
    /is published .*: guests see it within 30 seconds\.$/,
  );

  const noScript = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: false,
  });
  const plain = await noScript.newPage();
  await plain.goto(`${origin}/faq`);
  await expect(plain.getByText(EN)).toBeVisible();
  await plain.goto(`${origin}/fr/faq`);
  await expect(plain.getByText(FR)).toBeVisible();
  await noScript.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin}/fr/faq`);
  // Hydrated: the page's scripts have run over the served HTML and kept the published words.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(page.getByText(FR)).toBeVisible();
  // Client-side navigation from the home page (its menu, then the footer's link), no page load:
  // the words the home page's HTML carried. The app must have taken over: before it, a link is a
  // link and loads its page (ADR 086).
  await page.goto(`${origin}/`);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.getByRole('link', { name: 'Questions, and how to contact the couple' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByText(EN)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
