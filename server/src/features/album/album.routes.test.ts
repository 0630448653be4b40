import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startGraphqlServer } from '../../platform/graphql/test/graphql-test-app';
import { albumMessages } from '@riviera/content/en/album';
import { albumMessages as frMessages } from '@riviera/content/fr/album';

/**
 * The album's uploads over the real HTTP (DESIGN 3.8, ADR 082), on a real PostgreSQL and a real
 * folder: what a guest's phone sends, what the hosts moderate and download.
 */
const albumDir = mkdtempSync(path.join(tmpdir(), 'album-test-'));
afterAll(() => rmSync(albumDir, { recursive: true, force: true }));
const server = await startGraphqlServer({
  ALBUM_DIR: albumDir,
  ALBUM_UPLOAD_LIMIT_MB: '1',
  ALBUM_UPLOADS_PER_HOUR: '4',
  ALBUM_FREE_SPACE_MB: '0',
});
const token = await server.login();

let addresses = 0;
/** A fresh client address: each test spends its own uploads of the per-address ceiling. */
const nextAddress = () => `198.51.100.${++addresses}`;

async function openAlbum(open = true) {
  await server.gql(`mutation ($token: String!) { setSitePhase(token: $token, phase: AFTER) { success } }`, {
    token,
  });
  await server.gql(
    `mutation ($token: String!, $input: AlbumInput!) { setAlbum(token: $token, input: $input) { success } }`,
    { token, input: { open } },
  );
}

