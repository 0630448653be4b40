import { expect, test, type APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { E2E_SITE_URL } from '../support/e2e-config';
import { useOwnServer } from '../support/public-host-server';
import { E2E_ADMIN_PASSWORD, expectAccessible, logIn } from './admin-support';

/**
 * The album (DESIGN 3.8, ADR 082) on a phone: a guest sends two photos by the resumable upload,
 * the first one's connection cut and resumed, sees them waiting, and once a host approves one in
 * the Album tab, sees it in the grid. On a server of this spec's own: its switch to AFTER renders its
 * pages again (ADR 079), which no other spec must see; the phase goes back to BEFORE at the end.
 * The host then opens the door screen (ADR 085) from the tab: the approved photo beside the QR code
 * of the album's address.
 */
const own = useOwnServer(test, { SITE_URL: E2E_SITE_URL });
let origin = '';
test.beforeEach(() => {
  origin = `http://127.0.0.1:${own.port()}`;
});

async function hosts(request: APIRequestContext) {
  const login = await request.post(`${origin}/api/graphql`, {
    headers: { 'x-forwarded-for': '192.0.2.90' },
    data: {
      query: 'query ($p: String!) { adminLogin(password: $p) { token } }',
      variables: { p: E2E_ADMIN_PASSWORD },
    },
  });
  const token = ((await login.json()) as { data: { adminLogin: { token: string } } }).data.adminLogin.token;
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const answer = await request.post(`${origin}/api/graphql`, {
      data: { query, variables: { token, ...variables } },
    });
    return ((await answer.json()) as { data: T }).data;
  };
}

const picture = (background: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background } })
    .jpeg({ quality: 90 })
    .toBuffer();

test.use({ viewport: { width: 390, height: 844 } });

test('a guest sends two photos, one resumed, and sees the approved one in the album', async ({
  page,
  request,
}) => {
  test.slow(); // its own server, which renders its pages again at each switch of the phase
  const gql = await hosts(request);
  await gql('mutation ($token: String!) { setSitePhase(token: $token, phase: AFTER) { success } }');
  await gql('mutation ($token: String!) { setAlbum(token: $token, input: { open: true }) { success } }');
  try {
    // The first piece of the first upload never arrives: the page resumes it where it stopped.
    let cut = 0;
    await page.route('**/album/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH' && cut === 0) {
        cut += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });

    await page.goto(`${origin}/album`);
    await page.getByLabel('Your name (optional)').fill('<b>Mira</b>');
    await page.getByLabel('Photos or videos').setInputFiles([
      { name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: await picture('#3a7ca5') },
      { name: 'dinner.jpg', mimeType: 'image/jpeg', buffer: await picture('#c8553d') },
    ]);
    await page.getByRole('button', { name: 'Send' }).click();
    const mine = page.getByRole('region', { name: 'Your photos' });
    await expect(mine.getByText('Waiting for the couple’s approval')).toHaveCount(2);
    expect(cut).toBe(1);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/album-390-pending.png', fullPage: true });

    const { albumPhotos } = await gql<{ albumPhotos: Array<{ id: string; uploadedBy: string }> }>(
      'query ($token: String!) { albumPhotos(token: $token, status: PENDING) { id uploadedBy } }',
    );
    expect(albumPhotos.map((photo) => photo.uploadedBy)).toEqual(['<b>Mira</b>', '<b>Mira</b>']);
    // A host approves the first one in the Album tab, on a wide screen.
    const hostPage = await page.context().newPage();
    await hostPage.setViewportSize({ width: 1280, height: 900 });
    await logIn(hostPage, origin);
    await hostPage.getByRole('tab', { name: 'Album' }).click();
    const waiting = hostPage.getByRole('region', { name: 'Waiting for approval (2)' });
    await expect(waiting.getByRole('img', { name: 'A photo sent by <b>Mira</b>' })).toHaveCount(2);
    await waiting.getByRole('checkbox').first().check();
    await hostPage.getByRole('button', { name: 'Approve 1 selected' }).click();
    await expect(hostPage.getByText('1 photo approved.')).toBeAttached();
    await expect(hostPage.getByRole('region', { name: 'In the album (1)' })).toBeVisible();
    await expectAccessible(hostPage, '.album-tab');
    await hostPage.screenshot({ path: 'test-results/album-tab-1280.png', fullPage: true });

    const [screen] = await Promise.all([
      hostPage.waitForEvent('popup'),
      hostPage.getByRole('link', { name: 'Open the door screen' }).click(),
    ]);
    await screen.setViewportSize({ width: 1920, height: 1080 });
    await expect(screen).toHaveURL(/\/album\/screen$/);
    const shown = screen.getByRole('img', { name: 'A photo sent by <b>Mira</b>' });
    await expect(shown).toBeVisible();
    await expect(shown).toHaveJSProperty('complete', true);
    await expect(screen.getByText('Sent by <b>Mira</b>')).toBeVisible();
    await expect(screen.getByText('Scan the code with your phone’s camera to add your photos')).toBeVisible();
    const album = `${E2E_SITE_URL}/album`;
    await expect(screen.getByText(album.replace('https://', ''), { exact: true })).toBeVisible();
    // The code reads as the album's address, as a phone's camera reads it off the screen.
    const code = screen.getByRole('img', { name: 'A QR code that opens the album' });
    const { data, info } = await sharp(await code.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(album);
    await expectAccessible(screen);
    await screen.screenshot({ path: 'test-results/door-screen-1920.png' });
    await screen.setViewportSize({ width: 390, height: 844 });
    await screen.screenshot({ path: 'test-results/door-screen-390.png', fullPage: true });
    await screen.close();
    await hostPage.close();

    await page.reload();
    const grid = page.getByRole('region', { name: 'The photos' });
    const photo = grid.getByRole('img', { name: 'A photo sent by <b>Mira</b>' });
    await expect(photo).toHaveCount(1);
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(grid.getByText('Sent by <b>Mira</b>')).toBeVisible();
    await expect(mine.getByText('In the album')).toHaveCount(1);
    await expect(mine.getByText('Waiting for the couple’s approval')).toHaveCount(1);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/album-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/album-1280.png', fullPage: true });
  } finally {
    await gql('mutation ($token: String!) { setAlbum(token: $token, input: { open: false }) { success } }');
    await gql('mutation ($token: String!) { setSitePhase(token: $token, phase: BEFORE) { success } }');
  }
});
