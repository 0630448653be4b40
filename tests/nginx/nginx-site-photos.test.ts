import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../../server/src/platform/project-paths';
import { PRIVATE_HOST, PUBLIC_HOST, request, startProxiedSite } from './nginx-stack';

/**
 * The hosts' photos behind nginx (ADR 084): an upload goes through to the server (nginx's body
 * limit is the server's plus the form), and nginx serves the files the server wrote, from the
 * photos' volume, read-only with a year's cache, on both hosts; nothing else under the prefix.
 * The volume sits in the test's pages folder, the one folder the test layout shares with nginx.
 */
if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  throw new Error('The nginx tests serve the built client: run "make build" first.');
}

const { nginx } = await startProxiedSite({
  certificate: false,
  serverEnv: { SITE_PHOTOS_DIR: '{pages}/site-photos', SITE_PHOTO_LIMIT_MB: '2' },
  env: { SITE_PHOTOS_ROOT: '/var/lib/wedding/pages/site-photos', SITE_PHOTO_LIMIT_MB: '2' },
});
const base = `http://127.0.0.1:${nginx.httpPort}`;

async function token(): Promise<string> {
  const response = await request(`${base}/api/graphql`, {
    method: 'POST',
    host: PRIVATE_HOST,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($password: String!) { adminLogin(password: $password) { token } }',
      variables: { password: 'nginx-test-password' },
    }),
  });
  return (JSON.parse(response.text) as { data: { adminLogin: { token: string } } }).data.adminLogin.token;
}

describe('site photos behind nginx', () => {
  it('passes an upload to the server and serves its files with a year’s cache, on both hosts', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#884422' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('photo', new Blob([new Uint8Array(photo)]), 'ours.jpg');
    const sent = await fetch(`${base}/api/site-photos`, {
      method: 'POST',
      body: form,
      // fetch cannot set Host: the upload goes to the default server, as a browser on the address would.
      headers: { authorization: `Bearer ${await token()}` },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };

    for (const host of [PRIVATE_HOST, PUBLIC_HOST]) {
      const served = await request(`${base}/site-photos/${id}/landscape-640.webp`, { host });
      expect(served.status, host).toBe(200);
      expect(served.header('content-type')).toEqual(['image/webp']);
      expect(served.header('cache-control')).toEqual(['public, max-age=31536000, immutable']);
      // From the volume by nginx itself: the server would have sent its request id.
      expect(served.header('x-request-id')).toEqual([]);
    }
    expect((await request(`${base}/site-photos/${id}/og.jpg`, { host: PRIVATE_HOST })).status).toBe(200);
    expect(
      (await request(`${base}/site-photos/${id}/landscape-641.webp`, { host: PRIVATE_HOST })).status,
    ).toBe(404);
    expect((await request(`${base}/site-photos/.incoming/`, { host: PRIVATE_HOST })).status).toBe(404);
  });
});