const jpegWithGps = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#3a7ca5' } })
    .jpeg()
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
    name,
    from = nextAddress(),
    fields = {},
  }: { name?: string; from?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set('photo', new Blob([new Uint8Array(file)]), name ?? 'photo.jpg');
  const response = await fetch(`${server.url}/album/photos`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': from },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825), in either byte order. */
const hasGpsTag = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

const rows = () => server.db.selectFrom('album_photos').selectAll().execute();
const files = (dir: string) => readdirSync(path.join(albumDir, dir));

/** A zip's entries by name, read by the system's unzip (a real reader, not ours). */
function readZip(buffer: Buffer): Map<string, Buffer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'album-zip-'));
  try {
    writeFileSync(path.join(dir, 'album.zip'), buffer);
    execFileSync('unzip', ['-q', 'album.zip', '-d', 'out'], { cwd: dir });
    const out = path.join(dir, 'out');
    return new Map(readdirSync(out).map((name) => [name, readFileSync(path.join(out, name))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('POST /album/photos', () => {
  it('is refused with a sentence while the site is BEFORE the wedding, and when the album is closed', async () => {
    const picture = await jpegWithGps();
    expect(await upload(picture)).toEqual({
      status: 403,
      body: { error: albumMessages.closedBefore, code: 'forbidden' },
    });
    await openAlbum(false);
    expect((await upload(picture)).body.error).toBe(albumMessages.closed);
    expect(await rows()).toHaveLength(0);
  });

  it('takes a picture: 201, a pending row with its name as typed, display copies without GPS', async () => {
    await openAlbum();
    const picture = await jpegWithGps();
    const sent = await upload(picture, { fields: { name: '<b>Tante Mira</b>' } });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ id: expect.any(String), status: 'PENDING' });
    const [row] = await rows();
    expect(row).toMatchObject({
      id: sent.body.id,
      status: 'PENDING',
      uploaded_by: '<b>Tante Mira</b>',
      mime: 'image/jpeg',
      width: 900,
      height: 600,
      display: true,
    });

    // Not approved: a guest gets nothing, the hosts' token gets the copy.
    const copyUrl = `${server.url}/album/photos/${String(sent.body.id)}/640.jpg`;
    expect((await fetch(copyUrl)).status).toBe(404);
    const copy = await fetch(copyUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(copy.status).toBe(200);
    const meta = await sharp(Buffer.from(await copy.arrayBuffer())).metadata();
    expect(meta.width).toBe(640);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();

    // The original in the hosts' zip is as sent, location and all.
    const zip = await fetch(`${server.url}/album/photos.zip`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(zip.status).toBe(200);
    const entries = readZip(Buffer.from(await zip.arrayBuffer()));
    expect([...entries.keys()]).toEqual([`20260515-${String(sent.body.id).slice(0, 8)}.jpg`]);
    const [original] = entries.values();
    expect(original?.equals(picture)).toBe(true);
    expect(hasGpsTag((await sharp(original).metadata()).exif)).toBe(true);
  });

  it('refuses what is not a picture or a video by its bytes, whatever its name, with a sentence', async () => {
    const before = (await rows()).length;
    const sent = await upload(Buffer.from('#!/bin/sh\necho hello\n'), { name: 'holiday.jpg' });
    expect(sent).toEqual({ status: 400, body: { error: albumMessages.notMedia, code: 'validation' } });
    expect(await rows()).toHaveLength(before);
    expect(files('incoming')).toEqual([]);
  });

  it('refuses a file over the limit with 413 and the limit in the sentence', async () => {
    const before = (await rows()).length;
    const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(1024 * 1024 + 10, 7)]);
    const sent = await upload(big);
    expect(sent.status).toBe(413);
    expect(sent.body.error).toBe(albumMessages.tooLarge.replace('{limit}', '1 MB'));
    expect(await rows()).toHaveLength(before);
    expect(files('incoming')).toEqual([]);
  });

  it('says so in French for a French page', async () => {
    const form = new FormData();
    form.set('photo', new Blob(['not a picture']), 'x.png');
    const response = await fetch(`${server.url}/album/photos`, {
      method: 'POST',
      body: form,
      headers: { 'accept-language': 'fr', 'x-forwarded-for': nextAddress() },
    });
    expect(await response.json()).toMatchObject({ error: frMessages.notMedia });
  });

  it('keeps nothing of an upload cut off halfway: no row, no file', async () => {
    const before = (await rows()).length;
    const picture = await jpegWithGps();
    const boundary = 'cutoffboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    await new Promise<void>((resolve) => {
      const url = new URL(`${server.url}/album/photos`);
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + picture.length + 100),
          'x-forwarded-for': nextAddress(),
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
    expect(await rows()).toHaveLength(before);
    expect(files('incoming')).toEqual([]);
    expect(files('originals')).toHaveLength(before);
  });

  it('stops an address past its uploads an hour with 429 and a sentence', async () => {
    const from = nextAddress();
    const text = Buffer.from('not a picture');
    for (let i = 0; i < 4; i += 1) expect((await upload(text, { from })).status).toBe(400);
    const refused = await upload(text, { from });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(
      /^You have sent many photos from this address in a short time\. Please wait \d+ minutes? and try again\.$/,
    );
    expect((await upload(text)).status).toBe(400);
  });
});

describe('moderation and the zip', () => {
  const moderate = (ids: string[], status: string) =>
    server.gql<{ moderatePhotos: { success: boolean; message: string | null } }>(
      `mutation ($token: String!, $ids: [ID!]!, $status: PhotoStatus!) { moderatePhotos(token: $token, ids: $ids, status: $status) { success message } }`,
      { token, ids, status },
    );
  const listed = async (status?: string) =>
    (
      await server.gql<{
        albumPhotos: Array<{ id: string; status: string; url: string; uploadedBy: string | null }>;
      }>(
        `query ($token: String!, $status: PhotoStatus) { albumPhotos(token: $token, status: $status) { id status url uploadedBy width height createdAt } }`,
        { token, status },
      )
    ).body.data?.albumPhotos;

  it('approves many at once, shows them to guests, and hides one rejected later', async () => {
    await openAlbum();
    const first = String((await upload(await jpegWithGps())).body.id);
    const second = String((await upload(await jpegWithGps())).body.id);
    expect((await moderate([first, second], 'APPROVED')).body.data?.moderatePhotos).toEqual({
      success: true,
      message: null,
    });
    const approved = await listed('APPROVED');
    expect(approved?.map((photo) => photo.id)).toEqual([first, second]);
    expect(approved?.[0]?.url).toBe(`/album/photos/${first}/1080.jpg`);
    expect((await fetch(`${server.url}/album/photos/${first}/640.webp`)).status).toBe(200);

    const guestView = (await (await fetch(`${server.url}/album/photos?mine=${first}`)).json()) as {
      photos: Array<{ id: string }>;
      mine: Array<{ id: string; status: string }>;
    };
    expect(guestView.photos.map((photo) => photo.id)).toEqual([first, second]);
    expect(guestView.mine).toEqual([{ id: first, status: 'APPROVED', shown: true }]);

    await moderate([second], 'REJECTED');
    expect((await fetch(`${server.url}/album/photos/${second}/640.webp`)).status).toBe(404);
    expect((await listed('APPROVED'))?.map((photo) => photo.id)).toEqual([first]);
  });

  it('refuses an unknown id and changes nothing', async () => {
    const before = await listed();
    const refused = (await moderate(['00000000-0000-4000-8000-000000000000'], 'APPROVED')).body.data
      ?.moderatePhotos;
    expect(refused?.success).toBe(false);
    expect(refused?.message).toMatch(/no longer in the album/);
    expect(await listed()).toEqual(before);
  });

  it('refuses the zip to a guest unless the hosts allow it, and to a bad token', async () => {
    const guest = await fetch(`${server.url}/album/photos.zip`);
    expect(guest.status).toBe(403);
    expect(await guest.json()).toMatchObject({ error: albumMessages.zipNotAllowed });
    const forged = await fetch(`${server.url}/album/photos.zip`, {
      headers: { authorization: 'Bearer nope' },
    });
    expect(forged.status).toBe(401);

    await server.gql(
      `mutation ($token: String!, $input: AlbumInput!) { setAlbum(token: $token, input: $input) { success } }`,
      { token, input: { open: true, guestsMayDownload: true } },
    );
    const allowed = await fetch(`${server.url}/album/photos.zip`);
    expect(allowed.status).toBe(200);
    const entries = readZip(Buffer.from(await allowed.arrayBuffer()));
    expect(entries.size).toBe(1);
    const [only] = entries.values();
    const meta = await sharp(only).metadata();
    expect(meta.width).toBe(900);
    expect(meta.exif).toBeUndefined();
  });
});
