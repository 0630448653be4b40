import { expect, test, type Page } from '@playwright/test';
import { emptyServerUrl, expectAccessible, logIn } from './admin-support';

/**
 * The hosts' Content tab (DESIGN 3.7, ADR 080), on the empty server so no other spec's pages change:
 * at 390 px a host edits an FAQ answer in English and French (the length hint, the "French out of
 * date" badge, a French typography refusal fixed in one click), saves and publishes, and the history
 * shows the version; the preview shows the drafts in both languages before the guest pages do; a
 * second host's stale save is refused with the first one's text beside theirs.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function openQuestions(page: Page) {
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'The site’s words' })).toBeVisible();
  await page.getByRole('button', { name: 'Questions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Questions', level: 3 })).toBeVisible();
}

/** Replaces a rich field's text (the editor is a text box of its own). */
async function typeRich(page: Page, name: RegExp, text: string) {
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

const EN = 'Bring a light jacket for the evenings by the sea.';
const FR_TYPED = 'Prenez une veste légère pour les soirées au bord de la mer !';
const FR_FIXED = 'Prenez une veste légère pour les soirées au bord de la mer\u202f!';

test('a host edits an answer in both languages, publishes it, and a stale save is refused', async ({
  page,
  browser,
}) => {
  const origin = emptyServerUrl();
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, origin);
  await openQuestions(page);
  const checklist = page.getByRole('region', { name: 'Before the invitations go out' });
  await expect(checklist.getByRole('link', { name: 'Info: Contact address' })).toBeVisible();

  // The length hint warns before the limit of a question (120 characters).
  const question = page.getByRole('textbox', { name: /^Question 1 English/ });
  const original = await question.inputValue();
  await question.fill('a'.repeat(110));
  await expect(page.getByText('110 of 120 characters · 10 characters left')).toBeVisible();
  await question.fill(original);

  // English first: once saved, the French is out of date.
  await typeRich(page, /^Answer 1 English/, EN);
  await expect(page.getByText(`${EN.length} of 1200 characters`)).toBeVisible();
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft of 1 field is saved.' })).toBeVisible();
  const answer = page.getByRole('group', { name: 'Answer 1' });
  await expect(answer.getByText('French out of date')).toBeVisible();
  await expectAccessible(page, '.content-tab');

  // The French, with a regular space before « ! »: refused at the field, fixed in one click.
  await page.getByRole('radio', { name: 'French' }).check();
  await typeRich(page, /^Answer 1 French/, FR_TYPED);
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(answer.getByRole('alert')).toContainText(
    'The French of "Answer 1" breaks French typography: regular space before « ; ! ? » (use U+202F).',
  );
  await answer.getByRole('button', { name: 'Fix the typography' }).click();
  await expect(page.getByRole('textbox', { name: /^Answer 1 French/ })).toHaveText(FR_FIXED);
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft of 1 field is saved.' })).toBeVisible();
  await expect(answer.getByText('French out of date')).toHaveCount(0);

  // The preview shows the drafts as a guest will see the page, in both languages; guests do not yet.
  await page.getByRole('button', { name: 'Preview as a guest' }).click();
  await expect(
    page.frameLocator('iframe[title="Preview of Questions in English"]').getByText(EN),
  ).toBeVisible();
  await page
    .getByRole('group', { name: 'Language of the page' })
    .getByRole('radio', { name: 'French' })
    .check();
  await expect(
    page.frameLocator('iframe[title="Preview of Questions in French"]').getByText(FR_FIXED),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close the preview' }).click();
  const guest = await browser.newContext({ javaScriptEnabled: false });
  const guestPage = await guest.newPage();
  await guestPage.goto(`${origin}/faq`);
  await expect(guestPage.getByText(EN)).toHaveCount(0);

  // Publish asks first, saying guests will see it; the history shows the version.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Publish for guests?' });
  await expect(dialog).toContainText('Guests will see every saved draft');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Version 1 is published \(1 field\)/ }),
  ).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem').filter({ hasText: /^Version 1,/ })).toContainText('Answer 1');
  await expect(history.getByRole('button', { name: 'Restore version 1 as draft' })).toBeVisible();
  // The guest pages serve it, without JavaScript, in both languages.
  await guestPage.goto(`${origin}/faq`);
  await expect(guestPage.getByText(EN)).toBeVisible();
  await guestPage.goto(`${origin}/fr/faq`);
  await expect(guestPage.getByText(FR_FIXED)).toBeVisible();
  await guest.close();

  // A second host opens the page, the first saves the question, the second's save is refused.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const second = await other.newPage();
  await logIn(second, origin);
  await openQuestions(second);
  await page.getByRole('radio', { name: 'English' }).check();
  await question.fill('What should we wear in the evening?');
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft of 1 field is saved.' })).toBeVisible();

  await second.getByRole('textbox', { name: /^Question 1 English/ }).fill('Is there a dress code?');
  await second.getByRole('button', { name: 'Save the draft' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: /^Nothing was saved: another host saved/ }),
  ).toBeVisible();
  const conflict = second.getByRole('region', {
    name: 'Another host saved “Question 1” since you opened it',
  });
  await expect(conflict.getByRole('group', { name: 'Their text' })).toContainText(
    'What should we wear in the evening?',
  );
  await expect(conflict.getByRole('group', { name: 'Your text' })).toContainText('Is there a dress code?');
  await expectAccessible(second, '.content-tab');
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(second.getByRole('textbox', { name: /^Question 1 English/ })).toHaveValue(
    'What should we wear in the evening?',
  );
  await other.close();
});
