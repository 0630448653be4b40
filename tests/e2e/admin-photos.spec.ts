import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { useOwnServer } from '../support/public-host-server';
import { expectAccessible, logIn } from './admin-support';

/**
 * The site's photos (ADR 084), on a server of this spec's own (a publish changes every guest's home
 * page): a host uploads a photo in the Content tab's Photos page, puts it first in the slideshow
 * with a caption (the keyboard's move keeps the focus on the photo), saves and publishes, and the
 * home page's first slide is that photo, with its caption and the link preview cut from it.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const own = useOwnServer(test);
const SHOTS = 'test-results';
const CAPTION = 'The terrace, the evening we said yes';

test('a host uploads a photo, publishes it first in the slideshow, and the home page shows it', async ({
  page,
}) => {
  const origin = `http://127.0.0.1:${own.port()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, origin);
  await page.getByRole('tab', { name: 'Content' }).click();
  await page.getByRole('button', { name: 'Photos', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Home page slideshow' })).toBeVisible();

  const photo = await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Photo to upload')
    .setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The photo is uploaded.' })).toBeVisible({
    timeout: 60_000,
  });
  const id = await page.getByTestId('uploaded-photo').getAttribute('data-photo');
  expect(id).toMatch(/^[0-9a-f]{16}$/);

  await page.getByRole('button', { name: 'Replace photo 1 with the uploaded one' }).click();
  await page.getByRole('textbox', { name: 'Caption in English (Photo 1)' }).fill(CAPTION);
  // Down then up by the keyboard: the focus follows the photo.
  await page.getByRole('button', { name: 'Move photo 1 down' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('photo-slide').nth(1)).toHaveAttribute('data-photo', id ?? '');
  await expect(page.getByRole('button', { name: 'Move photo 2 down' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Move photo 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('photo-slide').first()).toHaveAttribute('data-photo', id ?? '');
  await expectAccessible(page, '.content-tab');
  await page.locator('.photos-editor').screenshot({ path: `${SHOTS}/photos-tab-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.photos-upload').screenshot({ path: `${SHOTS}/photos-upload-390.png` });
  await page
    .getByTestId('photo-slide')
    .first()
    .screenshot({ path: `${SHOTS}/photos-slide-390.png` });

  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The draft of 1 field is saved.' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Publish for guests?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Version 1 is published \(1 field\)/ }),
  ).toBeVisible();

  const guest = await page.context().newPage();
  await guest.setViewportSize({ width: 1280, height: 800 });
  await guest.goto(`${origin}/`);
  const first = guest.getByTestId('hero-slide').first();
  await expect(first).toHaveAttribute('data-name', id ?? '');
  await expect(first.locator('picture source').first()).toHaveAttribute(
    'srcset',
    new RegExp(`^/site-photos/${id}/portrait-640\\.avif 640w`),
  );
  const image = first.locator('img');
  await expect(image).toHaveAttribute('src', `/site-photos/${id}/landscape-1600.jpg`);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(guest.getByText(CAPTION)).toBeVisible();
  await expect(guest.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`/site-photos/${id}/og\\.jpg$`),
  );
});
