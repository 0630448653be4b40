import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { sitePhotoMessages } from '@riviera/content/en/admin/site-photos';
import { sitePhotoMessages as frMessages } from '@riviera/content/fr/admin/site-photos';
import { UNAUTHENTICATED_MESSAGES } from '../../platform/graphql/admin-guard';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { CUTS, photoFiles } from './site-photo-processing';

/**
 * The hosts' photos for the site's pages over the real HTTP (ADR 084), on a real PostgreSQL and a
 * real folder: what a host's phone sends, what the pages then load.
 */
const photosDir = mkdtempSync(path.join(tmpdir(), 'site-photos-test-'));
afterAll(() => rmSync(photosDir, { recursive: true, force: true }));
const server = await startGraphqlServer({ SITE_PHOTOS_DIR: photosDir, SITE_PHOTO_LIMIT_MB: '1' });
const token = await server.login();

/** A phone's photo: 900 × 600 as stored, EXIF orientation 6 (shown 600 × 900), a camera and a place. */
const phonePhoto = (background = '#3a7ca5') =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Riviera 1', DateTime: '2026:05:15 18:30:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 41/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 19/1 52/1',
      },
    })
    .toBuffer();

async function upload(
  file: Buffer,
  {
    fields = {},
    auth = `Bearer ${token}`,
    language,
  }: { fields?: Record<string, string>; auth?: string; language?: string } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('photo', new Blob([new Uint8Array(file)]), 'IMG_0042.JPG');
  const headers: Record<string, string> = { authorization: auth };
  if (language) headers['accept-language'] = language;
  const response = await fetch(`${server.url}/api/site-photos`, { method: 'POST', body: form, headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const rows = () => server.db.selectFrom('site_photos').selectAll().execute();
/** The photos' folders and anything left in the incoming folder. */
const folders = () => readdirSync(photosDir).filter((name) => name !== '.incoming');
const incoming = () => readdirSync(path.join(photosDir, '.incoming'));

describe('POST /api/site-photos', () => {
  it('refuses a wrong token with 401 and a sentence, and writes nothing', async () => {
    const sent = await upload(await phonePhoto(), { auth: 'Bearer not-a-token' });
    expect(sent).toEqual({
      status: 401,
      body: { error: UNAUTHENTICATED_MESSAGES.invalid, code: 'unauthenticated' },
    });
    expect((await upload(await phonePhoto(), { auth: '' })).body.error).toBe(
      UNAUTHENTICATED_MESSAGES.missing,
    );
    expect(await rows()).toHaveLength(0);
    expect(folders()).toEqual([]);
  });

  it('takes a phone photo: 201, upright, every cut at the ladder of photos.mjs, no location or camera left', async () => {
    const sent = await upload(await phonePhoto());
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
      width: 600,
      height: 900,
      colour: expect.stringMatching(/^#[0-9a-f]{6}$/),
      focusX: 0.5,
      focusY: 0.5,
    });
    const id = String(sent.body.id);
    expect(await rows()).toEqual([expect.objectContaining({ id, width: 600, height: 900 })]);
    const written = readdirSync(path.join(photosDir, id)).sort();
    expect(written).toEqual(photoFiles().sort());
    expect(written).toContain('landscape-2400.avif');
    expect(written).toContain('portrait-828.jpg');
    expect(written).toContain('event-480.jpg');
    for (const name of written) {
      const meta = await sharp(path.join(photosDir, id, name)).metadata();
      expect({ name, exif: meta.exif, orientation: meta.orientation }).toEqual({
        name,
        exif: undefined,
        orientation: undefined,
      });
    }
    const largest = await sharp(path.join(photosDir, id, 'landscape-2400.avif')).metadata();
    expect([largest.width, largest.height]).toEqual([CUTS.landscape.width, CUTS.landscape.height]);
    const portrait = await sharp(path.join(photosDir, id, 'portrait-1600.webp')).metadata();
    expect([portrait.width, portrait.height]).toEqual([1600, 2400]);
    const og = await sharp(path.join(photosDir, id, 'og.jpg')).metadata();
    expect([og.width, og.height]).toEqual([1200, 630]);
    expect(incoming()).toEqual([]);

    // Served under its address, on the public host too, cached for a year: it never changes.
    const served = await fetch(`${server.url}/site-photos/${id}/landscape-640.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    expect((await fetch(`${server.url}/site-photos/${id}/landscape-641.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/site-photos/0123456789abcdef/landscape-640.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/site-photos/..%2F..%2Fetc/passwd`)).status).toBe(404);
  });

  it('takes the same photo twice as one: 200, the same id, nothing new written', async () => {
    const photo = await phonePhoto('#aa3355');
    const first = await upload(photo);
    expect(first.status).toBe(201);
    const before = { rows: (await rows()).length, folders: folders().length };
    const again = await upload(photo);
    expect(again).toEqual({ status: 200, body: first.body });
    expect({ rows: (await rows()).length, folders: folders().length }).toEqual(before);
  });

  it('crops around the focal point the host sets', async () => {
    // Left half red, right half blue: the portrait crop of a landscape picture, focused left, is red.
    const left = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0000ff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const sent = await upload(picture, { fields: { focusX: '0', focusY: '0.5' } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ focusX: 0, focusY: 0.5 });
    const { dominant } = await sharp(path.join(photosDir, String(sent.body.id), 'portrait-828.jpg')).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
    const right = await upload(picture, { fields: { focusX: '1' } });
    expect(right.body.id).not.toBe(sent.body.id);
    expect(
      (await sharp(path.join(photosDir, String(right.body.id), 'portrait-828.jpg')).stats()).dominant.b,
    ).toBeGreaterThan(200);
  });

  it('refuses what is not a photo, a bad focal point and a photo over the limit with a sentence, writing nothing', async () => {
    const before = { rows: (await rows()).length, folders: folders().length };
    expect(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      status: 400,
      body: { error: sitePhotoMessages.notPicture, code: 'validation' },
    });
    expect((await upload(Buffer.from('GIF89a not really'), { language: 'fr' })).body.error).toBe(
      frMessages.unreadable,
    );
    expect((await upload(await phonePhoto(), { fields: { focusX: '2' } })).body.error).toBe(
      sitePhotoMessages.focus,
    );
    const big = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const tooLarge = await upload(big);
    expect(tooLarge).toEqual({
      status: 413,
      body: {
        error:
          'This photo is larger than 1 MB: send a smaller one (a phone’s photo as a JPEG is well under it).',
        code: 'payload_too_large',
      },
    });
    expect({ rows: (await rows()).length, folders: folders().length }).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('keeps nothing of an upload cut off halfway', async () => {
    const before = { rows: (await rows()).length, folders: folders().length };
    const picture = await phonePhoto('#123456');
    const boundary = 'cutoffboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const url = new URL(`${server.url}/api/site-photos`);
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + picture.length + 100),
        },
      });
      req.on('error', () => resolve());
      req.write(head);
      req.write(picture.subarray(0, picture.length / 2), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 100);
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect({ rows: (await rows()).length, folders: folders().length }).toEqual(before);
    expect(incoming()).toEqual([]);
  });
});
